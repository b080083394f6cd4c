import type { PredefinedDocumentTitle, ProjectDocumentInput } from '@keystone/api';

/**
 * Seed 001 §3: every project has these documents; only the pitch deck needs a file. They do not count towards the
 * ten other documents a project may have.
 */
export const PREDEFINED_PROJECT_DOCUMENTS = [
  { title: 'Floor plans', required: false },
  { title: 'Architectural designs', required: false },
  { title: 'RICS', required: false },
  { title: 'Pitch deck', required: true },
] as const satisfies ReadonlyArray<{ title: PredefinedDocumentTitle; required: boolean }>;

export function isPredefinedDocument(document: Pick<ProjectDocumentInput, 'title'>): boolean {
  return PREDEFINED_PROJECT_DOCUMENTS.some((predefined) => predefined.title === document.title);
}

/** A new project's document list: the predefined ones, without files, shown to investors once they have one. */
export function predefinedDocumentInputs(): ProjectDocumentInput[] {
  return PREDEFINED_PROJECT_DOCUMENTS.map(({ title, required }) => ({ title, required, url: null, visible: true }));
}
