import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { ProjectDocuments, Projects } from '../../db/schema.generated.ts';

let counter = 0;

/** A short-term-only project row with sensible figures; `overrides` set what a test is about. */
export async function insertTestProject(db: Db, overrides: Partial<Insertable<Projects>> = {}): Promise<number> {
  counter += 1;
  const row = await db
    .insertInto('projects')
    .values({
      title: `Test project ${counter}`,
      description: 'A terrace of four homes.',
      status: 'AVAILABLE_TO_PLEDGE',
      project_type: 'RESIDENTIAL_BUILD',
      purpose: 'DEVELOPING',
      address: '1 High Street',
      city: 'Leeds',
      latitude: 53.8,
      longitude: -1.55,
      short_start_date: '2027-01-15',
      short_end_date: '2027-07-15',
      short_funding_target_pence: 10_000_000,
      short_funding_minimum_pence: 100_000,
      short_debt_expected_rate: 8.5,
      ...overrides,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** An image of the project (`fileId` an uploaded file, see files.ts). */
export async function attachTestImage(
  db: Db,
  projectId: number,
  image: { fileId: number; isMain?: boolean; position?: number },
): Promise<void> {
  await db
    .insertInto('project_images')
    .values({ project_id: projectId, file_id: image.fileId, is_main: image.isMain ?? false, position: image.position })
    .execute();
}

/** A document of the project; without `fileId`, the row only (a predefined document not uploaded yet). */
export async function attachTestDocument(
  db: Db,
  projectId: number,
  document: { title: string; fileId?: number | null } & Partial<
    Pick<Insertable<ProjectDocuments>, 'visible' | 'required' | 'predefined' | 'position'>
  >,
): Promise<void> {
  const { fileId = null, ...rest } = document;
  await db
    .insertInto('project_documents')
    .values({ ...rest, project_id: projectId, file_id: fileId })
    .execute();
}

/** The user follows the project (since `at`, else now). */
export async function insertTestFollow(db: Db, userId: number, projectId: number, at?: Date): Promise<void> {
  await db.insertInto('project_follows').values({ user_id: userId, project_id: projectId, created_at: at }).execute();
}

/**
 * An update on the project as its row alone, posted by `postedBy` (an admin): for a test of who hears of it, where
 * the update's form and files are beside the point.
 */
export async function insertTestUpdate(
  db: Db,
  update: { projectId: number; postedBy: number; title: string; audience: 'INVESTORS' | 'INVESTORS_AND_FOLLOWERS' },
): Promise<number> {
  const row = await db
    .insertInto('project_updates')
    .values({
      project_id: update.projectId,
      posted_by: update.postedBy,
      title: update.title,
      body: update.title,
      audience: update.audience,
      posted_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
