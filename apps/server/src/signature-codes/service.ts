import { PLEDGE_MESSAGES, SMS_CODE } from '@keystone/flows/pledge';
import type { AppContext } from '../context/app-context.ts';
import { AppError } from '../errors/app-error.ts';
import {
  findPhoneNumber,
  findSmsCodeState,
  insertSignatureLog,
  storeSmsCode,
  updateSmsCodeState,
  type SignedTable,
} from './queries.ts';
import {
  hashSmsCode,
  newSmsCode,
  secondsUntilResend,
  smsCodeExpiry,
  smsCodeMatches,
  smsCodeSentAt,
  smsCodeText,
  SMS_CODE_EVENTS,
} from './signature-code.ts';

// The SMS signature code of anything signed by SMS (a pledge, a resale purchase, a standing authority): sent to the signer's confirmed
// phone, stored hashed with its expiry, checked under the signed row's lock with SMS_CODE.maxWrongTries wrong tries.

/** What is signed by SMS: its table, and what differs between the things signed. */
export interface SignedBySms {
  table: SignedTable;
  /** The SMS provider's template (the text is the same for all). */
  template: string;
  /** When a row started at `createdAt` can no longer be signed. */
  expiresAt: (createdAt: Date) => Date;
  /** The refusal of a row expired or overdue (400 code 2 on its id). */
  expired: () => AppError;
  /** The event logged when the check finds the row overdue (none: nothing logged). */
  expiredEvent?: string;
  /** Whether a row in this status is signed already (default: COMPLETED, a pledge's and a purchase's). */
  isSigned?: (status: string) => boolean;
}

/** The signed row's columns the code reads. */
export interface SignedRow {
  id: number;
  status: string;
  created_at: Date;
  sms_code_hash: string | null;
  sms_code_expires_at: Date | null;
  sms_attempts: number;
}

const isCompleted = (status: string) => status === 'COMPLETED';

const isOpen = (row: Pick<SignedRow, 'status'>) => row.status === 'STARTED' || row.status === 'SMS_SENT';

const isOverdue = (signed: SignedBySms, row: SignedRow, now: Date) =>
  signed.expiresAt(row.created_at).getTime() <= now.getTime();

const codeRefused = (message: string) => new AppError(2, { fieldErrors: [{ field: 'smsCode', message }] });

/**
 * A new random code (the last stops working) to the signer's confirmed phone; not sooner than
 * SMS_CODE.resendAfterSeconds after the last (429 code 20 with Retry-After). `row` is the caller's own.
 */
export async function sendSignatureCode(
  app: AppContext,
  signed: SignedBySms,
  row: SignedRow,
  request: { userId: number; ip: string },
): Promise<void> {
  const { db, clock, providers } = app;
  const now = clock.now();
  if (!isOpen(row)) throw signed.expired();
  if (isOverdue(signed, row, now)) {
    await updateSmsCodeState(db, signed.table, row.id, { status: 'EXPIRED' });
    throw signed.expired();
  }
  const phoneNumber = await findPhoneNumber(db, request.userId);
  // KYC confirms the phone number; an approved investor without one cannot sign.
  if (phoneNumber === null) throw new AppError(15);

  const code = newSmsCode();
  const stored = await db.transaction().execute(async (trx) => {
    const fresh = await storeSmsCode(trx, signed.table, row.id, {
      hash: hashSmsCode(row.id, code),
      expiresAt: smsCodeExpiry(now),
      // The last code may be replaced once it was sent resendAfterSeconds ago or earlier.
      lastExpiresBefore: smsCodeExpiry(new Date(now.getTime() - SMS_CODE.resendAfterSeconds * 1000)),
    });
    if (fresh) {
      await insertSignatureLog(trx, signed.table, row.id, {
        user_id: request.userId,
        event: SMS_CODE_EVENTS.smsSent,
        ip: request.ip,
        number: phoneNumber,
        created_at: now,
      });
    }
    return fresh;
  });
  if (!stored) {
    const current = await findSmsCodeState(db, signed.table, row.id);
    if (!current || !isOpen(current)) throw signed.expired();
    const sentAt = current.sms_code_expires_at === null ? now : smsCodeSentAt(current.sms_code_expires_at);
    throw new AppError(20, { retryAfterSeconds: Math.max(1, secondsUntilResend(sentAt, now)) });
  }
  await providers.sms.send({
    to: phoneNumber,
    body: smsCodeText(code),
    template: signed.template,
    userId: request.userId,
  });
}

