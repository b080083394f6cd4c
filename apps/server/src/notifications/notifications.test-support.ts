import type { NotificationKind } from '@keystone/api';
import { expect } from 'vitest';
import type { Db } from '../db/database.ts';
import { investFromWallet } from '../testing/builders/pledges.ts';
import { payIntoWallet } from '../testing/builders/wallet.ts';

/** A user who has invested £1,000 short term in the project, paid from their wallet: one of its readers. */
export async function investIn(db: Db, userId: number, projectId: number): Promise<void> {
  await payIntoWallet(db, userId, 100_000, new Date());
  await investFromWallet(db, {
    userId,
    projectId,
    term: 'SHORT',
    strategy: 'DEBT',
    amountPence: 100_000,
    at: new Date(),
  });
}

/**
 * Who was told of a project's event of `kind`, once every such event announced so far has been fanned out by its job
 * (waited for, never slept for): the notified users' ids, in order, with what they were told.
 */
export async function toldOfProject(db: Db, kind: NotificationKind, projectId: number) {
  await expect
    .poll(
      async () =>
        (
          await db
            .selectFrom('notification_events')
            .select('id')
            .where('kind', '=', kind)
            .where('fanned_out_at', 'is', null)
            .execute()
        ).length,
      { timeout: 20_000 },
    )
    .toBe(0);
  return db
    .selectFrom('notifications')
    .select(['user_id', 'title', 'body', 'link'])
    .where('kind', '=', kind)
    .where((eb) =>
      eb.or([
        eb('link', '=', `/platform/projects/${projectId}`),
        eb('link', 'like', `/platform/projects/${projectId}#%`),
      ]),
    )
    .orderBy('user_id')
    .orderBy('id')
    .execute();
}
