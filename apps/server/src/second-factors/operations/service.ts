import { normaliseEmail } from '../../auth/email.ts';
import { randomUUID } from 'node:crypto';
import QRCode from 'qrcode';
import type {
  LoginResponse,
  PasskeyRegistration,
  PasskeyRegistrationOptions,
  PasskeySignIn,
  PasskeySignInOptions,
  PasskeySignInStart,
  PasskeyStepUp,
  RecoveryCodes,
  SecondFactorAdded,
  SecondFactors,
  SecondStepCode,
  StepUpCode,
  StepUpConfirmation,
  TotpConfirmation,
  TotpSetup,
} from '@keystone/api';
import {
  PASSKEY_CHALLENGE_SECONDS,
  normaliseCode,
  validatePasskeyName,
  validateRecoveryCode,
  validateTotpCode,
} from '@keystone/flows/second-factor';
import { inTransaction, type AppContext } from '../../context/app-context.ts';
import type { AuthenticatedUser } from '../../auth/authenticate.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { assertFieldsValid } from '../../errors/rule-check.ts';
import { queueMail } from '../../mail/queue-mail.ts';
import { accountNotice, secondFactorRemovedEmail, secondFactorsResetEmail } from '../../mail/templates.ts';
import { assertNoWait, forgetFailures, recordFailure, type SignInAttempt } from '../../rate-limit/sign-in-throttle.ts';
import {
  recordSecondFactorGiven,
  startSession,
  type SignInOrigin,
  type StartedSession,
} from '../../sessions/service.ts';
import {
  countRecoveryCodesLeft,
  deleteAllSecondFactors,
  deletePasskey,
  deleteRecoveryCodes,
  deleteTotp,
  enablePendingTotp,
  endUserSessions,
  findFactorOwner,
  findFactorOwnerByEmail,
  findPasskeyByCredentialId,
  findSecondFactorMethods,
  findSessionSecondFactorGivenAt,
  findTotp,
  insertEnabledTotp,
  insertPasskey,
  insertPasskeyChallenge,
  listPasskeys,
  lockFactorOwner,
  recordPasskeyUse,
  replaceRecoveryCodes,
  savePendingTotp,
  takePasskeyChallenge,
  useRecoveryCode,
  useTotpStep,
  findUsedTotpSteps,
  type ChallengePurpose,
} from '../queries.ts';
import { newRecoveryCodes, shownRecoveryCodes } from '../recovery-codes.ts';
import { openSecret, recoveryCodeHash, sealSecret } from '../secret-box.ts';
import { verifySignInTicket } from '../sign-in-ticket.ts';
import { assertFreshSecondFactor, freshUntil } from '../step-up.ts';
import { matchingTotpStep, newTotpSecret, otpauthUri, totpSecretText, totpWindow } from '../totp.ts';
import {
  authenticationOptions,
  registrationOptions,
  userIdOfHandle,
  verifiedAuthentication,
  verifiedRegistration,
} from '../webauthn.ts';

/** The most passkeys one user may hold (the contract's `SecondFactors.passkeys.maxItems`). */
const maxPasskeys = 20;

type CodeCheck = { right: false } | { right: true; recoveryCodesLeft?: number };

// The operations of issue 36 call sessions/ (a session begun, a second factor given), and sessions/ reads the
// second-factor building blocks one folder up (queries, the sign-in ticket): so the operations sit a folder below
// them, and no two folders import each other (scripts/folder-cycles.mjs).

/**
 * Checks a typed code of the user's, using it up when right: an authenticator code's step (only above the last one
 * used, in one guarded UPDATE) or a recovery code (once, in one UPDATE). A malformed code answers 400 code 2 with
 * flows' message and counts for nothing.
 */
