// `pnpm demo:admin-code`: the code the demo admin's authenticator app shows now (issue 36: an admin must have a
// second step). The seed turns on an authenticator with the fixture's secret; add that secret to any authenticator
// app instead, and this is what it would show. Each code signs in once; a new one comes every 30 seconds.
import { demoPeople } from '@keystone/demo/fixtures';
import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import { TOTP_PERIOD_SECONDS } from '@keystone/flows/second-factor';
import { totpCode, totpStep } from '../src/second-factors/totp.ts';

const secret = demoPeople.admin.totpSecret;
if (secret === undefined) throw new Error('the demo admin has no authenticator secret in the fixtures');
const now = new Date();
const left = TOTP_PERIOD_SECONDS - (Math.floor(now.getTime() / 1000) % TOTP_PERIOD_SECONDS);
process.stdout.write(
  `${totpCode(decodeBase32IgnorePadding(secret), totpStep(now))}  (good for ${left} more seconds; ${demoPeople.admin.user.email})\n`,
);
