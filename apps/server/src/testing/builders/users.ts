import { standaloneContext } from '../../context/app-context.ts';
import { hash } from '@node-rs/argon2';
import { issueAccessToken } from '../../auth/access-token.ts';
import { hashPassword } from '../../passwords/hashing.ts';
import type { InvestorDeclarationFigures, InvestorType, Role, UserStatus } from '@keystone/api';
import { DECLARATION_TEXTS } from '@keystone/flows/declarations';
import type { Db, NewUser } from '../../db/database.ts';
import { systemAccountId, userWalletAccountId } from '../../ledger/queries.ts';
import { postTransaction } from '../../ledger/service.ts';
import { testAppNow } from '../test-clocks.ts';
import { testSecondFactorKey, testTotpSecret } from '../second-factor.ts';
import { enrolTotpSecret } from '../../second-factors/operations/service.ts';
import type { Config } from '../../config/config.ts';
import { recordPastJourney } from '../../consumer-journey/service.ts';
import { recordDeclaration } from '../../declarations/service.ts';

export const testPassword = 'Keystone1';

export interface TestUser {
  id: number;
  email: string;
  role: Role;
  /** The stamp a valid token must carry (see access-token.ts). */
  passwordChangedAt: Date;
}

let counter = 0;

/**
 * Turns an authenticator on for a test user, sealed under the test apps' SECOND_FACTOR_KEY (`testTotpSecret` unless
 * told; its codes from `testTotpCode`).
 */
export function enrolTestTotp(db: Db, userId: number, secret: Uint8Array = testTotpSecret): Promise<void> {
  const app = { ...standaloneContext({ db }), config: { secondFactorKey: testSecondFactorKey } as Config };
  return enrolTotpSecret(app, userId, secret);
}

/**
 * Argon2id at its smallest cost, so that a test checking a password a hundred times takes milliseconds, not
 * seconds. Verifying reads the cost from the stored hash: sign-in itself runs unchanged.
 */
const cheapHashOptions = { memoryCost: 64, timeCost: 1, parallelism: 1 } as const;

// An argon2 hash costs about 25 ms, and test files make hundreds of users with the same few passwords: each password
// is hashed once per worker (a hash made with a random salt verifies the same whoever holds it).
const hashes = new Map<string, Promise<string>>();
const hashOf = (password: string, cheap: boolean) => {
  const key = `${cheap}:${password}`;
  let found = hashes.get(key);
  if (!found) hashes.set(key, (found = cheap ? hash(password, cheapHashOptions) : hashPassword(password)));
  return found;
};

export async function insertTestUser(
  db: Db,
  options: {
    role?: Role;
    status?: UserStatus;
    email?: string;
    password?: string;
    cheapPasswordHash?: boolean;
    /**
     * An authenticator turned on with this secret (`testTotpSecret`; codes from `testTotpCode`). Admins get one by
     * default, as they must have a second factor (issue 36); `null` leaves it out.
     */
    totpSecret?: Uint8Array | null;
  } & Partial<NewUser> = {},
): Promise<TestUser> {
  counter += 1;
  const {
    role = 'INVESTOR',
    status = 'ACTIVE',
    email = `user${counter}.${Date.now()}@example.co.uk`,
    password = testPassword,
    cheapPasswordHash = false,
    totpSecret = options.role === 'ADMIN' ? testTotpSecret : null,
    ...rest
  } = options;
  const row = await db
    .insertInto('users')
    .values({
      ...rest,
      email,
      role,
      status,
      password_hash: await hashOf(password, cheapPasswordHash),
      full_name: rest.full_name ?? 'Test User',
    })
    .returning(['id', 'email', 'role', 'password_changed_at'])
    .executeTakeFirstOrThrow();
  if (totpSecret !== null) await enrolTestTotp(db, row.id, totpSecret);
  return { id: row.id, email: row.email, role: row.role, passwordChangedAt: row.password_changed_at };
}

let phoneCounter = 0;

/** The declaration a test investor signed: a high net worth investor's, unless told otherwise. */
export interface TestDeclaration {
  investorType: InvestorType;
  figures: InvestorDeclarationFigures;
  /** When it was signed; now unless told. */
  signedAt?: Date;
}

export const highNetWorthDeclaration: TestDeclaration = {
  investorType: 'HIGH_NET_WORTH_INVESTOR',
  figures: { annualIncomePence: 15_000_000 },
};

/** Signs `declaration` for the user as the investor would (declaration row and journey-log row), with no IP. */
export async function signTestDeclaration(db: Db, userId: number, declaration: TestDeclaration, at = new Date()) {
  await recordDeclaration(standaloneContext({ db }), {
    userId,
    investorType: declaration.investorType,
    figures: declaration.figures,
    textVersion: DECLARATION_TEXTS[declaration.investorType].version,
    signedAt: declaration.signedAt ?? at,
    ip: null,
  });
}

/**
 * An approved investor with a confirmed phone and `walletPence` in the e-wallet (paid in through the ledger), who
 * went through the consumer journey a day ago (so may pledge), unless `journeyDone` is false, and signed their
 * categorisation declaration now (a high net worth investor's unless told; none with `declaration: null`).
 */
export async function insertInvestor(
  db: Db,
  {
    walletPence = 0,
    kyc = 'APPROVED' as const,
    journeyDone = true,
    declaration = highNetWorthDeclaration as TestDeclaration | null,
    /** Now, on the clock of the app under test. */
    at = new Date(),
  } = {},
) {
  phoneCounter += 1;
  const user = await insertTestUser(db, {
    kyc_status: kyc,
    full_name: 'Petra Pledger',
    phone_number: `+4477009${String(phoneCounter).padStart(5, '0')}`,
    ...(declaration ? { investor_type: declaration.investorType } : {}),
  });
  if (declaration) await signTestDeclaration(db, user.id, declaration, at);
  if (walletPence > 0) {
    await postTransaction(standaloneContext({ db }), {
      occurredAt: at,
      kind: 'PAY_IN',
      description: 'Test deposit',
      entries: [
        { accountId: await userWalletAccountId(db, user.id), amountPence: walletPence },
        { accountId: await systemAccountId(db, 'PROVIDER_CLEARING'), amountPence: -walletPence },
      ],
    });
  }
  if (journeyDone) await recordPastJourney(standaloneContext({ db }), user.id, at);
  return user;
}

/** An approved investor, with bank details unless told otherwise. */
export function insertWalletHolder(db: Db, { bankDetails = true }: { bankDetails?: boolean } = {}) {
  return insertTestUser(db, {
    kyc_status: 'APPROVED',
    full_name: 'Wendy Wallet',
    ...(bankDetails ? { sort_code: '309634', account_number: '41726385' } : {}),
  });
}

/**
 * An 8-hour token for the user, as sign-in issues it: on the clock of the test app that holds `secret`; `issuedAt`
 * moves it into the past.
 */
export function tokenFor(
  secret: Uint8Array,
  user: Pick<TestUser, 'id' | 'role'> & { passwordChangedAt?: Date },
  issuedAt?: Date,
): Promise<string> {
  return issueAccessToken(
    secret,
    { userId: user.id, role: user.role, passwordChangedAt: user.passwordChangedAt ?? new Date(0) },
    { issuedAt: issuedAt ?? testAppNow(secret) },
  );
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}
