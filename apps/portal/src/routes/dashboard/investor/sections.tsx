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
import { Badge, Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '@keystone/ui';
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

function Columns({ names, caption }: { names: readonly string[]; caption: string }) {
  return (
    <>
      <TableCaption className="sr-only">{caption}</TableCaption>
      <TableHeader>
        <TableRow>
          {names.map((name) => (
            <TableHead key={name}>{name}</TableHead>
          ))}
        </TableRow>
      </TableHeader>
    </>
  );
}

export function InvestmentsSection(props: SectionProps<DashboardInvestmentPage>) {
  const { firstPage, filter, page } = props;
  const section = 'investments';
  const pageQuery = useDashboardInvestments(sectionQuery(section, filter, page), page);
  const shown = page > 1 ? pageQuery.data : firstPage;
  return (
    <SectionFrame {...frameProps(section, props, shown, (rows) => rows.investments)}>
      <Table scrollLabel="Investment history table">
        <Columns caption="Investment history" names={['Project', 'Status', 'Date', 'Amount']} />
        <TableBody>
          {shown?.investments.map((row) => (
            <TableRow key={row.id}>
              <TableCell>
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
              </TableCell>
              <TableCell>
                <StatusBadge status={row.status} />
              </TableCell>
              <TableCell className="whitespace-nowrap">{formatDateTime(row.timestamp)}</TableCell>
              <TableCell className="text-right tabular-nums">{formatMoney(row.amountPence)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
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
      <Table scrollLabel="Paid-out history table">
        <Columns caption="Paid-out history" names={['Project', 'Amount']} />
        <TableBody>
          {shown?.payouts.map((row, index) => (
            <TableRow key={`${row.projectId}-${index}`}>
              <TableCell>{row.projectName}</TableCell>
              <TableCell className="text-right tabular-nums">{formatMoney(row.amountPence)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </SectionFrame>
  );
}

function ProjectRows({ page, caption }: { page: DashboardProjectPage | undefined; caption: string }) {
  return (
    <Table scrollLabel={`${caption} table`}>
      <Columns caption={caption} names={['Project', 'Status']} />
      <TableBody>
        {page?.projects.map((row) => (
          <TableRow key={row.projectId}>
            <TableCell>
              <Link to={`/platform/projects/${row.projectId}`} className="text-primary underline underline-offset-2">
                {row.projectName}
              </Link>
            </TableCell>
            <TableCell>
              <Badge tone={PROJECT_STATUS_TONES[row.status]}>{PROJECT_STATUS_LABELS[row.status]}</Badge>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
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
      <Table scrollLabel="Wallet history table">
        <Columns caption="Wallet history" names={['Amount', 'Provider id', 'Type', 'Status', 'Date']} />
        <TableBody>
          {shown?.transactions.map((row) => (
            <TableRow key={row.id}>
              <TableCell className="text-right tabular-nums">{formatMoney(row.amountPence)}</TableCell>
              <TableCell className="font-mono text-xs">{row.providerTransactionId ?? '—'}</TableCell>
              <TableCell className="whitespace-nowrap">{WALLET_TRANSACTION_TYPE_LABELS[row.type]}</TableCell>
              <TableCell>
                <StatusBadge status={row.status} />
              </TableCell>
              <TableCell className="whitespace-nowrap">{formatDateTime(row.timestamp)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </SectionFrame>
  );
}
