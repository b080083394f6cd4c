import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../cn.ts';

/** A grey shape where content will be, sized as that content: the page keeps its place while the data comes. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      aria-hidden="true"
      data-slot="skeleton"
      className={cn('animate-pulse rounded-md bg-muted motion-reduce:animate-none', className)}
      {...props}
    />
  );
}

/** Lines of text to come, the last one shorter, each a line of body text high (1.5rem). */
export function SkeletonText({ lines = 3, className }: { lines?: number; className?: string }) {
  return (
    <div aria-hidden="true" className={cn('flex flex-col', className)}>
      {Array.from({ length: lines }, (_, index) => (
        <div key={index} className="flex h-6 items-center">
          <Skeleton className={cn('h-4', index === lines - 1 && lines > 1 ? 'w-2/3' : 'w-full')} />
        </div>
      ))}
    </div>
  );
}

/** A card with a 16:9 picture, a title and three lines: where a card of a list will be. */
export function SkeletonCard({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={cn('flex flex-col gap-4 overflow-hidden rounded-lg border border-border bg-surface', className)}
    >
      <Skeleton className="aspect-video w-full rounded-none" />
      <div className="flex flex-col gap-3 px-6 pb-6">
        <Skeleton className="h-5 w-24 rounded-full" />
        <Skeleton className="h-6 w-3/4" />
        <SkeletonText lines={3} />
        <Skeleton className="mt-2 h-2 w-full rounded-full" />
      </div>
    </div>
  );
}

/** The rows of a table to come, a header row first, each about as high as a row of the design system's table. */
export function SkeletonTable({ rows = 5, className }: { rows?: number; className?: string }) {
  return (
    <div
      aria-hidden="true"
      data-slot="skeleton-table"
      className={cn('flex flex-col overflow-hidden rounded-xl border border-border bg-surface', className)}
    >
      {Array.from({ length: rows + 1 }, (_, index) => (
        <div key={index} className={cn('flex h-12 items-center gap-4 px-4', index > 0 && 'border-t border-border')}>
          <Skeleton className={cn('h-4 flex-[2]', index === 0 && 'h-3')} />
          <Skeleton className={cn('h-4 flex-1', index === 0 && 'h-3')} />
          <Skeleton className={cn('h-4 flex-1', index === 0 && 'h-3')} />
        </div>
      ))}
    </div>
  );
}

export interface LoadingSkeletonProps {
  /** What is loading; read out by screen readers, as the shapes are not. */
  label?: string;
  /** The shapes of what will come; a panel of text when left out. */
  children?: ReactNode;
  className?: string;
}

/**
 * What a screen shows while its data loads: the shapes of what will come, announced once as loading. It is at least
 * a screen tall, so that nothing under it is on screen to jump when the data arrives (the rule every data screen's
 * loading state follows; the platform frame keeps its footer below the fold the same way).
 */
export function LoadingSkeleton({ label = 'loading...', children, className }: LoadingSkeletonProps) {
  return (
    <div role="status" data-slot="loading-skeleton" className={cn('flex min-h-dvh flex-col gap-6', className)}>
      <span className="sr-only">{label}</span>
      {children ?? (
        <div aria-hidden="true" className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-6">
          <Skeleton className="h-6 w-1/2" />
          <SkeletonText lines={4} />
        </div>
      )}
    </div>
  );
}
