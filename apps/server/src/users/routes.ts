import { requireRole } from '../auth/require-role.ts';
import type { ServiceHandlers } from '../contract/operation-types.ts';
import type { Db } from '../db/database.ts';
import { sortableColumns, type UserSortColumn } from './queries.ts';
import { AppError } from '../errors/app-error.ts';
import { getUserProfile } from '../user/service.ts';
import { activateUser, approveKyc, deactivateUser, listUsers, rejectKyc, resetAnswerAttempts } from './service.ts';

type UsersOperations =
  | 'listUsers'
  | 'getUser'
  | 'approveUserKyc'
  | 'rejectUserKyc'
  | 'resetUserAnswerAttempts'
  | 'activateUser'
  | 'deactivateUser';

/** The contract's enum already refuses other columns; this whitelist is what actually reaches the SQL. */
function sortColumn(column: string | undefined): UserSortColumn {
  if (column === undefined) return 'email';
  if (!Object.hasOwn(sortableColumns, column)) {
    throw new AppError(2, { fieldErrors: [{ field: 'column', message: `Must be one of: ${Object.keys(sortableColumns).join(', ')}` }] });
  }
  return column as UserSortColumn;
}

/** The admin users area (seed 001 §2 'Admin users'): every call is ADMIN only, code 11 for anyone else. */
export function usersRoutes({ db }: { db: Db }): Pick<ServiceHandlers, UsersOperations> {
  return {
    listUsers: async (request) => {
      requireRole(request, 'ADMIN');
      const { limit = 20, offset = 0, status, searchTerm, column, direction = 'ASC' } = request.query;
      return listUsers(db, {
        limit,
        offset,
        column: sortColumn(column),
        direction,
        ...(status === undefined ? {} : { status }),
        ...(searchTerm === undefined ? {} : { searchTerm }),
      });
    },
    getUser: async (request) => {
      requireRole(request, 'ADMIN');
      return getUserProfile(db, request.params.id);
    },
    approveUserKyc: async (request) => approveKyc(db, requireRole(request, 'ADMIN'), request.params.id),
    rejectUserKyc: async (request) => rejectKyc(db, requireRole(request, 'ADMIN'), request.params.id, request.body),
    resetUserAnswerAttempts: async (request) => {
      requireRole(request, 'ADMIN');
      return resetAnswerAttempts(db, request.params.id);
    },
    activateUser: async (request) => {
      requireRole(request, 'ADMIN');
      return activateUser(db, request.params.id);
    },
    deactivateUser: async (request) => deactivateUser(db, requireRole(request, 'ADMIN'), request.params.id),
  };
}
