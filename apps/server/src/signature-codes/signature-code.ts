import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { SMS_CODE } from '@keystone/flows/pledge';

const minuteMs = 60_000;

/** A random code of SMS_CODE.length digits, leading zeros kept. */
export function newSmsCode(): string {
  return String(randomInt(0, 10 ** SMS_CODE.length)).padStart(SMS_CODE.length, '0');
}

// As one-time tokens are: a plain hash, so the database holds no usable code. Six digits could be found from the
// hash by trying them all, but only within its 10 minutes, and the code is good only for this one signature.
export function hashSmsCode(subjectId: number, code: string): string {
  return createHash('sha256').update(`${subjectId}:${code}`, 'utf8').digest('hex');
}

export function smsCodeMatches(subjectId: number, code: string, storedHash: string): boolean {
  const given = Buffer.from(hashSmsCode(subjectId, code.trim()), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

export function smsCodeExpiry(sentAt: Date): Date {
  return new Date(sentAt.getTime() + SMS_CODE.validMinutes * minuteMs);
}

/** When the code that expires at `expiresAt` was sent (the expiry is stored, the sending time follows from it). */
export function smsCodeSentAt(expiresAt: Date): Date {
  return new Date(expiresAt.getTime() - SMS_CODE.validMinutes * minuteMs);
}

/** Seconds until a new code may be sent after one sent at `sentAt` (0: now). */
export function secondsUntilResend(sentAt: Date, now: Date): number {
  return Math.max(0, Math.ceil((sentAt.getTime() + SMS_CODE.resendAfterSeconds * 1000 - now.getTime()) / 1000));
}

export function smsCodeText(code: string): string {
  return `Your Keystone signature code is ${code}. It is valid for ${SMS_CODE.validMinutes} minutes. Never share it.`;
}

/** The agreement log's events of a code (the seed's SEND_SMS and ATTEMPTS_ENTER), whatever is signed. */
export const SMS_CODE_EVENTS = {
  smsSent: 'SEND_SMS',
  /** Each code entered; `code` says CORRECT or WRONG (the code itself is never logged). */
  codeEntered: 'ATTEMPTS_ENTER',
} as const;
