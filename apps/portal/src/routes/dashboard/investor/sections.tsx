import type {
  DashboardFilter,
  DashboardInvestmentPage,
  DashboardPayoutPage,
  DashboardProjectPage,
  TransactionStatus,
  WalletTransactionPage,
} from '@keystone/api';
import { formatDateTime, formatMoney } from '@keystone/flows/format';
import { transactionStatusTone } from '@keystone/flows/labels';
import { PROJECT_STATUS_TONES } from '@keystone/flows/projects';
import {
  PROJECT_STATUS_LABELS,
  TRANSACTION_STATUS_LABELS,
  WALLET_TRANSACTION_TYPE_LABELS,
  type DashboardSection,
} from '@keystone/flows/dashboard';
import { WALLET_LABELS } from '@keystone/flows/rules';
import { Badge, DataTable } from '@keystone/ui';
import { Link } from 'react-router';
import {
  useDashboardFollowedProjects,
  useDashboardInvestedProjects,
  useDashboardInvestments,
  useDashboardPayouts,
  useDashboardWalletHistory,
} from '../../../api/dashboard.ts';
import { RepaymentStateBadge } from '../../projects/repayment/repayment-state-notice.tsx';
import { SectionFrame } from './section-frame.tsx';
import { sectionQuery } from './section-page.ts';

/** What each section is given: its first page (from the dashboard call), the period and the page to show. */
interface SectionProps<FirstPage> {
  firstPage: FirstPage;
  filter: DashboardFilter;
  page: number;
  onPageChange: (section: DashboardSection, page: number) => void;
}

/** What every section's frame is told: its count, its page, and whether the page shown is loading or empty. */
function frameProps<Page extends { count: number }>(
  section: DashboardSection,
  { firstPage, filter, page, onPageChange }: SectionProps<Page>,
  shown: Page | undefined,
  rowsOf: (page: Page) => readonly unknown[],
) {
  return {
    section,
    filter,
    count: shown?.count ?? firstPage.count,
    page,
    onPageChange: (next: number) => onPageChange(section, next),
    loading: shown === undefined,
    empty: shown !== undefined && rowsOf(shown).length === 0,
  };
}

/**
 * The page a section shows: page 1 came with the dashboard; a later page is asked for, and until it comes the rows
 * asked for before (another page, or another period's) stay, dimmed and marked busy, so the section keeps its height
 * and nobody reads them as the new page.
 */
function shownPage<Page>(firstPage: Page, page: number, later: { data?: Page; isPlaceholderData: boolean }) {
  return page > 1
    ? { shown: later.data, refreshing: later.isPlaceholderData }
    : { shown: firstPage as Page | undefined, refreshing: false };
}

export const SECTION_TEXTS = {
  schedule: 'Repayment schedule',
  // Ours (issue 35): an investment paid from the Innovative Finance ISA is held in it, and so are its repayments.
  isa: 'ISA',
  isaTitle: 'Held in your Innovative Finance ISA',
  intoIsa: (pence: number) => `${formatMoney(pence)} into your ISA`,
} as const;

/** The small mark of what is held in the investor's Innovative Finance ISA. */
function IsaBadge() {
  return (
    <Badge tone="info" title={SECTION_TEXTS.isaTitle}>
      {SECTION_TEXTS.isa}
    </Badge>
  );
}

function StatusBadge({ status }: { status: TransactionStatus }) {
  return <Badge tone={transactionStatusTone(status)}>{TRANSACTION_STATUS_LABELS[status]}</Badge>;
}

export function InvestmentsSection(props: SectionProps<DashboardInvestmentPage>) {
  const { firstPage, filter, page } = props;
  const section = 'investments';
  const { shown, refreshing } = shownPage(
    firstPage,
    page,
    useDashboardInvestments(sectionQuery(section, filter, page), page),
  );
  return (
    <SectionFrame {...frameProps(section, props, shown, (rows) => rows.investments)}>
      <DataTable
        caption="Investment history"
        refreshing={refreshing}
        rows={shown?.investments ?? []}
        rowKey={(row) => row.id}
        columns={[
          {
            header: 'Project',
            role: 'primary',
            cell: (row) => (
              <>
                {row.projectName}
                {row.source === 'ISA' && (
                  <>
                    {' '}
                    <IsaBadge />
                  </>
                )}
                <span className="block">
                  <RepaymentStateBadge state={row.repaymentState} since={row.repaymentStateSince} />
                </span>
                {/* Only a pledge paid by bank transfer waits for its money: its transfer details are a click away. */}
                {row.status === 'PENDING' && (
                  <Link
                    to={`/platform/payment-details/${row.id}`}
                    className="block text-sm text-primary underline underline-offset-2"
                  >
                    Payment details
                  </Link>
                )}
                {row.status === 'SUCCEEDED' && (
                  <Link
                    to={`/platform/investments/${row.id}/schedule`}
                    className="block text-sm text-primary underline underline-offset-2"
                  >
                    {SECTION_TEXTS.schedule}
                  </Link>
                )}
              </>
            ),
          },
          { header: 'Status', role: 'status', cell: (row) => <StatusBadge status={row.status} /> },
          { header: 'Date', className: 'whitespace-nowrap', cell: (row) => formatDateTime(row.timestamp) },
          { header: 'Amount', role: 'money', numeric: true, cell: (row) => formatMoney(row.amountPence) },
        ]}
      />
    </SectionFrame>
  );
}

