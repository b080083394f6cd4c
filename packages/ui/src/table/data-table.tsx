import type { ComponentProps, Key, ReactNode } from 'react';
import { cn } from '../cn.ts';
import type { SortDirection } from './sort-direction.ts';
import { TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow, TableSortableHead } from './table.tsx';

/**
 * What a column's cell is to its row. The card form shows the money first, then the status, then what names the row,
 * then the other columns, and the actions last: what a person checks first on a phone is at the top of each card.
 */
export type DataTableColumnRole = 'money' | 'status' | 'primary' | 'actions';

export interface DataTableColumn<Row> {
  /** The column's header, and the label of its value in the card form: one source for both. */
  header: string;
  /** Unique among the columns; the header when absent. */
  id?: string;
  /** The header is for screen readers only (a column of buttons), and the card form shows no label for it. */
  headerHidden?: boolean;
  cell: (row: Row, index: number) => ReactNode;
  role?: DataTableColumnRole;
  /** Figures: aligned right in the table form. */
  numeric?: boolean;
  /** Classes for the column's cells. */
  className?: string;
  /** The column sorts: how it is sorted now (undefined when another column sorts the table), and the request. */
  sort?: { direction: SortDirection | undefined; onSort: (direction: SortDirection) => void };
}

/** The container width below which rows are cards: pick the smallest at which the table form still fits. */
export type DataTableCardsBelow = 'sm' | 'md' | 'lg' | 'xl';

const cardsContainer: { readonly [size in DataTableCardsBelow]: string } = {
  sm: '@container/table-cards-sm',
  md: '@container/table-cards-md',
  lg: '@container/table-cards-lg',
  xl: '@container/table-cards-xl',
};

const cardOrder: { readonly [role in DataTableColumnRole | 'other']: string } = {
  money: 'cards:order-1',
  status: 'cards:order-2',
  primary: 'cards:order-3',
  other: 'cards:order-4',
  actions: 'cards:order-5',
};

export interface DataTableProps<Row> extends Omit<ComponentProps<'table'>, 'children'> {
  /** Names the table; every data table has one. */
  caption: string;
  /** Show the caption under the table; by default it is for screen readers only (a heading usually says it). */
  captionVisible?: boolean;
  columns: ReadonlyArray<DataTableColumn<Row>>;
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => Key;
  /** Attributes of a row's `<tr>` (a `data-` attribute, say). */
  rowProps?: (row: Row) => ComponentProps<'tr'> & { [data: `data-${string}`]: string | undefined };
  /** A row's disclosed details, shown across every column under it; undefined when closed. */
  rowDetails?: (row: Row) => { id: string; content: ReactNode } | undefined;
  /** Shown across the table when there are no rows. */
  empty?: ReactNode;
  cardsBelow?: DataTableCardsBelow;
  /** Another page or order is on its way: the rows shown are the previous ones, dimmed and marked busy. */
  refreshing?: boolean;
}

/**
 * A table described by its columns. Wide, it is a real `<table>`; when its box is narrower than `cardsBelow`, the same
 * table is drawn as one card per row, each cell a line of label (the column's header) and value, so nothing on a phone
 * needs sideways scrolling. Pure CSS on one set of elements: a screen reader meets one table, with its headers, in
 * either form. The roles are written out because some browsers drop a table's semantics once its display changes.
 */
