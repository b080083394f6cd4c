import type { ComponentProps } from 'react';
import { cn } from '../cn.ts';

export interface ShortenedTextProps extends Omit<ComponentProps<'span'>, 'children' | 'title'> {
  children: string;
}

/**
 * A long code (a payment provider's id) kept to one short line, cut with an ellipsis. The whole value stays in the
 * page: a screen reader reads it, selecting and copying takes all of it, and a pointer's hover shows it.
 */
export function ShortenedText({ children, className, ...props }: ShortenedTextProps) {
  return (
    <span
      data-slot="shortened-text"
      title={children}
      className={cn('inline-block max-w-[16ch] truncate align-bottom', className)}
      {...props}
    >
      {children}
    </span>
  );
}
