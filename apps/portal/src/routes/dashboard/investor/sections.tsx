import type {
  DashboardFilter,
  DashboardInvestmentPage,
  DashboardPayoutPage,
  DashboardProjectPage,
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
import { Badge, DataTable, ShortenedText } from '@keystone/ui';
import { Link } from 'react-router';
import {
  useDashboardFollowedProjects,
  useDashboardInvestedProjects,
  useDashboardInvestments,
  useDashboardPayouts,
  useDashboardWalletHistory,
} from '../../../api/dashboard.ts';
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

function StatusBadge({ status }: { status: 'PENDING' | 'SUCCEEDED' | 'FAILED' }) {
  return <Badge tone={transactionStatusTone(status)}>{TRANSACTION_STATUS_LABELS[status]}</Badge>;
}

export function InvestmentsSection(props: SectionProps<DashboardInvestmentPage>) {
  const { firstPage, filter, page } = props;
  const section = 'investments';
  const pageQuery = useDashboardInvestments(sectionQuery(section, filter, page), page);
  const shown = page > 1 ? pageQuery.data : firstPage;
  return (
    <SectionFrame {...frameProps(section, props, shown, (rows) => rows.investments)}>
      <DataTable
        caption="Investment history"
        rows={shown?.investments ?? []}
        rowKey={(row) => row.id}
        columns={[
          {
            header: 'Project',
            role: 'primary',
            cell: (row) => (
              <>
                {row.projectName}
                {/* Only a pledge paid by bank transfer waits for its money: its transfer details are a click away. */}
                {row.status === 'PENDING' && (
                  <Link
                    to={`/platform/payment-details/${row.id}`}
                    className="block text-sm text-primary underline underline-offset-2"
                  >
                    Payment details
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
  const pageQuery = useDashboardPayouts(sectionQuery(section, filter, page), page);
  const shown = page > 1 ? pageQuery.data : firstPage;
  return (
    <SectionFrame {...frameProps(section, props, shown, (rows) => rows.payouts)}>
      <DataTable
        caption="Paid-out history"
        cardsBelow="sm"
        rows={shown?.payouts ?? []}
        rowKey={(row, index) => `${row.projectId}-${index}`}
        columns={[
          { header: 'Project', role: 'primary', cell: (row) => row.projectName },
          { header: 'Amount', role: 'money', numeric: true, cell: (row) => formatMoney(row.amountPence) },
        ]}
      />
    </SectionFrame>
  );
}

function ProjectRows({ page, caption }: { page: DashboardProjectPage | undefined; caption: string }) {
  return (
    <DataTable
      caption={caption}
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
  const pageQuery = useDashboardInvestedProjects(sectionQuery(section, filter, page), page);
  const shown = page > 1 ? pageQuery.data : firstPage;
  return (
    <SectionFrame {...frameProps(section, props, shown, (rows) => rows.projects)}>
      <ProjectRows page={shown} caption="Invested projects" />
    </SectionFrame>
  );
}

export function FollowedProjectsSection(props: SectionProps<DashboardProjectPage>) {
  const { firstPage, filter, page } = props;
  const section = 'followedProjects';
  const pageQuery = useDashboardFollowedProjects(sectionQuery(section, filter, page), page);
  const shown = page > 1 ? pageQuery.data : firstPage;
  return (
    <SectionFrame {...frameProps(section, props, shown, (rows) => rows.projects)}>
      <ProjectRows page={shown} caption="Followed projects" />
    </SectionFrame>
  );
}

export function WalletHistorySection(props: SectionProps<WalletTransactionPage>) {
  const { firstPage, filter, page } = props;
  const section = 'walletHistory';
  const pageQuery = useDashboardWalletHistory(sectionQuery(section, filter, page), page);
  const shown = page > 1 ? pageQuery.data : firstPage;
  return (
    <SectionFrame {...frameProps(section, props, shown, (rows) => rows.transactions)}>
      <DataTable
        caption="Wallet history"
        cardsBelow="lg"
        rows={shown?.transactions ?? []}
        rowKey={(row) => row.id}
        columns={[
          { header: 'Amount', role: 'money', numeric: true, cell: (row) => formatMoney(row.amountPence) },
          {
            header: 'Provider id',
            cell: (row) =>
              row.providerTransactionId === null ? (
                '—'
              ) : (
                <ShortenedText className="font-mono text-xs">{row.providerTransactionId}</ShortenedText>
              ),
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
