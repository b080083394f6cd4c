import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Projects } from '../db/schema.generated.ts';

/** The project row, locked against a concurrent save or delete for the rest of the transaction. */
export function lockProject(db: Db, id: number) {
  return db.selectFrom('projects').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export function findProjectRow(db: Db, id: number) {
  return db.selectFrom('projects').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertProject(db: Db, values: Insertable<Projects>): Promise<number> {
  const { id } = await db.insertInto('projects').values(values).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateProjectRow(db: Db, id: number, values: Updateable<Projects>): Promise<void> {
  await db.updateTable('projects').set(values).where('id', '=', id).execute();
}

export async function deleteProjectRow(db: Db, id: number): Promise<void> {
  // Images, documents and followers go with it (ON DELETE CASCADE), in the same statement.
  await db.deleteFrom('projects').where('id', '=', id).execute();
}

/** The uploads the caller may attach: their own, or files already attached to this project. */
export function attachableFiles(db: Db, storageKeys: string[], ownerId: number, projectId: number | undefined) {
  if (storageKeys.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('uploaded_files')
    .select(['id', 'storage_key', 'mime_type', 'purpose'])
    .where('storage_key', 'in', storageKeys)
    .where((eb) =>
      eb.or([
        eb('owner_id', '=', ownerId),
        ...(projectId === undefined
          ? []
          : [
              eb.exists(
                eb
                  .selectFrom('project_images')
                  .select('project_images.id')
                  .whereRef('project_images.file_id', '=', 'uploaded_files.id')
                  .where('project_images.project_id', '=', projectId),
              ),
              eb.exists(
                eb
                  .selectFrom('project_documents')
                  .select('project_documents.id')
                  .whereRef('project_documents.file_id', '=', 'uploaded_files.id')
                  .where('project_documents.project_id', '=', projectId),
              ),
            ]),
      ]),
    )
    .execute();
}

export interface ImageRow {
  file_id: number;
  is_main: boolean;
}
export interface DocumentRow {
  file_id: number | null;
  title: string;
  visible: boolean;
  required: boolean;
  predefined: boolean;
  uuid?: string;
}

/** Replaces the project's images and documents with the lists given, in their order. */
export async function replaceMedia(
  db: Db,
  projectId: number,
  images: ImageRow[],
  documents: DocumentRow[],
): Promise<void> {
  await db.deleteFrom('project_images').where('project_id', '=', projectId).execute();
  await db.deleteFrom('project_documents').where('project_id', '=', projectId).execute();
  if (images.length > 0) {
    await db
      .insertInto('project_images')
      .values(images.map((image, position) => ({ ...image, project_id: projectId, position })))
      .execute();
  }
  if (documents.length > 0) {
    await db
      .insertInto('project_documents')
      .values(documents.map((document, position) => ({ ...document, project_id: projectId, position })))
      .execute();
  }
}

/** One row per investment in the project, oldest first, with its investor. */
export function projectInvestments(db: Db, projectId: number) {
  return db
    .selectFrom('investments')
    .innerJoin('users', 'users.id', 'investments.user_id')
    .select([
      'investments.id',
      'users.full_name',
      'users.email',
      'investments.term',
      'investments.strategy',
      'investments.amount_pence',
      'investments.created_at',
      'investments.status',
    ])
    .where('investments.project_id', '=', projectId)
    .orderBy('investments.created_at')
    .orderBy('investments.id')
    .execute();
}
