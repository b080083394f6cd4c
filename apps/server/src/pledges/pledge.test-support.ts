import type { PledgeSource, PledgeStartRequest } from '@keystone/api';
import { sql } from 'kysely';
import type { Clock } from '../context/app-context.ts';
import type { Db } from '../db/database.ts';
import type { SmsMessage, SmsSender } from '../providers/sms/sms-sender.ts';
import type { TestApp } from '../testing/test-app.ts';
import { bearer, tokenFor, type TestUser } from '../testing/builders/users.ts';
import { ledgerInvariants } from '../wallet/wallet.test-support.ts';

/** A 1 × 1 PNG: the smallest signature pdf-lib embeds. */
export const signaturePng =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** An SMS sender that keeps what it was asked to send, for the test to read the code. */
export function capturingSms(): SmsSender & { sent: SmsMessage[] } {
  const sent: SmsMessage[] = [];
  return {
    kind: 'outbox',
    sent,
    async send(message) {
      sent.push(message);
    },
    async close() {},
  };
}

/**
 * The system clock moved by `advance` (a test steps past the SMS code's or the pledge's expiry); `skewNextRead`
 * moves only one reading, the next or the one after `afterReads` others (issuing and checking the caller's token read
 * the clock too), and `reads` counts them. A `stopped` clock moves only by `advance`: a test that reads
 * the seconds left before something must not see the machine's own time pass between two requests (under load, a
 * second went by and a 2 s wait read as 1).
 */
export function movableClock({ stopped = false } = {}): Clock & {
  advance(ms: number): void;
  skewNextRead(ms: number, afterReads?: number): void;
  reset(): void;
  reads: number;
} {
  const stoppedAt = stopped ? Date.now() : undefined;
  let offsetMs = 0;
  let nextSkewMs = 0;
  let readsBeforeSkew = 0;
  return {
    reads: 0,
    now() {
      this.reads += 1;
      if (readsBeforeSkew > 0) {
        readsBeforeSkew -= 1;
        return new Date((stoppedAt ?? Date.now()) + offsetMs);
      }
      const skew = nextSkewMs;
      nextSkewMs = 0;
      return new Date((stoppedAt ?? Date.now()) + offsetMs + skew);
    },
    advance: (ms) => {
      offsetMs += ms;
    },
    skewNextRead: (ms, afterReads = 0) => {
      nextSkewMs = ms;
      readsBeforeSkew = afterReads;
    },
    reset: () => {
      offsetMs = 0;
      nextSkewMs = 0;
    },
  };
}

/** The pledge calls as the portal makes them. */
export function pledgeCalls(t: () => TestApp, sms: { sent: SmsMessage[] }) {
  const auth = async (user: TestUser) => bearer(await tokenFor(t().config.jwtSecret, user));
  return {
    limits: async (user: TestUser, projectId: number) =>
      t().app.inject({ method: 'GET', url: `/api/projects/${projectId}/pledge-limits`, headers: await auth(user) }),
    validSum: async (user: TestUser, query: string) =>
      t().app.inject({ method: 'GET', url: `/api/pledges/valid-pledge-sum?${query}`, headers: await auth(user) }),
    start: async (
      user: TestUser,
      // The contract's request, so a field added to it is sent without restating it here.
      body: Pick<PledgeStartRequest, 'projectId' | 'shortAmountPence'> & Partial<PledgeStartRequest>,
    ) =>
      t().app.inject({
        method: 'POST',
        url: '/api/pledges',
        headers: await auth(user),
        payload: { investStrategy: 'DEBT', longAmountPence: 0, ...body },
      }),
    sendSms: async (user: TestUser, pledgeId: number) =>
      t().app.inject({ method: 'PUT', url: `/api/pledges/${pledgeId}/send-sms`, headers: await auth(user) }),
    finish: async (
      user: TestUser,
      pledgeId: number,
      body: { smsCode: string; source?: PledgeSource; signatureBase64?: string },
    ) =>
      t().app.inject({
        method: 'PUT',
        url: `/api/pledges/${pledgeId}`,
        headers: await auth(user),
        payload: { source: 'E_WALLET', signatureBase64: signaturePng, ...body },
      }),
    paymentInfo: async (user: TestUser, investmentId: number) =>
      t().app.inject({ method: 'GET', url: `/api/investments/${investmentId}`, headers: await auth(user) }),
    /** The last code sent to the user's phone. */
    codeSentTo: async (user: TestUser) => {
      const { phone_number } = await t()
        .database.db.selectFrom('users')
        .select('phone_number')
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
      const message = sms.sent.filter((entry) => entry.to === phone_number).at(-1);
      const code = message?.body.match(/\b(\d{6})\b/)?.[1];
      if (code === undefined) throw new Error(`no code sent to user ${user.id}`);
      return code;
    },
  };
}

