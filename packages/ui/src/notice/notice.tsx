import { cva, type VariantProps } from 'class-variance-authority';
import { useLayoutEffect, useRef, type ComponentProps } from 'react';
import { cn } from '../cn.ts';

/**
 * The CSS property a sticky notice keeps up to date on the root element: how far down the viewport its bottom edge
 * is. Dialogs and sheets start below it, so the notice, drawn above their backdrop, never covers them.
 */
export const STICKY_INSET_PROPERTY = '--sticky-inset-top';

const noticeVariants = cva('border-2 text-base text-foreground', {
  variants: {
    tone: {
      warning: 'border-warning bg-warning-soft',
      info: 'border-info bg-info-soft',
      neutral: 'border-foreground bg-surface',
    },
    placement: {
      inline: 'rounded-md px-4 py-3',
      // Above dialog and sheet backdrops (z-50), below menus (z-70) opened over it; its links stay live while a
      // modal dialog makes the rest of the page inert to the pointer (pressing one closes the dialog).
      sticky: 'pointer-events-auto sticky top-0 z-60 px-4 py-2 shadow-md',
    },
  },
  defaultVariants: { tone: 'warning', placement: 'inline' },
});

export type NoticeProps = ComponentProps<'div'> & VariantProps<typeof noticeVariants>;

/**
 * A bordered box of text that is always shown and cannot be dismissed, in the body text's size. `sticky` keeps it at
 * the top of the viewport while the page scrolls, above any dialog's backdrop. It has no role of its own: give it a
 * landmark (`role="region"` and a name) when it stands for a part of the page.
 */
export function Notice({ tone, placement, className, ref, ...props }: NoticeProps) {
  const box = useRef<HTMLDivElement | null>(null);
  const sticky = placement === 'sticky';
  useLayoutEffect(() => (sticky && box.current ? publishBottomEdge(box.current) : undefined), [sticky]);
  return (
    <div
      ref={(element) => {
        box.current = element;
        if (typeof ref === 'function') ref(element);
        else if (ref) ref.current = element;
      }}
      data-slot="notice"
      className={cn(noticeVariants({ tone, placement }), className)}
      {...props}
    />
  );
}

/** Writes the box's bottom edge to the root element whenever it moves (scroll) or changes height; undoes it on leave. */
function publishBottomEdge(element: HTMLElement): () => void {
  const root = document.documentElement;
  let frame = 0;
  let written = '';
  const write = () => {
    frame = 0;
    const value = `${Math.max(0, Math.round(element.getBoundingClientRect().bottom))}px`;
    if (value !== written) root.style.setProperty(STICKY_INSET_PROPERTY, (written = value));
  };
  const schedule = () => {
    if (frame === 0) frame = requestAnimationFrame(write);
  };
  write();
  const resize = new ResizeObserver(schedule);
  resize.observe(element);
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule, { passive: true });
  return () => {
    cancelAnimationFrame(frame);
    resize.disconnect();
    window.removeEventListener('scroll', schedule);
    window.removeEventListener('resize', schedule);
    root.style.removeProperty(STICKY_INSET_PROPERTY);
  };
}

export { noticeVariants };
