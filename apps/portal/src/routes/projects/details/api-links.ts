// Downloads are plain links, not fetches: the browser sends the session cookie with them (Path=/api) and saves the
// file under the name the server gives, as large as it is, without holding it in memory.

/** Where the portal reaches the API (the server mounts it at /api beside the portal). */
const API_BASE = '/api';

/** `downloadProjectDocuments`: every document of the project with a file, as one zip ('Download all'). */
export const projectDocumentsZipUrl = (id: number) => `${API_BASE}/projects/${id}/documents/zip`;

/** `exportProjectInvestors` (admin): the project's investors as CSV. */
export const projectInvestorsCsvUrl = (id: number) => `${API_BASE}/projects/${id}/export-investors`;
