import { demoFaqs } from '@keystone/demo/fixtures';
import type { Db } from '../db/database.ts';

/**
 * The demo Help page's records, written only into an empty table: once an admin has edited the FAQ, running the seed
 * again must not bring deleted answers back.
 */
export async function ensureDemoFaqs(db: Db): Promise<number> {
  const existing = await db.selectFrom('faq').select('id').limit(1).executeTakeFirst();
  if (existing) return 0;
  await db
    .insertInto('faq')
    .values(demoFaqs.map(({ category, question, answer }, position) => ({ category, question, answer, position })))
    .execute();
  return demoFaqs.length;
}
