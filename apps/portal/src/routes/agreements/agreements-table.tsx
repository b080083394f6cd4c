import type { Agreement, AgreementSortColumn, AgreementStatus, SortDirection } from '@keystone/api';
import { formatDate } from '@keystone/flows/format';
import { AGREEMENT_KIND_LABELS, AGREEMENT_STATUS_LABELS } from '@keystone/flows/labels';
import { INVEST_STRATEGY_LABELS, INVESTMENT_TERM_LABELS } from '@keystone/flows/projects';
import { Badge, DataTable, type BadgeTone, type DataTableColumn } from '@keystone/ui';
import { Link } from 'react-router';
import { sortableColumns } from '../../lists/use-list-address.ts';

export const AGREEMENT_STATUS_TONES: { readonly [status in AgreementStatus]: BadgeTone } = {
  ACTIVE: 'info',
  COMPLETED: 'success',
  CANCELLED: 'danger',
};

/** Seed 001 §2's columns, in its order, each with the contract's sort column; Investor Name is the admin's only. */
const COLUMNS: ReadonlyArray<
  Omit<DataTableColumn<Agreement>, 'sort'> & { column: AgreementSortColumn; adminOnly?: boolean }
> = [
  {
    column: 'id',
    header: 'ID',
    // The agreement's one reference (issue 32 §4), as its PDF and the e-mail give it; sorted by id, as numbered.
    // Under it, what the agreement is (issue 37): a pledge's, or a side's copy of a resale assignment.
    cell: (agreement) => (
      <span className="flex flex-col">
        <Link
          to={`/platform/agreement/${agreement.id}`}
          aria-label={`View agreement ${agreement.reference}`}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          {agreement.reference}
        </Link>
        <span className="text-xs text-muted-foreground">{AGREEMENT_KIND_LABELS[agreement.kind]}</span>
      </span>
    ),
  },
  { column: 'projectName', header: 'Project Name', role: 'primary', cell: (agreement) => agreement.projectName },
  { column: 'userName', header: 'Investor Name', adminOnly: true, cell: (agreement) => agreement.userName },
  {
    column: 'investStrategy',
    header: 'Investment Type',
    cell: (agreement) => INVEST_STRATEGY_LABELS[agreement.investStrategy],
  },
  { column: 'term', header: 'Investment Term', cell: (agreement) => INVESTMENT_TERM_LABELS[agreement.term] },
  { column: 'signatureDate', header: 'Signature Date', cell: (agreement) => formatDate(agreement.signatureDate) },
  {
    column: 'status',
    header: 'Status',
    role: 'status',
    // Its label from flows, as on its page (issue 32 §6; seed 001 §2 showed the raw value in lower case).
    cell: (agreement) => (
      <Badge tone={AGREEMENT_STATUS_TONES[agreement.status]}>{AGREEMENT_STATUS_LABELS[agreement.status]}</Badge>
    ),
  },
];

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
  return (
    <DataTable
      caption="Agreements"
      cardsBelow="lg"
      refreshing={refreshing}
      rows={agreements}
      rowKey={(agreement) => agreement.id}
      columns={sortableColumns(
        COLUMNS.filter((entry) => showInvestor || !entry.adminOnly).map(({ adminOnly: _adminOnly, ...entry }) => entry),
        { column, direction, onSort },
      )}
    />
  );
}
