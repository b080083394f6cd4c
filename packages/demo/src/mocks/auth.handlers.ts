import { demoUsers } from '../fixtures/index.ts';
import type { User } from '@keystone/api';
import { errorResponse } from './error-response.ts';
import { http } from './http.ts';
import { INVALID_ONE_TIME_TOKEN } from './mock-values.ts';
import { demoPasswordOf, findDemoUserByEmail, mockTokenFor, signedInUser, startMockSession } from './session.ts';

export const authHandlers = {
  login: http.post('/auth/login', async ({ request, response }) => {
    const { email, password } = await request.json();
    const user = findDemoUserByEmail(email);
    if (!user || password !== demoPasswordOf(user)) return errorResponse(7);
    if (user.status === 'NOT_ACTIVE') return errorResponse(19);
    startMockSession(user);
    return response(200).json({ token: mockTokenFor(user), user });
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