async function checkCode(app: AppContext, userId: number, { method, code }: StepUpCode): Promise<CodeCheck> {
  const { db, config, clock } = app;
  assertFieldsValid({ code }, { code: method === 'TOTP' ? validateTotpCode : validateRecoveryCode });
  const typed = normaliseCode(code);
  if (method === 'RECOVERY_CODE') {
    const used = await useRecoveryCode(
      db,
      userId,
      recoveryCodeHash(config.secondFactorKey, userId, typed),
      clock.now(),
    );
    return used ? { right: true, recoveryCodesLeft: await countRecoveryCodesLeft(db, userId) } : { right: false };
  }
  const totp = await findTotp(db, userId);
  if (!totp?.secret) return { right: false };
  const secret = openSecret(config.secondFactorKey, userId, totp.secret);
  const window = totpWindow(clock.now());
  const step = matchingTotpStep(secret, typed, clock.now(), await findUsedTotpSteps(db, userId, window));
  return step !== undefined && (await useTotpStep(db, userId, step, window[0] ?? step))
    ? { right: true }
    : { right: false };
}

/** A code or passkey tried as a sign-in is: judged and counted by the sign-in throttle (issue 22), per account and address. */
function attemptOf(app: AppContext, email: string, userId: number | undefined, origin: SignInOrigin): SignInAttempt {
  return {
    email,
    clientAddress: origin.clientAddress,
    deviceId: userId === undefined ? undefined : origin.knownDeviceId(userId),
    at: app.clock.now(),
  };
}

async function judged<T>(app: AppContext, attempt: SignInAttempt, check: () => Promise<T | undefined>): Promise<T> {
  await assertNoWait(app.db, attempt);
  const outcome = await check();
  if (outcome === undefined) {
    await recordFailure(app.db, attempt);
    throw new AppError(60);
  }
  await forgetFailures(app.db, attempt);
  return outcome;
}

/** The user a ticket names, still ACTIVE (else 19) and with the password the ticket was given for (else 61). */
async function ticketHolder(app: AppContext, ticket: string) {
  const claims = await verifySignInTicket(app, ticket);
  const user = await findFactorOwner(app.db, claims.userId);
  if (!user || user.password_changed_at.getTime() !== claims.passwordChangedAtMs) throw new AppError(61);
  if (user.status !== 'ACTIVE') throw new AppError(19);
  return { user, claims };
}

/** `POST /auth/login/code`: the second step with an authenticator or recovery code. */
export async function signInWithCode(
  app: AppContext,
  request: SecondStepCode,
  origin: SignInOrigin,
): Promise<StartedSession & Pick<LoginResponse, 'recoveryCodesLeft'>> {
  const { user, claims } = await ticketHolder(app, request.ticket);
  const attempt = attemptOf(app, user.email, user.id, origin);
  const check = await judged(app, attempt, async () => {
    const outcome = await checkCode(app, user.id, request);
    return outcome.right ? outcome : undefined;
  });
  const session = await startSession(app, {
    user,
    rememberMe: claims.rememberMe,
    secondFactorAt: app.clock.now(),
    origin,
  });
  return check.recoveryCodesLeft === undefined ? session : { ...session, recoveryCodesLeft: check.recoveryCodesLeft };
}

async function newChallenge(
  app: AppContext,
  purpose: ChallengePurpose,
  userId: number | null,
  challenge: string,
): Promise<string> {
  const id = randomUUID();
  const now = app.clock.now();
  await insertPasskeyChallenge(
    app.db,
    { id, challenge, purpose, userId, expiresAt: new Date(now.getTime() + PASSKEY_CHALLENGE_SECONDS * 1000) },
    now,
  );
  return id;
}

/** `POST /auth/login/passkey/options`: with a ticket, that user's passkeys; without, any discoverable one. */
export async function startPasskeySignIn(app: AppContext, request: PasskeySignInStart): Promise<PasskeySignInOptions> {
  const userId = request.ticket === undefined ? null : (await ticketHolder(app, request.ticket)).user.id;
  const allowed = userId === null ? [] : await listPasskeys(app.db, userId);
  const options = await authenticationOptions(app.config, allowed);
  return { challengeId: await newChallenge(app, 'SIGN_IN', userId, options.challenge), options };
}

