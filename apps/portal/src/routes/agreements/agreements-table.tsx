import type { Agreement, AgreementSortColumn, AgreementStatus, SortDirection } from '@keystone/api';
import { formatDate } from '@keystone/flows/format';
import { INVEST_STRATEGY_LABELS, INVESTMENT_TERM_LABELS } from '@keystone/flows/projects';
import {
  Badge,
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHeader,
  TableRow,
  TableSortableHead,
  type BadgeTone,
} from '@keystone/ui';
import { Link } from 'react-router';
import { askedSortDirection as asked, shownSortDirection as shown } from '../../lists/use-list-address.ts';

/** Seed 001 §2's columns, in its order; Investor Name is the admin's only. */
const COLUMNS: ReadonlyArray<{ column: AgreementSortColumn; title: string; adminOnly?: boolean }> = [
  { column: 'id', title: 'ID' },
  { column: 'projectName', title: 'Project Name' },
  { column: 'userName', title: 'Investor Name', adminOnly: true },
  { column: 'strategy', title: 'Investment Type' },
  { column: 'term', title: 'Investment Term' },
  { column: 'signatureDate', title: 'Signature Date' },
  { column: 'status', title: 'Status' },
];

const STATUS_TONES: { readonly [status in AgreementStatus]: BadgeTone } = {
  ACTIVE: 'info',
  COMPLETED: 'success',
  CANCELLED: 'danger',
};

interface AgreementsTableProps {
  agreements: readonly Agreement[];
  showInvestor: boolean;
  column: AgreementSortColumn;
  direction: SortDirection;
  onSort: (column: AgreementSortColumn, direction: SortDirection) => void;
  /** Another page or order is on its way; the rows shown are the previous ones. */
  refreshing: boolean;
}

export function AgreementsTable({
  agreements,
  showInvestor,
  column,
  direction,
  onSort,
  refreshing,
}: AgreementsTableProps) {
  const columns = COLUMNS.filter((entry) => showInvestor || !entry.adminOnly);
  return (
    <Table aria-busy={refreshing || undefined} className={refreshing ? 'opacity-60' : undefined}>
      <TableCaption className="sr-only">Agreements</TableCaption>
      <TableHeader>
        <TableRow>
          {columns.map(({ column: key, title }) => (
            <TableSortableHead
              key={key}
              direction={key === column ? shown(direction) : undefined}
              onSort={(next) => onSort(key, asked(next))}
            >
              {title}
            </TableSortableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {agreements.map((agreement) => (
          <TableRow key={agreement.id}>
            <TableCell>
              <Link
                to={`/platform/agreement/${agreement.id}`}
                aria-label={`View agreement ${agreement.id}`}
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                {agreement.id}
              </Link>
            </TableCell>
            <TableCell>{agreement.projectName}</TableCell>
            {showInvestor && <TableCell>{agreement.userName}</TableCell>}
            <TableCell>{INVEST_STRATEGY_LABELS[agreement.strategy]}</TableCell>
            <TableCell>{INVESTMENT_TERM_LABELS[agreement.term]}</TableCell>
            <TableCell>{formatDate(agreement.signatureDate)}</TableCell>
            <TableCell>
              {/* Seed 001 §2: the status is shown in lower case. */}
              <Badge tone={STATUS_TONES[agreement.status]}>{agreement.status.toLowerCase()}</Badge>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
