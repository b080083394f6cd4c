import { cva, type VariantProps } from 'class-variance-authority';
import { LoaderCircle } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../cn.ts';

const spinnerVariants = cva('shrink-0 text-primary', {
  variants: {
    size: { sm: 'size-4', md: 'size-6', lg: 'size-10' },
  },
  defaultVariants: { size: 'md' },
});

/** The spinning icon alone, for places that announce loading themselves (a busy button). */
export function SpinnerIcon({ className, ...props }: ComponentProps<'svg'>) {
  return (
    <LoaderCircle
      aria-hidden="true"
      className={cn('animate-spin motion-reduce:animate-[spin_2s_linear_infinite]', className)}
      {...props}
    />
  );
}

export interface SpinnerProps extends ComponentProps<'div'>, VariantProps<typeof spinnerVariants> {
  /** What is loading; read out by screen readers. */
  label?: string;
  /** Keep the label for screen readers only. */
  hideLabel?: boolean;
}

export function Spinner({ label = 'loading...', hideLabel = false, size, className, ...props }: SpinnerProps) {
  return (
    <div
      role="status"
      data-slot="spinner"
      className={cn('inline-flex items-center gap-2 text-sm text-muted-foreground', className)}
      {...props}
    >
      <SpinnerIcon className={spinnerVariants({ size })} />
      <span className={hideLabel ? 'sr-only' : undefined}>{label}</span>
    </div>
  );
}

export { spinnerVariants };
