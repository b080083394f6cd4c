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
