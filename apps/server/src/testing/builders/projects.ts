import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Projects } from '../../db/schema.generated.ts';

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

/** An uploaded file row (no bytes stored: the project answers only name its URL). */
export async function insertTestFile(
  db: Db,
  purpose: 'PROJECT_IMAGE' | 'PROJECT_DOCUMENT',
): Promise<{ id: number; key: string }> {
  counter += 1;
  const key = `test-${purpose.toLowerCase()}-${counter}-${Date.now()}`;
  const row = await db
    .insertInto('uploaded_files')
    .values({
      storage_key: key,
      mime_type: purpose === 'PROJECT_IMAGE' ? 'image/jpeg' : 'application/pdf',
      size_bytes: 10,
      purpose,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, key };
}
