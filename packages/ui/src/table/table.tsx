import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../cn.ts';
import { nextSortDirection, type SortDirection } from './sort-direction.ts';

export interface TableProps extends ComponentProps<'table'> {
  /**
   * Names the scrolling box and lets the keyboard reach it (tab to it, then arrow keys), for a table with nothing
   * focusable inside that may be wider than a phone's screen.
   */
  scrollLabel?: string;
}

/** A table that scrolls sideways inside its own box on narrow screens instead of widening the page. */
export function Table({ className, scrollLabel, ...props }: TableProps) {
  return (
    <div
      data-slot="table-container"
      className="relative w-full overflow-x-auto focus-visible:outline-2 focus-visible:outline-ring"
      {...(scrollLabel === undefined ? {} : { role: 'region', 'aria-label': scrollLabel, tabIndex: 0 })}
    >
      <table data-slot="table" className={cn('w-full caption-bottom border-collapse text-sm', className)} {...props} />
    </div>
  );
}

export function TableCaption({ className, ...props }: ComponentProps<'caption'>) {
  return (
    <caption data-slot="table-caption" className={cn('mt-3 text-sm text-muted-foreground', className)} {...props} />
  );
}

export function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  return <thead data-slot="table-header" className={cn('bg-muted', className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody data-slot="table-body" className={cn('[&_tr:last-child]:border-0', className)} {...props} />;
}

export function TableFooter({ className, ...props }: ComponentProps<'tfoot'>) {
  return <tfoot data-slot="table-footer" className={cn('border-t bg-muted font-medium', className)} {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return (
    <tr
      data-slot="table-row"
      className={cn('border-b transition-colors hover:bg-muted/60 data-[state=selected]:bg-muted', className)}
      {...props}
    />
  );
}

export function TableHead({ className, scope = 'col', ...props }: ComponentProps<'th'>) {
  return (
    <th
      data-slot="table-head"
      scope={scope}
      className={cn('h-10 px-3 text-start align-middle font-semibold whitespace-nowrap text-foreground', className)}
      {...props}
    />
  );
}

export function TableCell({ className, ...props }: ComponentProps<'td'>) {
  return <td data-slot="table-cell" className={cn('px-3 py-2.5 align-middle', className)} {...props} />;
}

export interface TableSortableHeadProps extends Omit<ComponentProps<'th'>, 'onClick'> {
  /** How this column is sorted now; undefined when the table is sorted by another column. */
  direction?: SortDirection;
  /** Called with the direction the person asked for. */
  onSort: (direction: SortDirection) => void;
}

const sortIcons = { ascending: ArrowUp, descending: ArrowDown } as const;

export function TableSortableHead({ direction, onSort, className, children, ...props }: TableSortableHeadProps) {
  const Icon = direction ? sortIcons[direction] : ArrowUpDown;
  return (
    <TableHead aria-sort={direction ?? 'none'} className={cn('px-1', className)} {...props}>
      <button
        type="button"
        data-slot="table-sort-button"
        onClick={() => onSort(nextSortDirection(direction))}
        className={cn(
          'inline-flex cursor-pointer items-center gap-1.5 rounded-sm px-2 py-1 font-semibold hover:bg-surface',
          'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
        )}
      >
        {children}
        <Icon aria-hidden="true" className={cn('size-4', direction ? 'text-foreground' : 'text-muted-foreground')} />
      </button>
    </TableHead>
  );
}
