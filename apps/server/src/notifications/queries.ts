import { sql, type Insertable } from 'kysely';
import type { NotificationDelivery, NotificationKind } from '@keystone/api';
import type { Db } from '../db/database.ts';
import type { DB } from '../db/schema.generated.ts';
import { readerIdsOf } from '../project-updates/readers/queries.ts';

// ---------------------------------------------------------------- events

/** The event, in the caller's transaction; with a `key` already used, nothing (undefined). */
export async function insertNotificationEvent(
  db: Db,
  event: { kind: NotificationKind; payload: object; key: string | null; createdAt: Date },
): Promise<number | undefined> {
  const row = await db
    .insertInto('notification_events')
    .values({ kind: event.kind, payload: JSON.stringify(event.payload), key: event.key, created_at: event.createdAt })
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export function findNotificationEvent(db: Db, id: number) {
  return db
    .selectFrom('notification_events')
    .select(['id', 'kind', 'payload', 'created_at', 'fanned_out_at', 'pages_left'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function markEventFannedOut(db: Db, id: number, at: Date): Promise<void> {
  await db.updateTable('notification_events').set({ fanned_out_at: at }).where('id', '=', id).execute();
}

export async function findProjectTitle(db: Db, projectId: number): Promise<string | undefined> {
  const row = await db.selectFrom('projects').select('title').where('id', '=', projectId).executeTakeFirst();
  return row?.title;
}

// ---------------------------------------------------------------- recipients

/**
 * Who an event reaches: one person, a project's investors, whoever may read an update (its project's investors, and
 * its followers when the update is for them too: the timeline's own rule), or every investor.
 */
export type Audience =
  { userId: number } | { investorsOf: number } | { readersOfUpdate: number } | { everyInvestor: true };

export interface Recipient {
  id: number;
  email: string;
  portal: NotificationDelivery;
  emailDelivery: NotificationDelivery;
}

/** The ids an audience names by its rule, before anyone's account status is read (a user may appear twice). */
function audienceIds(db: Db, audience: Audience) {
  if ('userId' in audience) return db.selectFrom('users').select('users.id').where('users.id', '=', audience.userId);
  if ('investorsOf' in audience) {
    return db
      .selectFrom('investments')
      .select('investments.user_id as id')
      .where('investments.project_id', '=', audience.investorsOf)
      .where('investments.status', '=', 'SUCCEEDED');
  }
  // Those the timeline lets read it, by its own rule.
  if ('readersOfUpdate' in audience) return readerIdsOf(db, audience.readersOfUpdate);
  return db.selectFrom('users').select('users.id').where('users.role', '=', 'INVESTOR');
}

/**
 * An event's recipients cut into pages of `size`, as ranges of user ids: each page is the recipients in
 * (afterUserId, upToUserId], a fixed set of users whenever its job runs. One statement, answering a row per page.
 * Only active accounts: a deactivated user gets nothing (issue 34 §4).
 */
export async function findRecipientRanges(
  db: Db,
  audience: Audience,
  size: number,
): Promise<{ afterUserId: number; upToUserId: number }[]> {
  const numbered = db
    .selectFrom('users as u')
    .select(['u.id', sql<string>`row_number() OVER (ORDER BY u.id)`.as('n'), sql<string>`count(*) OVER ()`.as('total')])
    .where('u.status', '=', 'ACTIVE')
    .where('u.id', 'in', audienceIds(db, audience));
  const ends = await db
    .selectFrom(numbered.as('r'))
    .select('r.id')
    .where(sql<boolean>`r.n % ${size} = 0 OR r.n = r.total`)
    .orderBy('r.id')
    .execute();
  return ends.map((end, index) => ({ afterUserId: ends[index - 1]?.id ?? 0, upToUserId: end.id }));
}

/**
 * The recipients of an event in (afterUserId, upToUserId] (no upper bound when left out), in id order, at most
 * `limit` when given, with their choices for `kind`; only active accounts. Two statements, so that neither depends
 * on the planner's statistics: the audience's ids in the range first (an index range on a project's investments,
 * `investments_project_user_idx`), then those users by primary key. Asked as one, a planner without statistics (a
 * table just filled) rescanned the audience for each user of the range: seconds a page.
 */
export async function findRecipientPage(
  db: Db,
  kind: NotificationKind,
  audience: Audience,
  page: { afterUserId: number; upToUserId?: number; limit?: number },
): Promise<Recipient[]> {
  let named = db.selectFrom(audienceIds(db, audience).as('a')).select('a.id').where('a.id', '>', page.afterUserId);
  if (page.upToUserId !== undefined) named = named.where('a.id', '<=', page.upToUserId);
  const ids = [...new Set((await named.execute()).map((row) => row.id))];
  if (ids.length === 0) return [];
  let query = db
    .selectFrom('users as u')
    .leftJoin('notification_preferences as pp', (join) =>
      join.onRef('pp.user_id', '=', 'u.id').on('pp.kind', '=', kind).on('pp.channel', '=', 'PORTAL'),
    )
    .leftJoin('notification_preferences as pe', (join) =>
      join.onRef('pe.user_id', '=', 'u.id').on('pe.kind', '=', kind).on('pe.channel', '=', 'EMAIL'),
    )
    .select([
      'u.id',
      'u.email',
      sql<NotificationDelivery>`coalesce(pp.delivery, 'IMMEDIATELY')`.as('portal'),
      sql<NotificationDelivery>`coalesce(pe.delivery, 'IMMEDIATELY')`.as('emailDelivery'),
    ])
    .where('u.status', '=', 'ACTIVE')
    .where('u.id', 'in', ids);
  if (page.limit !== undefined) query = query.limit(page.limit);
  return query.orderBy('u.id').execute();
}

// ---------------------------------------------------------------- fan-out pages (fan-out-job.ts)

/**
 * Writes an event's pages and how many are left, in the transaction that queues their jobs. Answers false, writing
 * nothing, when the event was paged already (another run of its job got there first: the row lock orders them).
 * An event with nobody to tell is fanned out at once.
 */
export async function insertFanOutPages(
  db: Db,
  eventId: number,
  ranges: readonly { afterUserId: number; upToUserId: number }[],
  at: Date,
): Promise<boolean> {
  const claimed = await db
    .updateTable('notification_events')
    .set({ pages_left: ranges.length, fanned_out_at: ranges.length === 0 ? at : null })
    .where('id', '=', eventId)
    .where('pages_left', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (claimed === undefined) return false;
  if (ranges.length > 0) {
    await db
      .insertInto('notification_fan_out_pages')
      .values(
        ranges.map((range) => ({
          event_id: eventId,
          after_user_id: range.afterUserId,
          up_to_user_id: range.upToUserId,
        })),
      )
      .execute();
  }
  return true;
}

/** The pages of an event not done yet (a re-run of its job queues them again). */
export function findPagesNotDone(db: Db, eventId: number) {
  return db
    .selectFrom('notification_fan_out_pages')
    .select(['after_user_id'])
    .where('event_id', '=', eventId)
    .where('done_at', 'is', null)
    .orderBy('after_user_id')
    .execute();
}

/**
 * Marks a page done, in the transaction that writes it: answers its last user id, or undefined when it was done
 * already. A second run of the same page waits on the first's row lock and then finds it done.
 */
export async function takeFanOutPage(
  db: Db,
  eventId: number,
  afterUserId: number,
  at: Date,
): Promise<number | undefined> {
  const page = await db
    .updateTable('notification_fan_out_pages')
    .set({ done_at: at })
    .where('event_id', '=', eventId)
    .where('after_user_id', '=', afterUserId)
    .where('done_at', 'is', null)
    .returning('up_to_user_id')
    .executeTakeFirst();
  return page?.up_to_user_id;
}

/**
 * Counts a page done on its event, last in the page's transaction (the event's row is locked only until its
 * commit); the page that leaves none marks the event fanned out.
 */
export async function countPageDone(db: Db, eventId: number, at: Date): Promise<void> {
  await db
    .updateTable('notification_events')
    .set((eb) => ({
      pages_left: sql<number>`${eb.ref('pages_left')} - 1`,
      fanned_out_at: sql<Date | null>`CASE WHEN ${eb.ref('pages_left')} = 1 THEN ${at}::timestamptz ELSE NULL END`,
    }))
    .where('id', '=', eventId)
    .execute();
}

// ---------------------------------------------------------------- notifications

/** Writes a page's notifications; answers the users written now (a retry's repeats are skipped, not answered). */
export async function insertNotifications(
  db: Db,
  rows: readonly Insertable<DB['notifications']>[],
): Promise<Set<number>> {
  if (rows.length === 0) return new Set();
  const written = await db
    .insertInto('notifications')
    .values([...rows])
    .onConflict((oc) => oc.columns(['event_id', 'user_id']).doNothing())
    .returning('user_id')
    .execute();
  return new Set(written.map((row) => row.user_id));
}

/** One page of the user's notifications with the total and the unread count, in one statement. */
export async function findNotificationPage(db: Db, userId: number, page: { limit: number; offset: number }) {
  const counts = await db
    .selectFrom('notifications')
    .select([
      (eb) => eb.fn.countAll<string | number>().as('total'),
      sql<string | number>`count(*) FILTER (WHERE read_at IS NULL)`.as('unread'),
    ])
    .where('user_id', '=', userId)
    .where('in_portal', '=', true)
    .executeTakeFirstOrThrow();
  const items = await db
    .selectFrom('notifications')
    .select(['id', 'kind', 'title', 'body', 'link', 'created_at', 'read_at'])
    .where('user_id', '=', userId)
    .where('in_portal', '=', true)
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return { items, count: Number(counts.total), unread: Number(counts.unread) };
}

export async function countUnread(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<string | number>().as('unread'))
    .where('user_id', '=', userId)
    .where('in_portal', '=', true)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.unread);
}

/** Only the owner's row: answers whether it exists for them. */
export async function markRead(db: Db, userId: number, id: number, at: Date): Promise<boolean> {
  const row = await db
    .updateTable('notifications')
    .set((eb) => ({ read_at: eb.fn.coalesce('read_at', sql<Date>`${at}`) }))
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('in_portal', '=', true)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function markAllRead(db: Db, userId: number, at: Date): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ read_at: at })
    .where('user_id', '=', userId)
    .where('in_portal', '=', true)
    .where('read_at', 'is', null)
    .execute();
}

// ---------------------------------------------------------------- preferences

export function findPreferences(db: Db, userId: number) {
  return db
    .selectFrom('notification_preferences')
    .select(['kind', 'channel', 'delivery'])
    .where('user_id', '=', userId)
    .execute();
}

export async function savePreferences(
  db: Db,
  rows: readonly Insertable<DB['notification_preferences']>[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('notification_preferences')
    .values([...rows])
    .onConflict((oc) =>
      oc.columns(['user_id', 'kind', 'channel']).doUpdateSet((eb) => ({ delivery: eb.ref('excluded.delivery') })),
    )
    .execute();
}

export async function findUserExists(db: Db, userId: number): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  return row !== undefined;
}

// ---------------------------------------------------------------- digest

/** The next users with notifications waiting for their digest, after `afterUserId`. */
export async function findDigestUsers(db: Db, afterUserId: number, limit: number) {
  return db
    .selectFrom('notifications as n')
    .innerJoin('users as u', 'u.id', 'n.user_id')
    .select(['u.id', 'u.email', 'u.status'])
    .distinct()
    .where('n.digest_pending', '=', true)
    .where('u.id', '>', afterUserId)
    .orderBy('u.id')
    .limit(limit)
    .execute();
}

/** Takes a user's waiting digest lines, clearing them in the same statement (run in the e-mail's transaction). */
export function takeDigestItems(db: Db, userId: number) {
  return db
    .updateTable('notifications')
    .set({ digest_pending: false })
    .where('user_id', '=', userId)
    .where('digest_pending', '=', true)
    .returning(['id', 'title', 'body'])
    .execute();
}

// ---------------------------------------------------------------- events found by date (event-jobs.ts)

/** Each investor's current declaration that expires by `by` and has not yet: the latest row of each user. */
export function findDeclarationsExpiringBy(db: Db, now: Date, by: Date) {
  return db
    .selectFrom('investor_declarations as d')
    .select(['d.id', 'd.user_id', 'd.expires_at'])
    .where('d.expires_at', '>', now)
    .where('d.expires_at', '<=', by)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('investor_declarations as later')
            .select('later.id')
            .whereRef('later.user_id', '=', 'd.user_id')
            .whereRef('later.signed_at', '>', 'd.signed_at'),
        ),
      ),
    )
    .orderBy('d.id')
    .execute();
}

/** Cooling-off periods that started between `from` and `to` (the log's STARTED rows), by user. */
export function findCoolingOffsStartedBetween(db: Db, from: Date, to: Date) {
  return db
    .selectFrom('consumer_journey_log')
    .select(['user_id', 'occurred_at'])
    .where('step', '=', 'COOLING_OFF')
    .where('action', '=', 'STARTED')
    .where('occurred_at', '>', from)
    .where('occurred_at', '<=', to)
    .orderBy('id')
    .execute();
}
