import type { AppContext } from '../context/app-context.ts';
import { signedInUser } from '../auth/authenticate.ts';
import { requireRole } from '../auth/require-role.ts';
import type { ServiceHandlers } from '../contract/operation-types.ts';
import { AppError } from '../errors/app-error.ts';
import { sortableColumns, type UserSortColumn } from './queries.ts';
import { activateUser, deactivateUser, getUserProfile, listUsers } from './service.ts';

/** The contract's enum already refuses other columns; this whitelist is what actually reaches the SQL. */
function sortColumn(column: string | undefined): UserSortColumn {
  if (column === undefined) return 'email';
  if (!Object.hasOwn(sortableColumns, column)) {
    throw new AppError(2, {
      fieldErrors: [{ field: 'column', message: `Must be one of: ${Object.keys(sortableColumns).join(', ')}` }],
    });
  }
  return column as UserSortColumn;
}

/** The signed-in user's own profile, and the admin users area (seed 001 §2 'Admin users': ADMIN only, code 11). */
export function usersRoutes(app: AppContext): Partial<ServiceHandlers> {
  return {
    getCurrentUser: async (request) => getUserProfile(app, signedInUser(request).id),
    listUsers: async (request) => {
      requireRole(request, 'ADMIN');
      const { limit = 20, offset = 0, status, searchTerm, column, direction = 'ASC' } = request.query;
      return listUsers(app, {
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
      return getUserProfile(app, request.params.id);
    },
    activateUser: async (request) => {
      requireRole(request, 'ADMIN');
      return activateUser(app, request.params.id);
    },
    deactivateUser: async (request) => deactivateUser(app, requireRole(request, 'ADMIN'), request.params.id),
  };
}
