import type { NotificationEvent } from '@keystone/flows/notifications';
import { inTransaction, type AppContext } from '../context/app-context.ts';
import type { JobDefinition } from '../job-runner/job-runner.ts';
import { deliverToRecipients, textOf } from './delivery.ts';
import { findNotificationEvent, findRecipientPage, markEventFannedOut, type Audience } from './queries.ts';

export const notificationFanOutQueue = 'notification-fan-out';

/** Recipients written per transaction: large enough to be quick, small enough to hold the outbox lock briefly. */
export const fanOutPageSize = 1_000;

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

/**
 * Tells every recipient of a project's event, a page of recipients per transaction (notifications and e-mails
 * together). Run again after a failure or a crash, it starts from the first page: the pages already written are
 * skipped by the (event, user) key, so nobody hears twice.
 */
export function notificationFanOutJob(appOf: () => AppContext): JobDefinition<{ eventId: number }> {
  return {
    queue: notificationFanOutQueue,
    description: "Write a project event's notifications and e-mails to each of its recipients",
    async run(job) {
      const app = appOf();
      const row = await findNotificationEvent(app.db, job.data.eventId);
      if (row === undefined || row.fanned_out_at !== null) return;
      const event = row.payload as NotificationEvent;
      const text = await textOf(app, event);
      const announced = { id: row.id, kind: row.kind, text, createdAt: new Date(row.created_at) };
      const audience = audienceOf(event);
      let afterUserId = 0;
      for (;;) {
        const done = await app.db.transaction().execute(async (trx) => {
          const recipients = await findRecipientPage(trx, row.kind, audience, { afterUserId, limit: fanOutPageSize });
          await deliverToRecipients(inTransaction(app, trx), announced, recipients);
          afterUserId = recipients.at(-1)?.id ?? afterUserId;
          if (recipients.length === fanOutPageSize) return false;
          await markEventFannedOut(trx, row.id, app.clock.now());
          return true;
        });
        app.mailOutbox.wake();
        if (done) return;
      }
    },
  };
}
