import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { Button } from '../button/button.tsx';
import { cn } from '../cn.ts';

/** A panel that slides over the page from its edge (a navigation drawer on narrow screens): a modal Radix Dialog. */
export const Sheet = DialogPrimitive.Root;
export const SheetTrigger = DialogPrimitive.Trigger;
export const SheetClose = DialogPrimitive.Close;

export interface SheetContentProps extends ComponentProps<typeof DialogPrimitive.Content> {
  /** The edge the panel comes from. */
  side?: 'left' | 'right';
  /** The accessible name of the corner close button. */
  closeLabel?: string;
}

export function SheetContent({
  side = 'left',
  className,
  children,
  closeLabel = 'Close',
  ...props
}: SheetContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay data-slot="sheet-overlay" className="fixed inset-0 z-50 bg-overlay" />
      <DialogPrimitive.Content
        data-slot="sheet-content"
        data-side={side}
        className={cn(
          // Never wider than the screen less a strip of page, so a tap beside it closes it even at 320 px; below a
          // sticky notice (notice/notice.tsx), which stays above the backdrop.
          'fixed top-[var(--sticky-inset-top,0px)] bottom-0 z-50 flex w-72 max-w-[calc(100vw-3rem)] flex-col gap-4 overflow-y-auto bg-surface p-4 text-foreground shadow-lg',
          'focus-visible:outline-2 focus-visible:outline-ring',
          side === 'left' ? 'left-0 border-r border-border' : 'right-0 border-l border-border',
          className,
        )}
        {...props}
      >
        <DialogPrimitive.Close asChild>
          <Button variant="ghost" size="icon" aria-label={closeLabel} className="self-end">
            <X />
          </Button>
        </DialogPrimitive.Close>
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function SheetTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title data-slot="sheet-title" className={cn('text-lg font-semibold', className)} {...props} />
  );
}

export function SheetDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="sheet-description"
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}