/** Verifies a passkey's answer to a challenge taken now; the passkey, or undefined for any failure. */
async function passkeyAnswer(
  app: AppContext,
  request: PasskeyStepUp,
  purpose: ChallengePurpose,
  userId: number | undefined,
) {
  const { db, config, clock } = app;
  const challenge = await takePasskeyChallenge(db, request.challengeId, purpose, clock.now());
  if (!challenge) return undefined;
  const passkey = await findPasskeyByCredentialId(db, request.credential.id);
  if (!passkey) return undefined;
  if (userId !== undefined && passkey.user_id !== userId) return undefined;
  if (challenge.user_id !== null && challenge.user_id !== passkey.user_id) return undefined;
  const handle = request.credential.response.userHandle;
  if (handle !== undefined && userIdOfHandle(handle) !== passkey.user_id) return undefined;
  const verified = await verifiedAuthentication(config, request.credential, challenge.challenge, passkey);
  if (!verified) return undefined;
  await recordPasskeyUse(db, passkey.id, {
    signCount: verified.newCounter,
    backedUp: verified.credentialBackedUp,
    at: clock.now(),
  });
  return passkey;
}

/**
 * `POST /auth/login/passkey`: a passkey is unlocked by its owner (user verification), so it is a second factor on
 * its own: with a ticket it finishes the sign-in, without one it is the whole sign-in.
 */
export async function signInWithPasskey(
  app: AppContext,
  request: PasskeySignIn,
  origin: SignInOrigin,
): Promise<StartedSession> {
  const holder = request.ticket === undefined ? undefined : await ticketHolder(app, request.ticket);
  // Whose attempt it is, for the throttle: the ticket's user, else the one the passkey names (if any).
  const named = holder?.user ?? (await namedByPasskey(app, request));
  const attempt = attemptOf(app, named?.email ?? 'unknown passkey', named?.id, origin);
  const passkey = await judged(app, attempt, () => passkeyAnswer(app, request, 'SIGN_IN', holder?.user.id));
  const user = holder?.user ?? (await findFactorOwner(app.db, passkey.user_id));
  if (!user) throw new AppError(60);
  if (user.status !== 'ACTIVE') throw new AppError(19);
  return startSession(app, {
    user,
    rememberMe: holder ? holder.claims.rememberMe : request.rememberMe === true,
    secondFactorAt: app.clock.now(),
    origin,
  });
}

async function namedByPasskey(app: AppContext, request: PasskeySignIn) {
  const passkey = await findPasskeyByCredentialId(app.db, request.credential.id);
  return passkey && findFactorOwner(app.db, passkey.user_id);
}

async function stepUpConfirmed(
  app: AppContext,
  caller: AuthenticatedUser,
  origin: SignInOrigin,
): Promise<StepUpConfirmation> {
  const at = await recordSecondFactorGiven(app, caller, origin);
  return { confirmedUntil: freshUntil(at).toISOString() };
}

async function callerEmail(app: AppContext, caller: AuthenticatedUser): Promise<string> {
  const user = await findFactorOwner(app.db, caller.id);
  if (!user) throw new AppError(8);
  return user.email;
}

/** `POST /auth/step-up`: a code confirms it is the owner; wrong codes count as failed sign-ins. */
export async function confirmSecondFactor(
  app: AppContext,
  caller: AuthenticatedUser,
  request: StepUpCode,
  origin: SignInOrigin,
): Promise<StepUpConfirmation> {
  if ((await findSecondFactorMethods(app.db, caller.id)).length === 0) throw new AppError(59);
  const attempt = attemptOf(app, await callerEmail(app, caller), caller.id, origin);
  const check = await judged(app, attempt, async () => {
    const outcome = await checkCode(app, caller.id, request);
    return outcome.right ? outcome : undefined;
  });
  const confirmed = await stepUpConfirmed(app, caller, origin);
  return check.recoveryCodesLeft === undefined
    ? confirmed
    : { ...confirmed, recoveryCodesLeft: check.recoveryCodesLeft };
}

/** `POST /auth/step-up/passkey/options`: the caller's passkeys only. */
export async function startPasskeyStepUp(app: AppContext, caller: AuthenticatedUser): Promise<PasskeySignInOptions> {
  const passkeys = await listPasskeys(app.db, caller.id);
  if (passkeys.length === 0) throw new AppError(42);
  const options = await authenticationOptions(app.config, passkeys);
  return { challengeId: await newChallenge(app, 'STEP_UP', caller.id, options.challenge), options };
}