/**
 * The ledger's invariants (wallet.test-support.ts) and the pledges': no investment half-written (each has its
 * agreement with a document, or an allocation's with its standing authority's signature; a paid one its ledger transfer of its amount; a pending one its pay-in), and each
 * project's funded sums equal what its investments still hold.
 */
export async function pledgeInvariants(db: Db) {
  const ledger = await ledgerInvariants(db);
  const { rows: halfWritten } = await sql<{ id: number }>`
    SELECT i.id FROM investments i
    LEFT JOIN agreements a ON a.investment_id = i.id
    LEFT JOIN ledger_entries e ON e.transaction_id = i.ledger_transaction_id AND e.amount_pence = i.amount_pence
    LEFT JOIN payment_provider_operations o ON o.bank_reference = i.reference_number
    LEFT JOIN pledges p ON p.id = i.pledge_id
    WHERE a.id IS NULL
       -- An auto-invest allocation's agreement (issue 38) has the standing authority's signature and no stored copy.
       OR (p.auto_invest_authority_id IS NULL AND (a.document_file_id IS NULL OR a.document_sha256 IS NULL))
       OR (p.auto_invest_authority_id IS NOT NULL AND a.signature_file_id IS NULL)
       OR (i.status = 'SUCCEEDED' AND e.id IS NULL)
       OR (i.source = 'BANK_TRANSFER' AND o.id IS NULL)
       OR (i.status = 'PENDING' AND i.source = 'E_WALLET')`.execute(db);
  const { rows: fundedMismatch } = await sql<{ id: number }>`
    SELECT p.id FROM projects p
    LEFT JOIN investments i ON i.project_id = p.id AND i.status <> 'FAILED'
    GROUP BY p.id
    HAVING p.short_funded_pence <> coalesce(sum(i.amount_pence) FILTER (WHERE i.term = 'SHORT'), 0)
        OR p.long_funded_pence <> coalesce(sum(i.amount_pence) FILTER (WHERE i.term = 'LONG'), 0)`.execute(db);
  const { rows: projectWalletMismatch } = await sql<{ id: number }>`
    SELECT a.id FROM ledger_accounts a
    WHERE a.kind IN ('PROJECT_SHORT_WALLET', 'PROJECT_LONG_WALLET')
      AND a.balance_pence <> (SELECT coalesce(sum(i.amount_pence), 0) FROM investments i
        WHERE i.project_id = a.project_id AND i.status = 'SUCCEEDED'
          AND i.term = CASE a.kind WHEN 'PROJECT_SHORT_WALLET' THEN 'SHORT' ELSE 'LONG' END)`.execute(db);
  return {
    ...ledger,
    halfWrittenInvestments: halfWritten.map((row) => row.id),
    projectsFundedWrongly: fundedMismatch.map((row) => row.id),
    projectWalletsWrong: projectWalletMismatch.map((row) => row.id),
  };
}

export const pledgesSound = {
  mismatchedAccounts: [],
  negativeWallets: [],
  totalPence: 0,
  operationsWithWrongMovements: [],
  keysPostedTwice: [],
  operationsOfTwoKeys: [],
  halfWrittenInvestments: [],
  projectsFundedWrongly: [],
  projectWalletsWrong: [],
};
