import { SMS_CODE } from '@keystone/flows/pledge';

const codePattern = new RegExp(`(?<![\\d])\\d{${SMS_CODE.length}}(?![\\d])`);

/** The signature code a text carries (its first run of exactly SMS_CODE.length digits), or null. */
export function findSmsCode(body: string): string | null {
  return codePattern.exec(body)?.[0] ?? null;
}

/**
 * A number as the outbox stores it (+447700900123). In a query string an unencoded `+` arrives as a space, and
 * people paste numbers with spaces or dashes: all of those find the same texts.
 */
export function normalisePhoneNumber(number: string): string {
  const digits = number.replace(/[\s().-]/g, '').replace(/^\+/, '');
  return `+${digits}`;
}
