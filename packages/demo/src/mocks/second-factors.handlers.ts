import type { SecondFactorMethod, SecondFactors, User } from '@keystone/api';
import {
  normaliseCode,
  RECOVERY_CODE_COUNT,
  requiresSecondFactor,
  STEP_UP_FRESH_SECONDS,
  validatePasskeyName,
  validateTotpCode,
} from '@keystone/flows/second-factor';
import { demoRecoveryCodes, demoSecondFactorsOf, demoTotpSetup } from '../fixtures/index.ts';
import { errorResponse } from './error-response.ts';
import { http } from './http.ts';
import { MOCK_TOTP_CODE } from './mock-values.ts';
import { forgetOnReset } from './mock-memory.ts';
import { demoUserList, signedInUser, startMockSession } from './session.ts';

/** Each user's second factors in one visit, from the demo's (the admin's authenticator) on. */
const factorsByUser = new Map<number, SecondFactors>();
/** Users whose authenticator secret waits for its first code. */
const waitingSecret = new Set<number>();
let nextPasskeyId = 100;
forgetOnReset(() => {
  factorsByUser.clear();
  waitingSecret.clear();
  nextPasskeyId = 100;
});

const factorsOf = (user: User): SecondFactors => factorsByUser.get(user.id) ?? demoSecondFactorsOf(user);

const methodsOf = (factors: SecondFactors): SecondFactorMethod[] => [
  ...(factors.totpEnabledAt ? (['TOTP'] as const) : []),
  ...(factors.passkeys.length > 0 ? (['PASSKEY'] as const) : []),
];

/** Keeps the change, and the user's `secondFactorMethods` with it in a browser's mock session, as the server would. */
function save(request: Request, user: User, factors: SecondFactors): SecondFactors {
  factorsByUser.set(user.id, factors);
  if (!request.headers.has('Authorization')) startMockSession({ ...user, secondFactorMethods: methodsOf(factors) });
  return factors;
}

/** A first factor answers the ten recovery codes, once; later ones answer none. */
const added = (before: SecondFactors) => ({
  recoveryCodes: methodsOf(before).length === 0 ? [...demoRecoveryCodes] : [],
});

/** A factor was just given: money and identity changes go ahead for five minutes. */
const confirmedNow = () => new Date(Date.now() + STEP_UP_FRESH_SECONDS * 1000).toISOString();

/** An admin keeps one factor (code 59); an investor's last one takes the recovery codes with it. */
function removing(user: User, after: SecondFactors) {
  const left = methodsOf(after).length;
  if (left === 0 && requiresSecondFactor(user.role)) return null;
  return left === 0 ? { ...after, recoveryCodesLeft: 0 } : after;
}

