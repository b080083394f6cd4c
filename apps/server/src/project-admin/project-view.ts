import type { ProjectInput } from '@keystone/api';
import { PROJECT_FIELDS, type ProjectField } from '@keystone/flows/projects';
import type { Db } from '../db/database.ts';
import type { Schemas } from '../contract/operation-types.ts';
import { fileUrl } from '../files/file-url.ts';
import { projectDocuments, projectImages, type ProjectRow } from './queries.ts';

type Project = Schemas['Project'];
type Row = NonNullable<ProjectRow>;

/** The body's scalar fields (all but images and documents), each stored in the column of the same snake_case name. */
export const SCALAR_FIELDS = PROJECT_FIELDS.filter((field) => field !== 'images' && field !== 'documents');

export const columnOf = (field: ProjectField) => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** The stored project as the contract's `Project`; `currentUserFollowed` is false (the admin's save answer). */
export async function projectView(db: Db, row: Row): Promise<Project> {
  const [images, documents] = await Promise.all([projectImages(db, row.id), projectDocuments(db, row.id)]);
  const scalars = Object.fromEntries(
    SCALAR_FIELDS.map((field) => [field, (row as Record<string, unknown>)[columnOf(field)] ?? null]),
  );
  return {
    ...(scalars as Omit<ProjectInput, 'images' | 'documents'>),
    id: row.id,
    subtitle: row.subtitle,
    images: images.map((image) => ({ id: image.id, url: fileUrl(image.storage_key), main: image.is_main })),
    documents: documents.map((document) => ({
      id: document.id,
      uuid: document.uuid,
      title: document.title,
      url: document.storage_key === null ? null : fileUrl(document.storage_key),
      visible: document.visible,
      required: document.required,
    })),
    shortFundedSumPence: Number(row.short_funded_pence),
    longFundedSumPence: row.allow_long_term ? Number(row.long_funded_pence) : null,
    currentUserFollowed: false,
    createdAt: row.created_at.toISOString(),
  } as Project;
}