/**
 * Whether the code would be accepted now; read without a lock, so only to decide whether the signed documents are
 * worth making before the finish's transaction.
 */
export function signatureCodeLooksRight(signed: SignedBySms, row: SignedRow, smsCode: string, now: Date): boolean {
  return (
    isOpen(row) &&
    !isOverdue(signed, row, now) &&
    row.sms_code_hash !== null &&
    row.sms_code_expires_at !== null &&
    row.sms_code_expires_at.getTime() > now.getTime() &&
    smsCodeMatches(row.id, smsCode, row.sms_code_hash)
  );
}

export type SignatureCodeCheck<Row> =
  { kind: 'accepted'; row: Row } | { kind: 'finished' } | { kind: 'refused'; refusal: AppError };

/**
 * The signature code, checked in the caller's transaction on the row `locked` under its row lock (a second finish waits for the lock, then finds
 * it finished; no row: 403 code 10). A refusal is returned, not thrown, so that what it records (a wrong try
 * counted, the row marked EXPIRED) commits although the request fails.
 */
export async function checkSignatureCode<Row extends SignedRow>(
  app: AppContext,
  signed: SignedBySms,
  locked: Row | undefined,
  request: { userId: number; smsCode: string; ip: string },
  now: Date,
  options: { acceptedAt?: Date } = {},
): Promise<SignatureCodeCheck<Row>> {
  const trx = app.db;
  if (!locked) throw new AppError(10);
  if ((signed.isSigned ?? isCompleted)(locked.status)) return { kind: 'finished' };
  const refused = (refusal: AppError) => ({ kind: 'refused', refusal }) as const;
  const log = (entry: { event: string; code?: 'WRONG' | 'CORRECT' }, at = now) =>
    insertSignatureLog(trx, signed.table, locked.id, {
      ...entry,
      user_id: request.userId,
      ip: request.ip,
      created_at: at,
    });
  if (!isOpen(locked)) return refused(signed.expired());
  if (isOverdue(signed, locked, now)) {
    await updateSmsCodeState(trx, signed.table, locked.id, { status: 'EXPIRED', sms_code_hash: null });
    if (signed.expiredEvent !== undefined) await log({ event: signed.expiredEvent });
    return refused(signed.expired());
  }
  const expiresAt = locked.sms_code_expires_at;
  if (locked.sms_code_hash === null || expiresAt === null || expiresAt.getTime() <= now.getTime()) {
    return refused(codeRefused(PLEDGE_MESSAGES.smsCodeExpired));
  }
  if (!smsCodeMatches(locked.id, request.smsCode, locked.sms_code_hash)) {
    const attempts = locked.sms_attempts + 1;
    const used = attempts >= SMS_CODE.maxWrongTries;
    await updateSmsCodeState(trx, signed.table, locked.id, {
      sms_attempts: attempts,
      ...(used ? { sms_code_hash: null } : {}),
    });
    await log({ event: SMS_CODE_EVENTS.codeEntered, code: 'WRONG' });
    if (!used) return refused(codeRefused(PLEDGE_MESSAGES.smsCodeWrong));
    const retryAfterSeconds = Math.max(1, secondsUntilResend(smsCodeSentAt(expiresAt), now));
    return refused(new AppError(20, { retryAfterSeconds }));
  }
  await log({ event: SMS_CODE_EVENTS.codeEntered, code: 'CORRECT' }, options.acceptedAt);
  return { kind: 'accepted', row: locked };
}
