import { randomBytes } from 'node:crypto';
import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import { totpCode, totpStep } from '../second-factors/totp.ts';
import { testAppNow } from './test-clocks.ts';

/**
 * The SECOND_FACTOR_KEY of every test app (createTestApp's configuration), so that the builders, which have a
 * database and no app, can enrol an authenticator the app can read.
 */
export const testSecondFactorKey: Uint8Array = new Uint8Array(randomBytes(32));

/** The authenticator secret every test admin is enrolled with (`insertTestUser`), unless told otherwise. */
export const testTotpSecret: Uint8Array = decodeBase32IgnorePadding('KEYSTONETESTADMINTOTPSECRET23456');

/**
 * The authenticator code of `secret` at the clock of the test app holding `jwtSecret`; `steps` moves it that many
 * 30-second steps from now (a code is good once: a second code in the same step needs the clock moved, or a step
 * either side).
 */
export function testTotpCode(jwtSecret: Uint8Array, { steps = 0, secret = testTotpSecret } = {}): string {
  return totpCode(secret, totpStep(testAppNow(jwtSecret)) + steps);
}
