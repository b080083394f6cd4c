import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../cn.ts';

const badgeVariants = cva(
  'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap [&_svg]:size-3.5',
  {
    variants: {
      tone: {
        neutral: 'border-border bg-muted text-foreground',
        info: 'border-info/30 bg-info-soft text-info',
        success: 'border-success/30 bg-success-soft text-success',
        warning: 'border-warning/30 bg-warning-soft text-warning',
        danger: 'border-danger/30 bg-danger-soft text-danger',
        // Money movements have colours of their own (pink, orange, green); flows' transactionStatusTone picks one.
        failed: 'border-transaction-failed/30 bg-transaction-failed-soft text-transaction-failed',
        pending: 'border-transaction-pending/30 bg-transaction-pending-soft text-transaction-pending',
        succeeded: 'border-transaction-succeeded/30 bg-transaction-succeeded-soft text-transaction-succeeded',
      },
    },
    defaultVariants: { tone: 'neutral' },
  },
);

export type BadgeTone = NonNullable<VariantProps<typeof badgeVariants>['tone']>;

export type BadgeProps = ComponentProps<'span'> & VariantProps<typeof badgeVariants>;

/** A short status label. Colour is never the only signal: the text says the status too. */
export function Badge({ tone, className, ...props }: BadgeProps) {
  return (
    <span
      data-slot="badge"
      data-tone={tone ?? 'neutral'}
      className={cn(badgeVariants({ tone }), className)}
      {...props}
    />
  );
}

export { badgeVariants };
