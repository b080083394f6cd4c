export {
  DataTable,
  type DataTableCardsBelow,
  type DataTableColumn,
  type DataTableColumnRole,
  type DataTableProps,
} from './data-table.tsx';
export {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
  TableSortableHead,
  type TableProps,
  type TableSortableHeadProps,
} from './table.tsx';
export { nextSortDirection, type SortDirection } from './sort-direction.ts';
export { ShortenedText, type ShortenedTextProps } from './shortened-text.tsx';
