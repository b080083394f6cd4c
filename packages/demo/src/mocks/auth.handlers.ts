import { demoUsers } from '../fixtures/index.ts';
import type { User } from '@keystone/api';
import { errorResponse } from './error-response.ts';
import { http } from './http.ts';
import {
  INVALID_ONE_TIME_TOKEN,
  MOCK_EXPIRED_TICKET,
  MOCK_RECOVERY_CODES_LEFT,
  MOCK_TOTP_CODE,
} from './mock-values.ts';
import {
  demoPasswordOf,
  demoUserList,
  findDemoUserByEmail,
  mockTokenFor,
  signedInUser,
  startMockSession,
} from './session.ts';
import { normaliseCode, STEP_UP_FRESH_SECONDS, validateRecoveryCode } from '@keystone/flows/second-factor';
import type { CodeMethod, PublicKeyCredentialRequestOptionsJSON } from '@keystone/api';

// The second step (issue 36): the ticket names the user, so the mocks need no memory of it.
const TICKET_PREFIX = 'mock-ticket.';
const ticketFor = (user: User) => `${TICKET_PREFIX}${user.id}`;
const userOfTicket = (ticket: string): User | undefined =>
  ticket.startsWith(TICKET_PREFIX)
    ? demoUserList.find((user) => String(user.id) === ticket.slice(TICKET_PREFIX.length))
    : undefined;
const MOCK_CHALLENGE_ID = '00000000-0000-4000-8000-000000000036';
const passkeyOptions = (allowCredentials?: PublicKeyCredentialRequestOptionsJSON['allowCredentials']) => ({
  challengeId: MOCK_CHALLENGE_ID,
  options: {
    challenge: 'bW9jay1jaGFsbGVuZ2U',
    timeout: 300_000,
    rpId: 'localhost',
    userVerification: 'required' as const,
    ...(allowCredentials ? { allowCredentials } : {}),
  },
});
/** A code the mocks accept: the demo authenticator code, or any well-formed recovery code. */
const codeIsRight = (method: CodeMethod, code: string) =>
  method === 'TOTP' ? normaliseCode(code) === MOCK_TOTP_CODE : validateRecoveryCode(code) === undefined;
const leftAfter = (method: CodeMethod) =>
  method === 'RECOVERY_CODE' ? { recoveryCodesLeft: MOCK_RECOVERY_CODES_LEFT } : {};
const confirmedUntil = () => new Date(Date.now() + STEP_UP_FRESH_SECONDS * 1000).toISOString();