/** `POST /auth/step-up/passkey`. */
export async function confirmWithPasskey(
  app: AppContext,
  caller: AuthenticatedUser,
  request: PasskeyStepUp,
  origin: SignInOrigin,
): Promise<StepUpConfirmation> {
  const attempt = attemptOf(app, await callerEmail(app, caller), caller.id, origin);
  await judged(app, attempt, () => passkeyAnswer(app, request, 'STEP_UP', caller.id));
  return stepUpConfirmed(app, caller, origin);
}

/** `GET /user/second-factors`. */
export async function getSecondFactors(app: AppContext, caller: AuthenticatedUser): Promise<SecondFactors> {
  const { db, clock } = app;
  const [totp, passkeys, recoveryCodesLeft, givenAt] = await Promise.all([
    findTotp(db, caller.id),
    listPasskeys(db, caller.id),
    countRecoveryCodesLeft(db, caller.id),
    findSessionSecondFactorGivenAt(db, caller.sessionId, caller.id),
  ]);
  const until = givenAt === null ? null : freshUntil(givenAt);
  return {
    totpEnabledAt: totp?.enabled_at?.toISOString() ?? null,
    passkeys: passkeys.map((passkey) => ({
      id: passkey.id,
      name: passkey.name,
      createdAt: passkey.created_at.toISOString(),
      lastUsedAt: passkey.last_used_at?.toISOString() ?? null,
      backedUp: passkey.backed_up,
    })),
    recoveryCodesLeft,
    confirmedUntil: until !== null && until.getTime() >= clock.now().getTime() ? until.toISOString() : null,
  };
}

/** Adding a factor to a user who has one is a change to the account's security: it needs the step-up too. */
async function assertMayAddFactor(app: AppContext, caller: AuthenticatedUser): Promise<void> {
  if ((await findSecondFactorMethods(app.db, caller.id)).length > 0) {
    await assertFreshSecondFactor(app, { ...caller, secondFactor: true });
  }
}

/** `POST /user/second-factors/totp`: a secret waiting for its first code. */
export async function startTotpSetup(app: AppContext, caller: AuthenticatedUser): Promise<TotpSetup> {
  const { db, config, clock } = app;
  await assertMayAddFactor(app, caller);
  const email = await callerEmail(app, caller);
  const secret = newTotpSecret();
  await savePendingTotp(db, caller.id, sealSecret(config.secondFactorKey, caller.id, secret), clock.now());
  const uri = otpauthUri(email, secret);
  return { secret: totpSecretText(secret), otpauthUri: uri, qrCodeSvg: await QRCode.toString(uri, { type: 'svg' }) };
}

/**
 * What adding a factor does beyond the factor itself, in its transaction: the session that added it has given it
 * now; a first factor brings the ten recovery codes (answered this once) and signs the user's other sessions out.
 */
async function factorAdded(
  app: AppContext,
  trx: Db,
  caller: AuthenticatedUser,
  origin: SignInOrigin,
  first: boolean,
): Promise<SecondFactorAdded> {
  await recordSecondFactorGiven(inTransaction(app, trx), caller, origin);
  if (!first) return { recoveryCodes: [] };
  const codes = newRecoveryCodes();
  await replaceRecoveryCodes(
    trx,
    caller.id,
    codes.map((code) => recoveryCodeHash(app.config.secondFactorKey, caller.id, code)),
  );
  await endUserSessions(trx, caller.id, caller.sessionId);
  return { recoveryCodes: shownRecoveryCodes(codes) };
}

/** `PUT /user/second-factors/totp`: the first code of the waiting secret turns it on. */
export async function confirmTotpSetup(
  app: AppContext,
  caller: AuthenticatedUser,
  request: TotpConfirmation,
  origin: SignInOrigin,
): Promise<SecondFactorAdded> {
  const { db, config, clock, sessionCache } = app;
  assertFieldsValid(request, { code: validateTotpCode });
  const waiting = await findTotp(db, caller.id);
  if (!waiting?.pending_secret) throw new AppError(42);
  const sealed = waiting.pending_secret;
  const attempt = attemptOf(app, await callerEmail(app, caller), caller.id, origin);
  const step = await judged(app, attempt, async () =>
    matchingTotpStep(
      openSecret(config.secondFactorKey, caller.id, sealed),
      normaliseCode(request.code),
      clock.now(),
      new Set(),
    ),
  );
  const added = await db.transaction().execute(async (trx) => {
    await lockFactorOwner(trx, caller.id);
    const first = (await findSecondFactorMethods(trx, caller.id)).length === 0;
    if (!(await enablePendingTotp(trx, caller.id, sealed, { at: clock.now(), step }))) throw new AppError(42);
    return factorAdded(app, trx, caller, origin, first);
  });
  sessionCache.invalidate(caller.id);
  return added;
}

