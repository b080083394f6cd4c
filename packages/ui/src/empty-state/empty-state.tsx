import { SearchX } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../cn.ts';

export interface EmptyStateProps extends Omit<ComponentProps<'div'>, 'title'> {
  title?: ReactNode;
  description?: ReactNode;
  /** Replaces the default icon; pass `null` for none. */
  icon?: ReactNode;
  /** A way forward, such as a button that clears the filters. */
  action?: ReactNode;
}

export function EmptyState({
  title = 'No search result',
  description,
  icon = <SearchX aria-hidden="true" className="size-8" />,
  action,
  className,
  ...props
}: EmptyStateProps) {
  return (
    <div
      data-slot="empty-state"
      className={cn('flex flex-col items-center gap-2 px-4 py-10 text-center', className)}
      {...props}
    >
      {icon && <div className="text-muted-foreground">{icon}</div>}
      <p className="text-base font-medium text-foreground">{title}</p>
      {description && <p className="max-w-prose text-sm text-muted-foreground">{description}</p>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