export function PayoutsSection(props: SectionProps<DashboardPayoutPage>) {
  const { firstPage, filter, page } = props;
  const section = 'payouts';
  const { shown, refreshing } = shownPage(
    firstPage,
    page,
    useDashboardPayouts(sectionQuery(section, filter, page), page),
  );
  return (
    <SectionFrame {...frameProps(section, props, shown, (rows) => rows.payouts)}>
      <DataTable
        caption="Paid-out history"
        refreshing={refreshing}
        cardsBelow="sm"
        rows={shown?.payouts ?? []}
        rowKey={(row, index) => `${row.projectId}-${index}`}
        columns={[
          {
            header: 'Project',
            role: 'primary',
            cell: (row) => (
              <>
                {row.projectName}
                {row.isaPence > 0 && (
                  <>
                    {' '}
                    <IsaBadge />
                  </>
                )}
              </>
            ),
          },
          {
            header: 'Amount',
            role: 'money',
            numeric: true,
            cell: (row) => (
              <>
                {formatMoney(row.amountPence)}
                {/* Part into the ISA, part into the e-wallet: say how much went into the ISA. */}
                {row.isaPence > 0 && row.isaPence < row.amountPence && (
                  <span className="block text-sm text-muted-foreground">{SECTION_TEXTS.intoIsa(row.isaPence)}</span>
                )}
              </>
            ),
          },
        ]}
      />
    </SectionFrame>
  );
}

function ProjectRows({
  page,
  caption,
  refreshing,
}: {
  page: DashboardProjectPage | undefined;
  caption: string;
  refreshing: boolean;
}) {
  return (
    <DataTable
      caption={caption}
      refreshing={refreshing}
      cardsBelow="sm"
      rows={page?.projects ?? []}
      rowKey={(row) => row.projectId}
      columns={[
        {
          header: 'Project',
          role: 'primary',
          cell: (row) => (
            <Link to={`/platform/projects/${row.projectId}`} className="text-primary underline underline-offset-2">
              {row.projectName}
            </Link>
          ),
        },
        {
          header: 'Status',
          role: 'status',
          cell: (row) => <Badge tone={PROJECT_STATUS_TONES[row.status]}>{PROJECT_STATUS_LABELS[row.status]}</Badge>,
        },
      ]}
    />
  );
}

export function InvestedProjectsSection(props: SectionProps<DashboardProjectPage>) {
  const { firstPage, filter, page } = props;
  const section = 'investedProjects';
  const { shown, refreshing } = shownPage(
    firstPage,
    page,
    useDashboardInvestedProjects(sectionQuery(section, filter, page), page),
  );
  return (
    <SectionFrame {...frameProps(section, props, shown, (rows) => rows.projects)}>
      <ProjectRows page={shown} caption="Invested projects" refreshing={refreshing} />
    </SectionFrame>
  );
}

export function FollowedProjectsSection(props: SectionProps<DashboardProjectPage>) {
  const { firstPage, filter, page } = props;
  const section = 'followedProjects';
  const { shown, refreshing } = shownPage(
    firstPage,
    page,
    useDashboardFollowedProjects(sectionQuery(section, filter, page), page),
  );
  return (
    <SectionFrame {...frameProps(section, props, shown, (rows) => rows.projects)}>
      <ProjectRows page={shown} caption="Followed projects" refreshing={refreshing} />
    </SectionFrame>
  );
}

export function WalletHistorySection(props: SectionProps<WalletTransactionPage>) {
  const { firstPage, filter, page } = props;
  const section = 'walletHistory';
  const { shown, refreshing } = shownPage(
    firstPage,
    page,
    useDashboardWalletHistory(sectionQuery(section, filter, page), page),
  );
  return (
    <SectionFrame {...frameProps(section, props, shown, (rows) => rows.transactions)}>
      <DataTable
        caption="Wallet history"
        refreshing={refreshing}
        cardsBelow="lg"
        rows={shown?.transactions ?? []}
        rowKey={(row) => row.id}
        columns={[
          { header: 'Amount', role: 'money', numeric: true, cell: (row) => formatMoney(row.amountPence) },
          // The reference the investor quoted on a transfer, which they can quote again; never the provider's id.
          {
            header: WALLET_LABELS.reference,
            cell: (row) => (row.reference === null ? '—' : <span className="font-mono text-sm">{row.reference}</span>),
          },
          {
            header: 'Type',
            role: 'primary',
            className: 'whitespace-nowrap',
            cell: (row) => WALLET_TRANSACTION_TYPE_LABELS[row.type],
          },
          { header: 'Status', role: 'status', cell: (row) => <StatusBadge status={row.status} /> },
          { header: 'Date', className: 'whitespace-nowrap', cell: (row) => formatDateTime(row.timestamp) },
        ]}
      />
    </SectionFrame>
  );
}