/** `POST /user/passkeys/options`. */
export async function startPasskeyRegistration(
  app: AppContext,
  caller: AuthenticatedUser,
): Promise<PasskeyRegistrationOptions> {
  const { db, config } = app;
  await assertMayAddFactor(app, caller);
  const user = await findFactorOwner(db, caller.id);
  if (!user) throw new AppError(8);
  const options = await registrationOptions(
    config,
    { id: user.id, email: user.email, displayName: user.full_name?.trim() || user.email },
    await listPasskeys(db, caller.id),
  );
  return { challengeId: await newChallenge(app, 'REGISTER', caller.id, options.challenge), options };
}

/** `POST /user/passkeys`: the browser's new passkey, checked against the challenge, under the name given. */
export async function addPasskey(
  app: AppContext,
  caller: AuthenticatedUser,
  request: PasskeyRegistration,
  origin: SignInOrigin,
): Promise<SecondFactorAdded> {
  const { db, config, clock, sessionCache } = app;
  assertFieldsValid(request, { name: validatePasskeyName });
  const challenge = await takePasskeyChallenge(db, request.challengeId, 'REGISTER', clock.now());
  if (!challenge || challenge.user_id !== caller.id) throw new AppError(60);
  const registration = await verifiedRegistration(config, request.credential, challenge.challenge);
  if (!registration) throw new AppError(60);
  const added = await db.transaction().execute(async (trx) => {
    await lockFactorOwner(trx, caller.id);
    const first = (await findSecondFactorMethods(trx, caller.id)).length === 0;
    if ((await listPasskeys(trx, caller.id)).length >= maxPasskeys) {
      throw new AppError(2, { message: `You can keep up to ${maxPasskeys} passkeys. Please remove one first.` });
    }
    const inserted = await insertPasskey(trx, {
      userId: caller.id,
      credentialId: registration.credential.id,
      publicKey: registration.credential.publicKey,
      signCount: registration.credential.counter,
      transports: request.credential.response.transports ?? registration.credential.transports ?? [],
      name: request.name.trim(),
      backedUp: registration.credentialBackedUp,
      createdAt: clock.now(),
    });
    if (!inserted) throw new AppError(12, { message: 'This passkey has already been added' });
    return factorAdded(app, trx, caller, origin, first);
  });
  sessionCache.invalidate(caller.id);
  return added;
}

const adminKeepsAFactor = () => new AppError(59, { message: 'Admins must keep a second step for signing in' });

/**
 * Removes one factor under the user's lock: an admin keeps their last one (403 code 59); an investor's last one
 * takes the recovery codes with it. The user is told by e-mail, in the same transaction.
 */
async function removeFactor(
  app: AppContext,
  caller: AuthenticatedUser,
  what: string,
  remove: (trx: Db, factors: { totp: boolean; passkeys: number }) => Promise<boolean>,
): Promise<void> {
  const { db, clock, config, mailOutbox, sessionCache } = app;
  await assertFreshSecondFactor(app, caller);
  await db.transaction().execute(async (trx) => {
    await lockFactorOwner(trx, caller.id);
    const user = await findFactorOwner(trx, caller.id);
    if (!user) throw new AppError(8);
    const totp = await findTotp(trx, caller.id);
    const factors = { totp: Boolean(totp?.secret), passkeys: (await listPasskeys(trx, caller.id)).length };
    if (!(await remove(trx, factors))) throw new AppError(42);
    const left = await findSecondFactorMethods(trx, caller.id);
    if (left.length === 0) {
      if (user.role === 'ADMIN') throw adminKeepsAFactor();
      await deleteRecoveryCodes(trx, caller.id);
    }
    await queueMail(
      trx,
      secondFactorRemovedEmail(
        accountNotice({ id: user.id, email: user.email, fullName: user.full_name }, clock.now()),
        what,
        `${config.publicUrl}/platform/security`,
        config.supportEmail,
      ),
    );
  });
  sessionCache.invalidate(caller.id);
  mailOutbox.wake();
}

