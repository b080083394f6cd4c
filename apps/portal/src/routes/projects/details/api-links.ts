import { API_BASE_URL } from '../../../api/index.ts';

// Downloads are plain links, not fetches: the browser sends the session cookie with them (Path=/api) and saves the
// file under the name the server gives, as large as it is, without holding it in memory.

/** `downloadProjectDocuments`: every document of the project with a file, as one zip ('Download all'). */
export const projectDocumentsZipUrl = (id: number) => `${API_BASE_URL}/projects/${id}/documents/zip`;

/** `exportProjectInvestors` (admin): the project's investors as CSV. */
export const projectInvestorsCsvUrl = (id: number) => `${API_BASE_URL}/projects/${id}/export-investors`;
