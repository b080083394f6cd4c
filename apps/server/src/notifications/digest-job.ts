import type { AppContext } from '../context/app-context.ts';
import type { JobDefinition, JobSchedule } from '../job-runner/job-runner.ts';
import { queueMail } from '../mail/queue-mail.ts';
import { notificationDigestEmail } from '../mail/templates.ts';
import { findDigestUsers, takeDigestItems } from './queries.ts';

export const notificationDigestQueue = 'notification-digest';

const usersPerPage = 500;

/**
 * Once a day, one e-mail per investor who chose a daily digest, listing what they were told since the last. Each
 * person's lines are taken (cleared) in the transaction that queues their e-mail, so a run done twice sends
 * nothing twice. A deactivated account's lines are cleared and nothing is sent.
 */
export function notificationDigestJob(appOf: () => AppContext): JobDefinition {
  return {
    queue: notificationDigestQueue,
    description: 'E-mail the daily digest of notifications to those who chose it',
    options: { policy: 'singleton', retryLimit: 3 },
    async run() {
      const app = appOf();
      const { config } = app;
      let afterUserId = 0;
      for (;;) {
        const users = await findDigestUsers(app.db, afterUserId, usersPerPage);
        for (const user of users) {
          await app.db.transaction().execute(async (trx) => {
            const items = await takeDigestItems(trx, user.id);
            if (items.length === 0 || user.status !== 'ACTIVE') return;
            await queueMail(
              trx,
              notificationDigestEmail(
                user.email,
                items,
                {
                  notifications: `${config.publicUrl}/platform/notifications`,
                  profile: `${config.publicUrl}/platform/profile`,
                },
                user.id,
              ),
            );
          });
        }
        app.mailOutbox.wake();
        if (users.length < usersPerPage) return;
        afterUserId = users.at(-1)?.id ?? afterUserId;
      }
    },
  };
}

/** Every morning at 8, London time, once across every server process. */
export const notificationDigestSchedule: JobSchedule = { queue: notificationDigestQueue, cron: '0 8 * * *' };
