import { sql, type Insertable } from 'kysely';
import type { FaqCategory } from '@keystone/api';
import type { Db } from '../db/database.ts';
import type { DB } from '../db/schema.generated.ts';

export function insertContactRequest(db: Db, request: Insertable<DB['contact_requests']>) {
  return db.insertInto('contact_requests').values(request).returning(['id', 'created_at']).executeTakeFirstOrThrow();
}

// ---------------------------------------------------------------- FAQ

const faqColumns = ['id', 'category', 'question', 'answer'] as const;

/** `%`, `_` and `\` typed in the search are looked for literally, not as patterns. */
function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function filteredFaqs(db: Db, searchTerm: string | undefined) {
  const term = searchTerm?.trim() ?? '';
  const query = db.selectFrom('faq');
  if (term === '') return query;
  const pattern = containsPattern(term);
  return query.where((eb) => eb.or([eb('faq.question', 'ilike', pattern), eb('faq.answer', 'ilike', pattern)]));
}

// The contract's category order (FaqCategory), not the alphabet: the Help page shows 'Getting started' first.
const categoryOrder = sql<number>`array_position(array['GETTING_STARTED', 'PAYMENT', 'ACCOUNT', 'SOLIA_FAQ', 'GENERAL_FAQ', 'INVESTOR_FAQ']::text[], faq.category)`;

/** One page and the count of every match, in one statement (`count(*) over ()`). */
export async function findFaqPage(db: Db, page: { limit: number; offset: number; searchTerm?: string }) {
  const rows = await filteredFaqs(db, page.searchTerm)
    .select([...faqColumns, (eb) => eb.fn.countAll<string | number>().over().as('total')])
    .orderBy(categoryOrder)
    .orderBy('faq.position')
    .orderBy('faq.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return rows;
}

export async function countFaqs(db: Db, searchTerm: string | undefined): Promise<number> {
  const row = await filteredFaqs(db, searchTerm)
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

interface FaqValues {
  category: FaqCategory;
  question: string;
  answer: string;
}

/** A new record goes last in its category. */
export function insertFaq(db: Db, values: FaqValues) {
  return db
    .insertInto('faq')
    .values((eb) => ({
      ...values,
      position: eb
        .selectFrom('faq')
        .select(sql<number>`coalesce(max(faq.position), 0) + 1`.as('next'))
        .where('faq.category', '=', values.category),
    }))
    .returning(faqColumns)
    .executeTakeFirstOrThrow();
}

export function updateFaq(db: Db, id: number, values: FaqValues) {
  return db.updateTable('faq').set(values).where('id', '=', id).returning(faqColumns).executeTakeFirst();
}

export async function deleteFaqRow(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('faq').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

// ---------------------------------------------------------------- news subscription

export async function findNewsSubscription(db: Db, userId: number): Promise<boolean | undefined> {
  const row = await db
    .selectFrom('marketing_preferences')
    .select('news_subscription')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.news_subscription;
}

export async function saveNewsSubscription(db: Db, userId: number, subscribed: boolean): Promise<boolean> {
  const row = await db
    .insertInto('marketing_preferences')
    .values({ user_id: userId, news_subscription: subscribed })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ news_subscription: subscribed }))
    .returning('news_subscription')
    .executeTakeFirstOrThrow();
  return row.news_subscription;
}
