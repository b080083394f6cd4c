import { cva, type VariantProps } from 'class-variance-authority';
import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import { useEffect, useEffectEvent, useState, type ComponentProps, type ReactNode } from 'react';
import { Button } from '../button/button.tsx';
import { cn } from '../cn.ts';

const messageVariants = cva('flex items-start gap-3 rounded-md border px-4 py-3 text-sm text-foreground', {
  variants: {
    variant: {
      info: 'border-info/40 bg-info-soft',
      success: 'border-success/40 bg-success-soft',
      warning: 'border-warning/40 bg-warning-soft',
      error: 'border-danger/40 bg-danger-soft',
    },
  },
  defaultVariants: { variant: 'info' },
});

const icons = {
  info: <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-info" />,
  success: <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />,
  warning: <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-warning" />,
  error: <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />,
};

export type MessageVariant = NonNullable<VariantProps<typeof messageVariants>['variant']>;

export interface MessageProps extends Omit<ComponentProps<'div'>, 'title' | 'role'> {
  variant?: MessageVariant;
  title?: ReactNode;
  /** Show a close button (default). */
  dismissible?: boolean;
  /** Hide the message by itself after this many milliseconds (the seeds use 3 000, 6 000 and 10 000). */
  autoDismissAfterMs?: number;
  /** Called once the message hides, by the close button or the timer; clear the message here. */
  onDismiss?: () => void;
  dismissLabel?: string;
}

/**
 * A message in the page. Errors and warnings interrupt (role alert); information and success wait their
 * turn (role status). To show a new message after one was dismissed, render it again with a new `key`.
 */
export function Message({
  variant = 'info',
  title,
  children,
  dismissible = true,
  autoDismissAfterMs,
  onDismiss,
  dismissLabel = 'Dismiss',
  className,
  ...props
}: MessageProps) {
  const [visible, setVisible] = useState(true);
  const dismiss = () => {
    setVisible(false);
    onDismiss?.();
  };
  // The timer must not restart when the parent re-renders with a new onDismiss function.
  const dismissOnTimer = useEffectEvent(dismiss);

  useEffect(() => {
    if (autoDismissAfterMs === undefined) return;
    const timer = setTimeout(dismissOnTimer, autoDismissAfterMs);
    return () => clearTimeout(timer);
  }, [autoDismissAfterMs]);

  if (!visible) return null;
  return (
    <div
      data-slot="message"
      data-variant={variant}
      role={variant === 'error' || variant === 'warning' ? 'alert' : 'status'}
      className={cn(messageVariants({ variant }), className)}
      {...props}
    >
      {icons[variant]}
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        {title && <p className="font-semibold">{title}</p>}
        {children && <div>{children}</div>}
      </div>
      {dismissible && (
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label={dismissLabel}
          className="-my-1.5 -me-2 size-8"
          onClick={dismiss}
        >
          <X />
        </Button>
      )}
    </div>
  );
}

export { messageVariants };