/** `DELETE /user/second-factors/totp`. */
export function removeTotp(app: AppContext, caller: AuthenticatedUser): Promise<void> {
  return removeFactor(app, caller, 'the authenticator app', (trx, factors) =>
    factors.totp ? deleteTotp(trx, caller.id) : Promise.resolve(false),
  );
}

/** `DELETE /user/passkeys/{id}`: another user's passkey is as unknown as one that never was (404 code 42). */
export function removePasskey(app: AppContext, caller: AuthenticatedUser, passkeyId: number): Promise<void> {
  return removeFactor(app, caller, 'a passkey', (trx) => deletePasskey(trx, caller.id, passkeyId));
}

/** `POST /user/recovery-codes`: ten new codes in place of the old. */
export async function regenerateRecoveryCodes(app: AppContext, caller: AuthenticatedUser): Promise<RecoveryCodes> {
  const { db, config } = app;
  if ((await findSecondFactorMethods(db, caller.id)).length === 0) throw new AppError(59);
  await assertFreshSecondFactor(app, { ...caller, secondFactor: true });
  const codes = newRecoveryCodes();
  await replaceRecoveryCodes(
    db,
    caller.id,
    codes.map((code) => recoveryCodeHash(config.secondFactorKey, caller.id, code)),
  );
  return { recoveryCodes: shownRecoveryCodes(codes) };
}

/**
 * `DELETE /users/{id}/second-factors`, the support route for an investor who lost every factor and recovery code
 * (the admin has checked who they are): removes them all, signs out every session, and tells the investor.
 */
export async function resetUserSecondFactors(app: AppContext, admin: AuthenticatedUser, userId: number): Promise<void> {
  await assertFreshSecondFactor(app, admin);
  const user = await findFactorOwner(app.db, userId);
  if (!user) throw new AppError(13);
  if (user.role !== 'INVESTOR') throw new AppError(11);
  await removeEverySecondFactor(app, user);
  app.sessionCache.invalidate(userId);
  app.mailOutbox.wake();
}

/**
 * The operator's reset, by e-mail address, of any user (`reset-cli.ts`): answers who it was, or undefined when no
 * account has that address.
 */
export async function resetSecondFactorsOf(app: AppContext, email: string) {
  const user = await findFactorOwnerByEmail(app.db, normaliseEmail(email));
  if (user) await removeEverySecondFactor(app, user);
  return user;
}

/**
 * Removes every second factor of the user (authenticator, passkeys, recovery codes), signs out each of their
 * sessions and tells them by e-mail, in one transaction: the admin's support route for an investor, and the
 * operator's command (`reset-cli.ts`) for anyone, an admin who lost every factor included.
 */
export async function removeEverySecondFactor(
  app: AppContext,
  user: { id: number; email: string; full_name: string | null },
): Promise<void> {
  const { db, clock, config } = app;
  await db.transaction().execute(async (trx) => {
    await lockFactorOwner(trx, user.id);
    await deleteAllSecondFactors(trx, user.id);
    await endUserSessions(trx, user.id, null);
    await queueMail(
      trx,
      secondFactorsResetEmail(
        accountNotice({ id: user.id, email: user.email, fullName: user.full_name }, clock.now()),
        `${config.publicUrl}/login`,
        config.supportEmail,
      ),
    );
  });
}

/**
 * Turns an authenticator on with a secret the caller already holds, with no code asked: for the seed (the demo
 * admin's fixture secret) and the test builders only; people turn theirs on through `confirmTotpSetup`.
 */
export async function enrolTotpSecret(app: AppContext, userId: number, secret: Uint8Array): Promise<void> {
  await insertEnabledTotp(app.db, userId, sealSecret(app.config.secondFactorKey, userId, secret), app.clock.now());
}
