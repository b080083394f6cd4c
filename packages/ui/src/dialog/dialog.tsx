import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { Button } from '../button/button.tsx';
import { cn } from '../cn.ts';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export interface DialogContentProps extends ComponentProps<typeof DialogPrimitive.Content> {
  /** The accessible name of the corner close button. */
  closeLabel?: string;
  /** Hide the corner close button when the footer offers the only way out. Escape still closes. */
  hideCloseButton?: boolean;
}

export function DialogContent({
  className,
  children,
  closeLabel = 'Close',
  hideCloseButton = false,
  ...props
}: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay data-slot="dialog-overlay" className="fixed inset-0 z-50 bg-overlay" />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn(
          // Centred in the room a sticky notice leaves free (notice/notice.tsx), so it never covers the dialog.
          'fixed top-[calc(50%+var(--sticky-inset-top,0px)/2)] left-1/2 z-50 grid grid-cols-1 max-h-[calc(100dvh-2rem-var(--sticky-inset-top,0px))] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2',
          'gap-4 overflow-y-auto rounded-lg border bg-surface p-6 text-foreground shadow-lg',
          'focus-visible:outline-2 focus-visible:outline-ring',
          className,
        )}
        {...props}
      >
        {children}
        {!hideCloseButton && (
          <DialogPrimitive.Close asChild>
            <Button variant="ghost" size="icon" aria-label={closeLabel} className="absolute top-3 right-3">
              <X />
            </Button>
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="dialog-header" className={cn('flex flex-col gap-1.5 pe-8', className)} {...props} />;
}

/** The actions row: the main action last, so it sits at the right on wide screens and on top on narrow ones. */
export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title data-slot="dialog-title" className={cn('text-lg font-semibold', className)} {...props} />
  );
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}

/**
 * A ref that focuses its element when it appears: for the one action of a dialog whose content changes while it is
 * open ('Check your inbox'), since Radix places the focus only when the dialog opens.
 */
export function focusWhenShown(element: HTMLElement | null): void {
  element?.focus();
}
