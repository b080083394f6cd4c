import { demoUsers, userStates, type KycRejection, type User, type UserSortColumn } from '@keystone/api';
import { errorResponse, http, type handlers } from '@keystone/api/mocks';

// Story support only (imported by *.stories.tsx, never by a screen): the admin users calls answered from a list
// that the actions change, so a story sees its action land in the list and the profile as it would against the server.

/** The demo accounts plus one user in each KYC state, each with its own id and e-mail. */
export const adminUserList: readonly User[] = [
  demoUsers.admin,
  demoUsers.approvedInvestor,
  demoUsers.kycNotStartedInvestor,
  demoUsers.notActiveInvestor,
  demoUsers.companyInvestor,
  { ...userStates.kycInProgress, id: 6, email: 'pending@keystone.test', fullName: 'Paula Pending' },
  { ...userStates.kycRejected, id: 7, email: 'rejected@keystone.test', fullName: 'Rory Rejected' },
  { ...userStates.competenceAttemptsUsedUp, id: 8, email: 'attempts@keystone.test', fullName: 'Ada Attempts' },
];

export const pendingUser = adminUserList[5] as User;
export const rejectedUser = adminUserList[6] as User;
export const attemptsUsedUpUser = adminUserList[7] as User;

/** `count` approved investors (`investor01@keystone.test`, …) for paging. */
export function manyInvestors(count: number): User[] {
  return Array.from({ length: count }, (_, index) => {
    const number = String(index + 1).padStart(2, '0');
    return { ...demoUsers.approvedInvestor, id: 100 + index, email: `investor${number}@keystone.test`, fullName: `Investor ${number}` };
  });
}

const sortValue = (user: User, column: UserSortColumn): string | number => user[column] ?? '';

function compareBy(column: UserSortColumn, direction: 1 | -1) {
  return (a: User, b: User) => {
    const [left, right] = [sortValue(a, column), sortValue(b, column)];
    if (left === right) return a.id - b.id;
    return (left > right ? 1 : -1) * direction;
  };
}

type UsersHandlers = Pick<
  typeof handlers,
  'listUsers' | 'getUser' | 'approveUserKyc' | 'rejectUserKyc' | 'resetUserAnswerAttempts' | 'activateUser' | 'deactivateUser'
>;

export interface UsersStore {
  handlers: UsersHandlers;
  /** Back to the starting list; call it in a story's `beforeEach`, as Storybook reuses the module between runs. */
  reset(): void;
  user(id: number): User | undefined;
  /** The bodies `rejectUserKyc` received, oldest first. */
  rejections(): readonly KycRejection[];
}

export function createUsersStore(initial: readonly User[]): UsersStore {
  let users = [...initial];
  let rejections: KycRejection[] = [];
  const find = (id: string | number) => users.find((user) => user.id === Number(id));

  const change = (id: string | number, update: (user: User) => User | null) => {
    const user = find(id);
    if (!user) return errorResponse(13);
    const updated = update(user);
    if (!updated) return errorResponse(15);
    users = users.map((candidate) => (candidate.id === updated.id ? updated : candidate));
    return updated;
  };
  const finished = (update: (user: User) => User) => (user: User) => (user.kycProcedureFinished ? update(user) : null);

  const handlers: UsersHandlers = {
    listUsers: http.get('/users', ({ query, response }) => {
      const status = query.get('status');
      const term = query.get('searchTerm')?.trim().toLowerCase() ?? '';
      const column = query.get('column') ?? 'email';
      const limit = Number(query.get('limit') ?? 20);
      const offset = Number(query.get('offset') ?? 0);
      const found = users
        .filter((user) => !status || user.status === status)
        .filter((user) => !term || [user.fullName, user.email, user.companyName].some((field) => field?.toLowerCase().includes(term)))
        .sort(compareBy(column, query.get('direction') === 'DESC' ? -1 : 1));
      return response(200).json({ users: found.slice(offset, offset + limit), count: found.length });
    }),
    getUser: http.get('/users/{id}', ({ params, response }) => {
      const user = find(params.id);
      return user ? response(200).json(user) : errorResponse(13);
    }),
    approveUserKyc: http.put('/users/{id}/kyc/approve', ({ params, response }) => {
      const answer = change(params.id, finished((user) => ({ ...user, kycStatus: 'APPROVED' })));
      return answer instanceof Response ? answer : response(200).json(answer);
    }),
    rejectUserKyc: http.put('/users/{id}/kyc/reject', async ({ params, request, response }) => {
      const rejection = await request.json();
      rejections = [...rejections, rejection];
      const answer = change(params.id, finished((user) => ({ ...user, ...rejection, kycStatus: 'REJECTED' })));
      return answer instanceof Response ? answer : response(200).json(answer);
    }),
    resetUserAnswerAttempts: http.put('/users/{id}/reset-answer-attempts', ({ params, response }) => {
      const answer = change(params.id, (user) => ({ ...user, usedAnswerAttempts: 0 }));
      return answer instanceof Response ? answer : response(200).json(answer);
    }),
    activateUser: http.put('/users/{id}/status/active', ({ params, response }) => {
      const answer = change(params.id, (user) => ({ ...user, status: 'ACTIVE' }));
      return answer instanceof Response ? answer : response(200).json(answer);
    }),
    deactivateUser: http.put('/users/{id}/status/not-active', ({ params, response }) => {
      const answer = change(params.id, (user) => ({ ...user, status: 'NOT_ACTIVE' }));
      return answer instanceof Response ? answer : response(200).json(answer);
    }),
  };

  return {
    handlers,
    reset() {
      users = [...initial];
      rejections = [];
    },
    user: (id) => find(id),
    rejections: () => rejections,
  };
}
