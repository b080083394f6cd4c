import { cva, type VariantProps } from 'class-variance-authority';
import { Progress as ProgressPrimitive } from 'radix-ui';
import { useId, type ComponentProps } from 'react';
import { cn } from '../cn.ts';
import { clampPercent, percentText } from './percent-value.ts';

const progressIndicatorVariants = cva(
  'h-full rounded-full transition-[width] duration-300 motion-reduce:transition-none',
  {
    variants: {
      tone: {
        primary: 'bg-primary',
        success: 'bg-success',
        warning: 'bg-warning',
        danger: 'bg-danger',
      },
    },
    defaultVariants: { tone: 'primary' },
  },
);

export interface ProgressBarProps
  extends
    Omit<ComponentProps<typeof ProgressPrimitive.Root>, 'value' | 'max' | 'getValueLabel'>,
    VariantProps<typeof progressIndicatorVariants> {
  /** Progress from 0 to 100; values outside are clamped. */
  value: number;
  /** What is progressing ('Pledged of target', 'Uploading passport.pdf'). */
  label: string;
  /** Keep the label for screen readers only. */
  hideLabel?: boolean;
  /** Show the value text beside the label. */
  showValue?: boolean;
  /** Replaces the `45%` value text, for both the eye and the screen reader. */
  valueText?: string;
}

export function ProgressBar({
  value,
  label,
  hideLabel = false,
  showValue = true,
  valueText,
  tone,
  className,
  ...props
}: ProgressBarProps) {
  const labelId = useId();
  const percent = clampPercent(value);
  const text = valueText ?? percentText(percent);
  return (
    <div data-slot="progress-bar" className={cn('flex flex-col gap-1.5', className)}>
      {(!hideLabel || showValue) && (
        <div className="flex items-baseline justify-between gap-2 text-sm">
          <span id={labelId} className={hideLabel ? 'sr-only' : 'text-foreground'}>
            {label}
          </span>
          {/* The progressbar announces the value itself. */}
          {showValue && (
            <span aria-hidden="true" className="font-medium text-foreground tabular-nums">
              {text}
            </span>
          )}
        </div>
      )}
      <ProgressPrimitive.Root
        value={percent}
        max={100}
        getValueLabel={() => text}
        aria-labelledby={!hideLabel || showValue ? labelId : undefined}
        aria-label={hideLabel && !showValue ? label : undefined}
        className="relative h-2 w-full overflow-hidden rounded-full bg-muted"
        {...props}
      >
        <ProgressPrimitive.Indicator
          data-slot="progress-indicator"
          className={progressIndicatorVariants({ tone })}
          style={{ width: `${percent}%` }}
        />
      </ProgressPrimitive.Root>
    </div>
  );
}

export { progressIndicatorVariants };
