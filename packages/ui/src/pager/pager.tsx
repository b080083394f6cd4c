import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '../button/button.tsx';
import { cn } from '../cn.ts';
import { getPageItems } from './page-items.ts';

export interface PagerProps extends Omit<ComponentProps<'nav'>, 'onChange'> {
  /** The current page, from 1. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Names the landmark; give each pager on a page its own ('Investments pages'). */
  'aria-label'?: string;
  /** Pages shown on each side of the current one. */
  siblings?: number;
}

/** Page numbers with previous and next. Renders nothing when everything fits on one page. */
export function Pager({
  page,
  pageCount,
  onPageChange,
  siblings = 1,
  className,
  'aria-label': ariaLabel = 'Pagination',
  ...props
}: PagerProps) {
  if (pageCount <= 1) return null;
  return (
    <nav data-slot="pager" aria-label={ariaLabel} className={cn('flex justify-center', className)} {...props}>
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          <Button variant="ghost" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
            <ChevronLeft />
            Previous
          </Button>
        </li>
        {getPageItems(page, pageCount, siblings).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <Button
                variant={item === page ? 'primary' : 'ghost'}
                size="sm"
                className="min-w-8 px-2"
                aria-label={`Page ${item}`}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => onPageChange(item)}
              >
                {item}
              </Button>
            </li>
          ) : (
            <li key={item} aria-hidden="true" className="px-1 text-muted-foreground">
              …
            </li>
          ),
        )}
        <li>
          <Button variant="ghost" size="sm" disabled={page >= pageCount} onClick={() => onPageChange(page + 1)}>
            Next
            <ChevronRight />
          </Button>
        </li>
      </ul>
    </nav>
  );
}
