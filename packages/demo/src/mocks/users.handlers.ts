import { HttpResponse } from 'msw';
import type { AnswerAttemptsReset, ApiError, KycRejection, User, UserSortColumn } from '@keystone/api';
import { PAGE_SIZE } from '@keystone/flows/constants';
import { validateAnswerAttemptsResetReason } from '@keystone/flows/rules';
import { errorResponse } from './error-response.ts';
import { http } from './http.ts';
import { listPage, type ListOptions } from './paging.ts';
import { demoUserList, signedInUser } from './session.ts';

const requireAdmin = (request: Request) => {
  const user = signedInUser(request);
  if (!user) return errorResponse(6);
  return user.role === 'ADMIN' ? null : errorResponse(11);
};

const listOptions: ListOptions<User> = {
  defaultLimit: PAGE_SIZE.adminLists,
  searchIn: (user: User) => [user.fullName, user.email, user.companyName],
  sort: {
    defaultColumn: 'email',
    defaultDirection: 'ASC',
    valueOf: (user: User, column: string) => user[column as UserSortColumn],
    idOf: (user: User) => user.id,
  },
};

export interface UsersMock {
  /** The admin users calls, answered from a list that the actions change. */
  handlers: ReturnType<typeof usersHandlersOver>;
  /** Back to the starting list; call it in a story's `beforeEach`, as Storybook reuses the module between runs. */
  reset(): void;
  user(id: number): User | undefined;
  /** The bodies `rejectUserKyc` received, oldest first. */
  rejections(): readonly KycRejection[];
  /** The bodies `resetUserAnswerAttempts` received, oldest first. */
  resets(): readonly AnswerAttemptsReset[];
}

interface UserList {
  all(): readonly User[];
  find(id: number): User | undefined;
  save(user: User): void;
  rejected(rejection: KycRejection): void;
  reset(request: AnswerAttemptsReset): void;
}

function usersHandlersOver(users: UserList) {
  /** An admin action on one user: 404 code 13 for an unknown id, else the user as `change` leaves it, kept. */
  const userAction =
    (change: (user: User) => User | HttpResponse<ApiError>) =>
    ({ request, params }: { request: Request; params: { id: string | number } }): HttpResponse<User | ApiError> => {
      const refused = requireAdmin(request);
      if (refused) return refused;
      const user = users.find(Number(params.id));
      if (!user) return errorResponse(13);
      const changed = change(user);
      if (changed instanceof Response) return changed;
      users.save(changed);
      return HttpResponse.json(changed);
    };
  /** KYC decisions need a finished procedure: code 15 otherwise. */
  const decision = (update: (user: User) => User) => (user: User) =>
    user.kycProcedureFinished ? update(user) : errorResponse(15);

  return {
    listUsers: http.get('/users', ({ request, query, response }) => {
      const refused = requireAdmin(request);
      if (refused) return refused;
      const status = query.get('status');
      const { page, count } = listPage(
        users.all().filter((user) => !status || user.status === status),
        request,
        listOptions,
      );
      return response(200).json({ users: page, count });
    }),

    getUser: http.get(
      '/users/{id}',
      userAction((user) => user),
    ),

    approveUserKyc: http.put(
      '/users/{id}/kyc/approve',
      userAction(decision((user) => ({ ...user, kycStatus: 'APPROVED' }))),
    ),

    rejectUserKyc: http.put('/users/{id}/kyc/reject', async (info) => {
      const rejection = await info.request.clone().json();
      if (!requireAdmin(info.request)) users.rejected(rejection);
      return userAction(decision((user) => ({ ...user, ...rejection, kycStatus: 'REJECTED' })))(info);
    }),

    resetUserAnswerAttempts: http.put('/users/{id}/reset-answer-attempts', async (info) => {
      const request = (await info.request.clone().json()) as AnswerAttemptsReset;
      const message = validateAnswerAttemptsResetReason(request.reason);
      if (requireAdmin(info.request) === null) {
        if (message !== undefined) return errorResponse(2, { fieldErrors: [{ field: 'reason', message }] });
        users.reset(request);
      }
      return userAction((user) => ({ ...user, usedAnswerAttempts: 0 }))(info);
    }),

    activateUser: http.put(
      '/users/{id}/status/active',
      userAction((user) => ({ ...user, status: 'ACTIVE' })),
    ),

    deactivateUser: http.put(
      '/users/{id}/status/not-active',
      userAction((user) => ({ ...user, status: 'NOT_ACTIVE' })),
    ),
  };
}

/**
 * The admin users calls over a list of `initial` users that the actions change, so a story sees its action land in
 * the list and the profile as it would against the server.
 */
export function createUsersMock(initial: readonly User[]): UsersMock {
  let users = [...initial];
  let rejections: KycRejection[] = [];
  let resets: AnswerAttemptsReset[] = [];
  const find = (id: number) => users.find((user) => user.id === id);
  const handlers = usersHandlersOver({
    all: () => users,
    find,
    save: (changed) => {
      users = users.map((user) => (user.id === changed.id ? changed : user));
    },
    rejected: (rejection) => {
      rejections = [...rejections, rejection];
    },
    reset: (request) => {
      resets = [...resets, request];
    },
  });
  return {
    handlers,
    reset() {
      users = [...initial];
      rejections = [];
      resets = [];
    },
    user: find,
    rejections: () => rejections,
    resets: () => resets,
  };
}

/** The default admin users calls: over the demo people, forgetting every change (each call starts from them). */
export const usersHandlers = usersHandlersOver({
  all: () => demoUserList,
  find: (id) => demoUserList.find((user) => user.id === id),
  save: () => {},
  rejected: () => {},
  reset: () => {},
});