export function DataTable<Row>({
  caption,
  captionVisible = false,
  columns,
  rows,
  rowKey,
  rowProps,
  rowDetails,
  empty,
  cardsBelow = 'md',
  refreshing = false,
  className,
  ...props
}: DataTableProps<Row>) {
  const sortable = columns.some((column) => column.sort);
  return (
    <div
      data-slot="table-container"
      data-cards-below={cardsBelow}
      className={cn('relative w-full overflow-x-auto', cardsContainer[cardsBelow])}
    >
      <table
        role="table"
        data-slot="table"
        aria-busy={refreshing || undefined}
        className={cn(
          'w-full caption-bottom border-collapse text-sm cards:block',
          refreshing && 'opacity-60',
          className,
        )}
        {...props}
      >
        <TableCaption className={captionVisible ? 'cards:block' : 'sr-only'}>{caption}</TableCaption>
        <TableHeader
          role="rowgroup"
          // Sorting stays within reach on a phone: the sortable headers become a row of buttons above the cards.
          className={sortable ? 'cards:mb-3 cards:block cards:bg-transparent' : 'cards:sr-only'}
        >
          <TableRow
            role="row"
            className="cards:flex cards:flex-wrap cards:gap-2 cards:border-0 cards:hover:bg-transparent"
          >
            {columns.map((column) =>
              column.sort ? (
                <TableSortableHead
                  key={column.id ?? column.header}
                  role="columnheader"
                  direction={column.sort.direction}
                  onSort={column.sort.onSort}
                  className={cn(
                    column.numeric && 'text-right',
                    'cards:block cards:h-auto cards:p-0 cards:[&>button]:border cards:[&>button]:bg-surface',
                  )}
                >
                  {column.header}
                </TableSortableHead>
              ) : (
                <TableHead
                  key={column.id ?? column.header}
                  role="columnheader"
                  className={cn(column.numeric && 'text-right', (sortable || column.headerHidden) && 'cards:sr-only')}
                >
                  {column.headerHidden ? <span className="sr-only">{column.header}</span> : column.header}
                </TableHead>
              ),
            )}
          </TableRow>
        </TableHeader>
        <TableBody role="rowgroup" className="cards:flex cards:flex-col cards:gap-3 cards:[&>tr:last-child]:border">
          {rows.length === 0 && empty !== undefined ? (
            <TableRow role="row" className="cards:block">
              <TableCell role="cell" colSpan={columns.length} className="cards:block">
                {empty}
              </TableCell>
            </TableRow>
          ) : (
            rows.map((row, index) => {
              const key = rowKey(row, index);
              const details = rowDetails?.(row);
              const attributes = rowProps?.(row) ?? {};
              return [
                <TableRow
                  key={key}
                  role="row"
                  {...attributes}
                  className={cn(
                    'cards:flex cards:flex-col cards:rounded-lg cards:border cards:bg-surface cards:px-3 cards:py-2',
                    details && 'cards:rounded-b-none',
                    attributes.className,
                  )}
                >
                  {columns.map((column) => (
                    <DataTableCell key={column.id ?? column.header} column={column} row={row} index={index} />
                  ))}
                </TableRow>,
                details && (
                  <TableRow
                    key={`${key}-details`}
                    id={details.id}
                    role="row"
                    className="cards:-mt-3 cards:block cards:overflow-hidden cards:rounded-b-lg cards:border cards:border-t-0"
                  >
                    <TableCell role="cell" colSpan={columns.length} className="bg-muted/40 cards:block">
                      {details.content}
                    </TableCell>
                  </TableRow>
                ),
              ];
            })
          )}
        </TableBody>
      </table>
    </div>
  );
}

const cardLabel = cn(
  "cards:before:content-[attr(data-label)_/_'']",
  'cards:before:max-w-1/2 cards:before:shrink-0 cards:before:text-start',
  'cards:before:text-sm cards:before:font-normal cards:before:text-muted-foreground',
);

function DataTableCell<Row>({ column, row, index }: { column: DataTableColumn<Row>; row: Row; index: number }) {
  const role = column.role ?? 'other';
  const labelled = role !== 'actions' && !column.headerHidden;
  return (
    <TableCell
      role="cell"
      data-column={column.header}
      data-column-role={column.role}
      data-label={labelled ? column.header : undefined}
      className={cn(
        column.numeric && 'text-right tabular-nums',
        column.className,
        'cards:flex cards:min-w-0 cards:items-baseline cards:justify-between cards:gap-4 cards:px-0 cards:py-1.5',
        'cards:text-end cards:whitespace-normal',
        // A card leaves out a cell with nothing in it (a row with no action open to it).
        'cards:has-[>[data-slot=table-cell-value]:empty]:hidden',
        cardOrder[role],
        // On a card the header is the cell's label, drawn by CSS: out of the text a screen reader reads (the table's
        // header already names the cell to it) and out of the cell's text content.
        labelled && cardLabel,
        role === 'money' && 'cards:text-base cards:font-semibold',
        role === 'primary' && 'cards:font-medium',
        role === 'actions' && 'cards:flex-wrap cards:items-center cards:justify-start cards:border-t cards:pt-2.5',
      )}
    >
      <span data-slot="table-cell-value" className="contents cards:block cards:min-w-0 cards:wrap-anywhere">
        {column.cell(row, index)}
      </span>
    </TableCell>
  );
}
