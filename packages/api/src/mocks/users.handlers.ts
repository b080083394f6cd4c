import { HttpResponse } from 'msw';
import type { ApiError, User, UserSortColumn } from '../types.ts';
import { errorResponse } from './error-response.ts';
import { http } from './http.ts';
import { matchesSearch, pageOf } from './paging.ts';
import { demoUserList, findDemoUserById, signedInUser } from './session.ts';

const requireAdmin = (request: Request) => {
  const user = signedInUser(request);
  if (!user) return errorResponse(6);
  return user.role === 'ADMIN' ? null : errorResponse(11);
};

const sortValue = (user: User, column: UserSortColumn): string | number => user[column] ?? '';

/** An admin action on one user: 404 code 13 for an unknown id, else the user as `change` leaves it. */
const userAction =
  (change: (user: User) => User | HttpResponse<ApiError>) =>
  ({ request, params }: { request: Request; params: { id: string | number } }): HttpResponse<User | ApiError> => {
    const refused = requireAdmin(request);
    if (refused) return refused;
    const user = findDemoUserById(Number(params.id));
    if (!user) return errorResponse(13);
    const changed = change(user);
    return changed instanceof Response ? changed : HttpResponse.json(changed);
  };

export const usersHandlers = {
  listUsers: http.get('/users', ({ request, query, response }) => {
    const refused = requireAdmin(request);
    if (refused) return refused;
    const status = query.get('status');
    const column = query.get('column') ?? 'email';
    const direction = query.get('direction') === 'DESC' ? -1 : 1;
    const found = demoUserList
      .filter((user) => (!status || user.status === status) && matchesSearch(request, user.fullName, user.email, user.companyName))
      .sort((a, b) => (sortValue(a, column) > sortValue(b, column) ? direction : -direction));
    const { page, count } = pageOf(found, request, 20);
    return response(200).json({ users: page, count });
  }),

  getUser: http.get('/users/{id}', userAction((user) => user)),

  approveUserKyc: http.put(
    '/users/{id}/kyc/approve',
    userAction((user) => (user.kycProcedureFinished ? { ...user, kycStatus: 'APPROVED' } : errorResponse(15))),
  ),

  rejectUserKyc: http.put('/users/{id}/kyc/reject', async (info) => {
    const reasons = await info.request.clone().json();
    return userAction((user) => (user.kycProcedureFinished ? { ...user, ...reasons, kycStatus: 'REJECTED' } : errorResponse(15)))(info);
  }),

  resetUserAnswerAttempts: http.put('/users/{id}/reset-answer-attempts', userAction((user) => ({ ...user, usedAnswerAttempts: 0 }))),

  activateUser: http.put('/users/{id}/status/active', userAction((user) => ({ ...user, status: 'ACTIVE' }))),

  deactivateUser: http.put('/users/{id}/status/not-active', userAction((user) => ({ ...user, status: 'NOT_ACTIVE' }))),
};
