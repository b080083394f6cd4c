import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../cn.ts';

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="card"
      className={cn('flex flex-col gap-4 rounded-lg border bg-surface py-5 text-foreground shadow-sm', className)}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="card-header" className={cn('flex flex-col gap-1 px-5', className)} {...props} />;
}

export interface CardTitleProps extends ComponentProps<'h3'> {
  /** Render the child instead (an `<h2>`, or a link inside a heading) to fit the page's outline. */
  asChild?: boolean;
}

export function CardTitle({ className, asChild = false, ...props }: CardTitleProps) {
  const Component = asChild ? Slot.Root : 'h3';
  return (
    <Component data-slot="card-title" className={cn('text-lg leading-tight font-semibold', className)} {...props} />
  );
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p data-slot="card-description" className={cn('text-sm text-muted-foreground', className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="card-content" className={cn('px-5', className)} {...props} />;
}

export function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="card-footer" className={cn('flex items-center gap-2 px-5', className)} {...props} />;
}
