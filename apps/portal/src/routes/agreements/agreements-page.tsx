import { EmptyState, LoadingSkeleton, Pager, SkeletonTable, cn } from '@keystone/ui';
import { Navigate, NavLink, useLocation, useParams } from 'react-router';
import { useAgreements } from '../../api/agreements.ts';
import { ListSearchField } from '../../lists/list-search-field.tsx';
import { LoadFailure } from '../../lists/load-failure.tsx';
import { useListAddress } from '../../lists/use-list-address.ts';
import { useSession } from '../../session/index.ts';
import {
  AGREEMENT_TABS,
  agreementsPageCount,
  agreementsPath,
  agreementTab,
  listAgreementsApiQuery,
  readAgreementsListQuery,
  writeAgreementsListQuery,
  type AgreementTab,
} from './agreements-list-query.ts';
import { AgreementsTable } from './agreements-table.tsx';

/**
 * `/platform/agreements/{type}` (seed 001 §2 'Agreements'): a tab per status, 20 a page, search and sort, all in the
 * address. Investors see their own agreements; admins every one, with the investor's name.
 */
export function AgreementsPage() {
  const { type } = useParams();
  const { search } = useLocation();
  const tab = agreementTab(type);
  if (!tab) return <Navigate to={agreementsPath('all') + search} replace />;
  return <AgreementsList tab={tab} />;
}

function AgreementsList({ tab }: { tab: AgreementTab }) {
  const { user } = useSession();
  const isAdmin = user?.role === 'ADMIN';
  // Typing replaces the address rather than adding a history entry per pause; pages and sorts add one.
  const { query, show } = useListAddress(readAgreementsListQuery, writeAgreementsListQuery);
  const list = useAgreements(listAgreementsApiQuery(query, tab));
  const carried = writeAgreementsListQuery({ ...query, page: 1 }).toString();

  return (
    <section aria-labelledby="agreements-title" className="flex flex-col gap-6">
      <h1 id="agreements-title" className="text-2xl font-semibold text-foreground">
        Agreements
      </h1>
      <nav aria-label="Agreement status" className="flex items-end gap-1 overflow-x-auto border-b">
        {AGREEMENT_TABS.map((entry) => (
          <NavLink
            key={entry.type}
            to={{ pathname: agreementsPath(entry.type), search: carried }}
            className={({ isActive }) =>
              cn(
                '-mb-px border-b-2 border-transparent px-4 py-2 text-sm font-medium text-muted-foreground',
                'hover:text-foreground focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
                isActive && 'border-primary text-foreground',
              )
            }
          >
            {entry.label}
          </NavLink>
        ))}
      </nav>
      <ListSearchField
        search={query.search}
        onSearch={(next) => show({ search: next }, { replace: true })}
        placeholder={isAdmin ? 'Project, investor or ID' : 'Project or ID'}
        className="w-full max-w-sm"
      />
      {list.isPending ? (
        <LoadingSkeleton>
          <SkeletonTable rows={10} />
        </LoadingSkeleton>
      ) : list.isError ? (
        <LoadFailure error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.agreements.length === 0 ? (
        <EmptyState />
      ) : (
        <AgreementsTable
          agreements={list.data.agreements}
          showInvestor={isAdmin}
          column={query.column}
          direction={query.direction}
          onSort={(column, direction) => show({ column, direction })}
          refreshing={list.isPlaceholderData}
        />
      )}
      {list.data && (
        <Pager
          aria-label="Agreements pages"
          page={query.page}
          pageCount={agreementsPageCount(list.data.count)}
          onPageChange={(page) => show({ page })}
        />
      )}
    </section>
  );
}
