import type { AutoInvestRules } from '@keystone/api';
import { signaturePng } from '../../pledges/pledge.test-support.ts';
import type { SmsMessage } from '../../providers/sms/sms-sender.ts';
import { bearer, tokenFor, type TestUser } from '../../testing/builders/users.ts';
import type { TestApp } from '../../testing/test-app.ts';

/** Rules a test starts with: £500 a project, £5,000 kept invested, 5% or more, two years at most, both terms. */
export const testRules: AutoInvestRules = {
  amountPerProjectPence: 50_000,
  totalInvestedPence: 500_000,
  minRatePercent: 5,
  maxTermMonths: 24,
  terms: ['SHORT', 'LONG'],
  investStrategy: 'DEBT',
  source: 'E_WALLET',
};

/** The auto-invest calls as the portal makes them. */
export function autoInvestCalls(t: () => TestApp, sms: { sent: SmsMessage[] }) {
  const auth = async (user: TestUser) => bearer(await tokenFor(t().config.jwtSecret, user));
  const inject = async (user: TestUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t().app.inject({ method, url: `/api${url}`, headers: await auth(user), ...(payload ? { payload } : {}) });
  return {
    get: (user: TestUser) => inject(user, 'GET', '/auto-invest'),
    start: (user: TestUser, rules: AutoInvestRules = testRules) =>
      inject(user, 'POST', '/auto-invest/authorities', rules),
    sendSms: (user: TestUser, authorityId: number) =>
      inject(user, 'PUT', `/auto-invest/authorities/${authorityId}/send-sms`),
    sign: (user: TestUser, authorityId: number, smsCode: string) =>
      inject(user, 'PUT', `/auto-invest/authorities/${authorityId}`, { smsCode, signatureBase64: signaturePng }),
    document: (user: TestUser, authorityId: number) =>
      inject(user, 'GET', `/auto-invest/authorities/${authorityId}/document`),
    updateRules: (user: TestUser, rules: AutoInvestRules) => inject(user, 'PUT', '/auto-invest/rules', rules),
    setState: (user: TestUser, state: string) => inject(user, 'PUT', '/auto-invest/state', { state }),
    agreements: (user: TestUser) => inject(user, 'GET', '/agreements'),
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
