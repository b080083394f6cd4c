import type { FilePurpose } from '@keystone/api';
import { sql, type Insertable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { UploadedFiles } from '../db/schema.generated.ts';
import { readableBy } from '../project-updates/readers/queries.ts';
import type { Uploader, UploadUsage } from './upload-permission.ts';
import { UPLOAD_RULES } from './upload-rules.ts';

/** Answers the new file's id. */
export async function insertUploadedFile(db: Db, file: Insertable<UploadedFiles>): Promise<number> {
  const { id } = await db.insertInto('uploaded_files').values(file).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** Takes back the row of an upload whose bytes could not be stored. */
export async function deleteUploadedFile(db: Db, storageKey: string): Promise<void> {
  await db.deleteFrom('uploaded_files').where('storage_key', '=', storageKey).execute();
}

/** The uploader's role and KYC state; with `lock`, their row stays locked so that uploads at once count each other. */
export function findUploader(db: Db, userId: number, { lock }: { lock: boolean }): Promise<Uploader> {
  const query = db.selectFrom('users').select(['role', 'kyc_status', 'kyc_submitted_at']).where('id', '=', userId);
  return (lock ? query.forUpdate() : query).executeTakeFirstOrThrow();
}

/** The files the owner uploaded through `POST /file/temp` since `since`, and their bytes as stored. */
export async function uploadUsageSince(db: Db, ownerId: number, since: Date): Promise<UploadUsage> {
  const row = await db
    .selectFrom('uploaded_files')
    .select((eb) => [
      eb.fn.countAll<string | number>().as('files'),
      eb.fn.coalesce(eb.fn.sum<string | number>('size_bytes'), sql.lit(0)).as('bytes'),
    ])
    .where('owner_id', '=', ownerId)
    .where('created_at', '>=', since)
    .where('purpose', 'in', Object.keys(UPLOAD_RULES) as FilePurpose[])
    .executeTakeFirstOrThrow();
  return { files: Number(row.files), bytes: Number(row.bytes) };
}

/**
 * The file a key names, with whether it is public to every signed-in user: an image of a project past DRAFT, or a
 * visible document of one; and whether the viewer may read it as a file of a project update (issue 34 §2). Undefined
 * for an unknown key.
 */
export function findUploadedFile(db: Db, storageKey: string, viewerId: number) {
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
    .select((eb) =>
      eb
        .and([
          eb('uploaded_files.purpose', 'in', ['PROJECT_IMAGE', 'PROJECT_DOCUMENT']),
          eb.exists(
            eb
              .selectFrom('project_update_files')
              .innerJoin('project_updates', 'project_updates.id', 'project_update_files.update_id')
              .innerJoin('projects', 'projects.id', 'project_updates.project_id')
              .select(sql.lit(1).as('one'))
              .whereRef('project_update_files.file_id', '=', 'uploaded_files.id')
              .where('projects.status', '<>', 'DRAFT')
              // Who may read the update, by the timeline's own rule.
              .where((update) => readableBy(update, viewerId)),
          ),
        ])
        .as('shown_in_update'),
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
