import { EmptyState, LoadingSkeleton, Pager, SkeletonTable } from '@keystone/ui';
import { LoadFailure } from '../../lists/load-failure.tsx';
import { useListAddress } from '../../lists/use-list-address.ts';
import { useUsers } from '../../api/users.ts';
import { ActionOutcomeMessage, useActionOutcome } from './user-actions/index.ts';
import { listUsersApiQuery, pageCountFor, readUsersListQuery, writeUsersListQuery } from './users-list-query.ts';
import { UsersFilters } from './users-filters.tsx';
import { UsersTable } from './users-table.tsx';

/**
 * `/platform/users` (admin, seed 001 §2): 20 users a page with search, status filter and sort, all kept in the
 * address; each row offers the admin's actions and the read-only profile.
 */
export function UsersPage() {
  // Typing replaces the address rather than adding a history entry per pause; pages, filters and sorts add one.
  const { query, show } = useListAddress(readUsersListQuery, writeUsersListQuery);
  const list = useUsers(listUsersApiQuery(query));
  const { outcome, report, clear } = useActionOutcome();

  return (
    <section aria-labelledby="users-title" className="flex flex-col gap-6">
      <h1 id="users-title" className="text-2xl font-semibold text-foreground">
        Users
      </h1>
      <UsersFilters
        search={query.search}
        status={query.status}
        onSearch={(search) => show({ search }, { replace: true })}
        onStatusChange={(status) => show({ status })}
      />
      <ActionOutcomeMessage outcome={outcome} onDismiss={clear} />
      {list.isPending ? (
        <LoadingSkeleton>
          <SkeletonTable rows={10} />
        </LoadingSkeleton>
      ) : list.isError ? (
        <LoadFailure error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.users.length === 0 ? (
        <EmptyState />
      ) : (
        <UsersTable
          users={list.data.users}
          column={query.column}
          direction={query.direction}
          onSort={(column, direction) => show({ column, direction })}
          onOutcome={report}
          refreshing={list.isPlaceholderData}
        />
      )}
      {list.data && (
        <Pager
          aria-label="Users pages"
          page={query.page}
          pageCount={pageCountFor(list.data.count)}
          onPageChange={(page) => show({ page })}
        />
      )}
    </section>
  );
}