export const authHandlers = {
  login: http.post('/auth/login', async ({ request, response }) => {
    const { email, password } = await request.json();
    const user = findDemoUserByEmail(email);
    if (!user || password !== demoPasswordOf(user)) return errorResponse(7);
    if (user.status === 'NOT_ACTIVE') return errorResponse(19);
    if (user.secondFactorMethods.length > 0) {
      const expiresAt = new Date(Date.now() + 5 * 60_000).toISOString();
      return response(202).json({ ticket: ticketFor(user), methods: user.secondFactorMethods, expiresAt });
    }
    startMockSession(user);
    return response(200).json({ token: mockTokenFor(user), user });
  }),

  signInWithCode: http.post('/auth/login/code', async ({ request, response }) => {
    const { ticket, method, code } = await request.json();
    const user = userOfTicket(ticket);
    if (ticket === MOCK_EXPIRED_TICKET || !user) return errorResponse(61);
    if (!codeIsRight(method, code)) return errorResponse(60);
    startMockSession(user);
    return response(200).json({ token: mockTokenFor(user), user, ...leftAfter(method) });
  }),

  startPasskeySignIn: http.post('/auth/login/passkey/options', async ({ request, response }) => {
    const { ticket } = await request.json();
    if (ticket === undefined) return response(200).json(passkeyOptions());
    if (ticket === MOCK_EXPIRED_TICKET || !userOfTicket(ticket)) return errorResponse(61);
    return response(200).json(
      passkeyOptions([{ id: 'bW9jay1wYXNza2V5', type: 'public-key', transports: ['internal'] }]),
    );
  }),

  signInWithPasskey: http.post('/auth/login/passkey', async ({ request, response }) => {
    const { ticket, challengeId } = await request.json();
    if (ticket === MOCK_EXPIRED_TICKET) return errorResponse(61);
    if (challengeId !== MOCK_CHALLENGE_ID) return errorResponse(60);
    // A passkey without a ticket signs in the investor who holds it: the approved demo investor.
    const user = ticket === undefined ? demoUsers.approvedInvestor : userOfTicket(ticket);
    if (!user) return errorResponse(61);
    startMockSession(user);
    return response(200).json({ token: mockTokenFor(user), user });
  }),

  confirmSecondFactor: http.post('/auth/step-up', async ({ request, response }) => {
    const user = signedInUser(request);
    if (!user) return errorResponse(6);
    const { method, code } = await request.json();
    if (!codeIsRight(method, code)) return errorResponse(60);
    return response(200).json({ confirmedUntil: confirmedUntil(), ...leftAfter(method) });
  }),

  startPasskeyStepUp: http.post('/auth/step-up/passkey/options', ({ request, response }) => {
    if (!signedInUser(request)) return errorResponse(6);
    return response(200).json(
      passkeyOptions([{ id: 'bW9jay1wYXNza2V5', type: 'public-key', transports: ['internal'] }]),
    );
  }),

  confirmWithPasskey: http.post('/auth/step-up/passkey', async ({ request, response }) => {
    if (!signedInUser(request)) return errorResponse(6);
    const { challengeId } = await request.json();
    if (challengeId !== MOCK_CHALLENGE_ID) return errorResponse(60);
    return response(200).json({ confirmedUntil: confirmedUntil() });
  }),

  logout: http.post('/auth/logout', ({ request, response }) => {
    if (!signedInUser(request)) return errorResponse(6);
    if (!request.headers.has('Authorization')) startMockSession(null);
    return response(204).empty();
  }),

  register: http.put('/auth/registry', async ({ request, response }) => {
    const { fullName, token } = await request.json();
    if (token === INVALID_ONE_TIME_TOKEN) return errorResponse(8, { status: 400 });
    // The newcomer keeps the KYC-not-started demo user's id, so the mock session knows who the token belongs to.
    const user: User = { ...demoUsers.kycNotStartedInvestor, email: 'invited@keystone.test', fullName };
    startMockSession(user);
    return response(200).json({ token: mockTokenFor(user), user });
  }),

  requestInvite: http.post('/auth/request-invite', ({ response }) => response(204).empty()),

  sendInvite: http.post('/auth/invite', async ({ request, response }) => {
    const user = signedInUser(request);
    if (!user) return errorResponse(6);
    if (user.role !== 'ADMIN') return errorResponse(11);
    const { email } = await request.json();
    if (findDemoUserByEmail(email)) return errorResponse(12);
    return response(204).empty();
  }),

  sendRestorePasswordLink: http.post('/auth/send-restore-password-link', ({ query, response }) => {
    if (!findDemoUserByEmail(query.get('email') ?? '')) return errorResponse(7);
    return response(204).empty();
  }),

  restorePassword: http.put('/auth/restore-password', async ({ request, response }) => {
    const { token } = await request.json();
    if (token === INVALID_ONE_TIME_TOKEN) return errorResponse(8, { status: 400 });
    return response(204).empty();
  }),

  validateToken: http.post('/auth/validate', async ({ request, response }) => {
    const { token, tokenType } = await request.json();
    if (token === INVALID_ONE_TIME_TOKEN) return errorResponse(8, { status: 400 });
    return response(200).json({ valid: true, tokenType, email: 'invited@keystone.test' });
  }),

  changePassword: http.put('/auth/change-password', async ({ request, response }) => {
    const user = signedInUser(request);
    if (!user) return errorResponse(6);
    const { currentPassword } = await request.json();
    if (currentPassword !== demoPasswordOf(user)) return errorResponse(7);
    // The server answers a fresh token: the one sent is revoked by the change.
    return response(200).json({ token: mockTokenFor(user) });
  }),

  verifyEmail: http.post('/auth/verify-email', async ({ request, response }) => {
    const { token } = await request.json();
    if (token === INVALID_ONE_TIME_TOKEN) return errorResponse(8, { status: 400 });
    return response(200).json({ email: demoUsers.kycNotStartedInvestor.email });
  }),
};
