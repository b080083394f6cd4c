import { randomBytes } from 'node:crypto';
import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import { totpCode, totpStep } from '../second-factors/totp.ts';
import { testAppNow } from './test-clocks.ts';
import type { TestApp } from './test-app.ts';

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

/**
 * A login's answer, carried through the second step when it asked for one (202): a demo person's authenticator code
 * from their fixture secret at the test app's clock. Answers the signed-in body. A code is good once, so the steps
 * used are forgotten first: a test may sign the same person in twice within 30 seconds.
 */
export async function secondStepIfAsked(
  t: TestApp,
  person: { totpSecret?: string; user: { email: string } },
  login: { statusCode: number; json(): unknown },
): Promise<{ token: string; user: Record<string, unknown> }> {
  if (login.statusCode !== 202) return login.json() as { token: string; user: Record<string, unknown> };
  if (person.totpSecret === undefined) throw new Error('asked for a second step, with no authenticator to answer it');
  await t.database.db
    .deleteFrom('totp_used_steps')
    .where('user_id', 'in', (eb) => eb.selectFrom('users').select('id').where('email', '=', person.user.email))
    .execute();
  const { ticket } = login.json() as { ticket: string };
  const code = testTotpCode(t.config.jwtSecret, { secret: decodeBase32IgnorePadding(person.totpSecret) });
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login/code',
    payload: { ticket, method: 'TOTP', code },
  });
  if (answer.statusCode !== 200) throw new Error(`the second step answered ${answer.statusCode}: ${answer.body}`);
  return answer.json();
}
