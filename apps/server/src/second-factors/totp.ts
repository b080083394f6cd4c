import { randomBytes } from 'node:crypto';
import { generateHOTP } from '@oslojs/otp';
import { encodeBase32UpperCaseNoPadding } from '@oslojs/encoding';
import { TOTP_DIGITS, TOTP_PERIOD_SECONDS, TOTP_STEPS_EITHER_SIDE } from '@keystone/flows/second-factor';
import { timingSafeEqual } from 'node:crypto';

/**
 * The authenticator app's codes (RFC 6238): HOTP over the 30-second step counted from the server's clock, so a test
 * that moves `app.clock` moves the code. SHA-1, 6 digits: what every authenticator app knows.
 */
export function totpStep(at: Date): number {
  return Math.floor(at.getTime() / 1000 / TOTP_PERIOD_SECONDS);
}

export function totpCode(secret: Uint8Array, step: number): string {
  return generateHOTP(secret, BigInt(step), TOTP_DIGITS);
}

/**
 * The step whose code `code` is, among the step now and those either side, leaving out the steps already used (a
 * code is good once); undefined when none matches.
 */
export function matchingTotpStep(
  secret: Uint8Array,
  code: string,
  at: Date,
  usedSteps: ReadonlySet<number>,
): number | undefined {
  const given = Buffer.from(code);
  for (const step of totpWindow(at)) {
    if (usedSteps.has(step)) continue;
    const expected = Buffer.from(totpCode(secret, step));
    if (expected.length === given.length && timingSafeEqual(expected, given)) return step;
  }
  return undefined;
}

/** The steps a code may come from at `at`: now's and those either side. */
export function totpWindow(at: Date): number[] {
  const now = totpStep(at);
  return Array.from({ length: 2 * TOTP_STEPS_EITHER_SIDE + 1 }, (_, index) => now - TOTP_STEPS_EITHER_SIDE + index);
}

/** 20 random bytes (160 bits, RFC 4226's recommendation). */
export function newTotpSecret(): Uint8Array {
  return new Uint8Array(randomBytes(20));
}

export function totpSecretText(secret: Uint8Array): string {
  return encodeBase32UpperCaseNoPadding(secret);
}

/** `otpauth://totp/Keystone:{email}?secret=…&issuer=Keystone&algorithm=SHA1&digits=6&period=30` */
export function otpauthUri(email: string, secret: Uint8Array): string {
  const label = `${encodeURIComponent('Keystone')}:${encodeURIComponent(email)}`;
  const query = new URLSearchParams({
    secret: totpSecretText(secret),
    issuer: 'Keystone',
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_PERIOD_SECONDS),
  });
  return `otpauth://totp/${label}?${query.toString()}`;
}
