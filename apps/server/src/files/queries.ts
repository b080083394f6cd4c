import { sql, type Insertable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { UploadedFiles } from '../db/schema.generated.ts';

/** Answers the new file's id. */
export async function insertUploadedFile(db: Db, file: Insertable<UploadedFiles>): Promise<number> {
  const { id } = await db.insertInto('uploaded_files').values(file).returning('id').executeTakeFirstOrThrow();
  return id;
}

/**
 * The file a key names, with whether it is public to every signed-in user: an image of a project past DRAFT, or a
 * visible document of one. Undefined for an unknown key.
 */
export function findUploadedFile(db: Db, storageKey: string) {
  return db
    .selectFrom('uploaded_files')
    .select(['owner_id', 'original_name', 'mime_type'])
    .select((eb) =>
      eb
        .and([
          // Only what was uploaded for a project: a personal file never becomes public by being attached to one.
          eb('uploaded_files.purpose', 'in', ['PROJECT_IMAGE', 'PROJECT_DOCUMENT']),
          eb.or([
            eb.exists(
              eb
                .selectFrom('project_images')
                .innerJoin('projects', 'projects.id', 'project_images.project_id')
                .select(sql.lit(1).as('one'))
                .whereRef('project_images.file_id', '=', 'uploaded_files.id')
                .where('projects.status', '<>', 'DRAFT'),
            ),
            eb.exists(
              eb
                .selectFrom('project_documents')
                .innerJoin('projects', 'projects.id', 'project_documents.project_id')
                .select(sql.lit(1).as('one'))
                .whereRef('project_documents.file_id', '=', 'uploaded_files.id')
                .where('project_documents.visible', '=', true)
                .where('projects.status', '<>', 'DRAFT'),
            ),
          ]),
        ])
        .as('shown_on_project'),
    )
    .where('storage_key', '=', storageKey)
    .executeTakeFirst();
}

export function findOwnedFile(db: Db, storageKey: string, ownerId: number) {
  return db
    .selectFrom('uploaded_files')
    .select('id')
    .where('storage_key', '=', storageKey)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
}