export const secondFactorsHandlers = {
  getSecondFactors: http.get('/user/second-factors', ({ request, response }) => {
    const user = signedInUser(request);
    if (!user) return errorResponse(6);
    return response(200).json(factorsOf(user));
  }),

  startTotpSetup: http.post('/user/second-factors/totp', ({ request, response }) => {
    const user = signedInUser(request);
    if (!user) return errorResponse(6);
    waitingSecret.add(user.id);
    return response(200).json(demoTotpSetup);
  }),

  confirmTotpSetup: http.put('/user/second-factors/totp', async ({ request, response }) => {
    const user = signedInUser(request);
    if (!user) return errorResponse(6);
    const { code } = await request.json();
    const message = validateTotpCode(code);
    if (message) return errorResponse(2, { fieldErrors: [{ field: 'code', message }] });
    if (!waitingSecret.has(user.id)) return errorResponse(42);
    if (normaliseCode(code) !== MOCK_TOTP_CODE) return errorResponse(60);
    waitingSecret.delete(user.id);
    const before = factorsOf(user);
    const answer = added(before);
    save(request, user, {
      ...before,
      totpEnabledAt: new Date().toISOString(),
      recoveryCodesLeft: answer.recoveryCodes.length > 0 ? RECOVERY_CODE_COUNT : before.recoveryCodesLeft,
      confirmedUntil: confirmedNow(),
    });
    return response(200).json(answer);
  }),

  removeTotp: http.delete('/user/second-factors/totp', ({ request, response }) => {
    const user = signedInUser(request);
    if (!user) return errorResponse(6);
    const before = factorsOf(user);
    if (!before.totpEnabledAt) return errorResponse(42);
    const after = removing(user, { ...before, totpEnabledAt: null });
    if (!after) return errorResponse(59);
    save(request, user, after);
    return response(204).empty();
  }),

  startPasskeyRegistration: http.post('/user/passkeys/options', ({ request, response }) => {
    const user = signedInUser(request);
    if (!user) return errorResponse(6);
    return response(200).json({
      challengeId: crypto.randomUUID(),
      options: {
        rp: { id: new URL(request.url).hostname, name: 'Keystone' },
        user: {
          id: btoa(String(user.id)).replace(/=+$/, ''),
          name: user.email,
          displayName: user.fullName ?? user.email,
        },
        challenge: 'ZGVtby1jaGFsbGVuZ2U',
        pubKeyCredParams: [
          { alg: -7, type: 'public-key' },
          { alg: -257, type: 'public-key' },
        ],
        timeout: 300_000,
        excludeCredentials: [],
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
        attestation: 'none',
      },
    });
  }),

  addPasskey: http.post('/user/passkeys', async ({ request, response }) => {
    const user = signedInUser(request);
    if (!user) return errorResponse(6);
    const { name } = await request.json();
    const message = validatePasskeyName(name);
    if (message) return errorResponse(2, { fieldErrors: [{ field: 'name', message }] });
    const before = factorsOf(user);
    const answer = added(before);
    const passkey = { id: nextPasskeyId++, name: name.trim(), createdAt: new Date().toISOString(), lastUsedAt: null };
    save(request, user, {
      ...before,
      passkeys: [...before.passkeys, { ...passkey, backedUp: true }],
      recoveryCodesLeft: answer.recoveryCodes.length > 0 ? RECOVERY_CODE_COUNT : before.recoveryCodesLeft,
      confirmedUntil: confirmedNow(),
    });
    return response(200).json(answer);
  }),

  removePasskey: http.delete('/user/passkeys/{id}', ({ request, params, response }) => {
    const user = signedInUser(request);
    if (!user) return errorResponse(6);
    const before = factorsOf(user);
    const id = Number(params.id);
    if (!before.passkeys.some((passkey) => passkey.id === id)) return errorResponse(42);
    const after = removing(user, { ...before, passkeys: before.passkeys.filter((passkey) => passkey.id !== id) });
    if (!after) return errorResponse(59);
    save(request, user, after);
    return response(204).empty();
  }),

  regenerateRecoveryCodes: http.post('/user/recovery-codes', ({ request, response }) => {
    const user = signedInUser(request);
    if (!user) return errorResponse(6);
    const before = factorsOf(user);
    if (methodsOf(before).length === 0) return errorResponse(59);
    save(request, user, { ...before, recoveryCodesLeft: RECOVERY_CODE_COUNT });
    // New codes each time, as the server makes: the demo's, turned round by one.
    const codes = [...demoRecoveryCodes.slice(1), demoRecoveryCodes[0]!];
    return response(200).json({ recoveryCodes: codes });
  }),

  resetUserSecondFactors: http.delete('/users/{id}/second-factors', ({ request, params, response }) => {
    const admin = signedInUser(request);
    if (!admin) return errorResponse(6);
    if (admin.role !== 'ADMIN') return errorResponse(11);
    const user = demoUserList.find((candidate) => candidate.id === Number(params.id));
    if (!user) return errorResponse(13);
    if (user.role === 'ADMIN') return errorResponse(11);
    factorsByUser.set(user.id, { totpEnabledAt: null, passkeys: [], recoveryCodesLeft: 0, confirmedUntil: null });
    return response(204).empty();
  }),
};
