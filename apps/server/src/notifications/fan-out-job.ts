import type { NotificationEvent } from '@keystone/flows/notifications';
import { inTransaction, type AppContext } from '../context/app-context.ts';
import type { JobDefinition } from '../job-runner/job-runner.ts';
import { deliverToRecipients, textOf, type AnnouncedEvent } from './delivery.ts';
import {
  countPageDone,
  findNotificationEvent,
  findPagesNotDone,
  findRecipientPage,
  findRecipientRanges,
  insertFanOutPages,
  markEventFannedOut,
  takeFanOutPage,
  type Audience,
} from './queries.ts';

export const notificationFanOutQueue = 'notification-fan-out';
export const notificationFanOutPageQueue = 'notification-fan-out-page';

/** Recipients written per page job: large enough to be quick, small enough to hold the outbox lock briefly. */
export const fanOutPageSize = 1_000;

/**
 * Page jobs each server process runs side by side. One: pages still run on every server process at once
 * (WEB_CONCURRENCY, `SKIP LOCKED`), but two in the process that also answers requests took the admin's request at
 * 10,000 investors from p95 49 ms to 295-308 ms (goal 200), for a fan-out of 100,000 in 9.7 s instead of 13.2 s
 * (`pnpm bench:notify`, BENCH_NOTIFY_PAGE_CONCURRENCY, on a shared two-core machine).
 */
export const fanOutPageConcurrency = 1;

function audienceOf(event: NotificationEvent): Audience {
  switch (event.kind) {
    case 'PROJECT_UPDATE_POSTED':
      return { readersOfUpdate: event.updateId };
    case 'PROJECT_FUNDED':
    case 'REPAYMENT_STATE_CHANGED':
      return { investorsOf: event.projectId };
    case 'PROJECT_OPEN_FOR_PLEDGES':
      return { everyInvestor: true };
    default:
      return { userId: event.userId };
  }
}

export interface FanOutPage {
  eventId: number;
  /** The page is the event's recipients in (afterUserId, the page row's up_to_user_id]. */
  afterUserId: number;
}

/**
 * Cuts a project event's recipients into pages of `pageSize` (ranges of user ids) and queues a job per page, in one
 * transaction with the pages' rows, so the pages exist exactly when their jobs do. Run again (a retry after a crash
 * past its commit), it pages nothing twice: it queues again the pages not done, whose jobs are no-ops if they ran.
 */
export function notificationFanOutJob(
  appOf: () => AppContext,
  { pageSize = fanOutPageSize }: { pageSize?: number } = {},
): JobDefinition<{ eventId: number }> {
  return {
    queue: notificationFanOutQueue,
    description: "Cut a project event's recipients into pages and queue a job for each",
    async run(job) {
      const app = appOf();
      const { eventId } = job.data;
      const row = await findNotificationEvent(app.db, eventId);
      if (row === undefined || row.fanned_out_at !== null) return;
      if (row.pages_left === null) {
        const ranges = await findRecipientRanges(app.db, audienceOf(row.payload as NotificationEvent), pageSize);
        const paged = await app.db.transaction().execute(async (trx) => {
          if (!(await insertFanOutPages(trx, eventId, ranges, app.clock.now()))) return false;
          for (const range of ranges) {
            await app.jobs.send(
              notificationFanOutPageQueue,
              { eventId, afterUserId: range.afterUserId } satisfies FanOutPage,
              { trx },
            );
          }
          return true;
        });
        if (paged) return;
      }
      const notDone = await findPagesNotDone(app.db, eventId);
      for (const page of notDone) {
        await app.jobs.send(notificationFanOutPageQueue, {
          eventId,
          afterUserId: page.after_user_id,
        } satisfies FanOutPage);
      }
      if (notDone.length === 0) await markEventFannedOut(app.db, eventId, app.clock.now());
    },
  };
}

/**
 * Writes one page of an event's notifications and queues its e-mails, in one transaction that also marks the page
 * done: a page job retried, repeated or run beside a copy of itself finds the page done and tells nobody twice (the
 * (event, user) key of `notifications` is the last guard). The page that leaves none marks the event fanned out.
 */
export function notificationFanOutPageJob(
  appOf: () => AppContext,
  { concurrency = fanOutPageConcurrency }: { concurrency?: number } = {},
): JobDefinition<FanOutPage> {
  return {
    queue: notificationFanOutPageQueue,
    description: "Write one page of a project event's notifications and e-mails",
    concurrency,
    async run(job) {
      const app = appOf();
      const { eventId, afterUserId } = job.data;
      const row = await findNotificationEvent(app.db, eventId);
      if (row === undefined) return;
      const event = row.payload as NotificationEvent;
      const announced: AnnouncedEvent = {
        id: row.id,
        kind: row.kind,
        text: await textOf(app, event),
        createdAt: new Date(row.created_at),
      };
      const written = await app.db.transaction().execute(async (trx) => {
        const now = app.clock.now();
        const upToUserId = await takeFanOutPage(trx, eventId, afterUserId, now);
        if (upToUserId === undefined) return false;
        const recipients = await findRecipientPage(trx, row.kind, audienceOf(event), { afterUserId, upToUserId });
        await deliverToRecipients(inTransaction(app, trx), announced, recipients);
        // Last, so the event's row is locked only until this commit: taken after the outbox's order lock by every
        // page alike, so two pages never wait on each other the other way round.
        await countPageDone(trx, eventId, now);
        return true;
      });
      if (written) app.mailOutbox.wake();
    },
  };
}
