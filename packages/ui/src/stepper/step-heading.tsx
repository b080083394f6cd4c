import { useLayoutEffect, useRef, type ComponentProps } from 'react';
import { cn } from '../cn.ts';
import { STICKY_INSET_PROPERTY } from '../notice/notice.tsx';

export interface StepHeadingProps extends ComponentProps<'h2'> {
  /** The heading's level in its page: a flow inside a page's section is a level lower. */
  level?: 2 | 3;
  /**
   * What identifies the step on show. When it changes, the heading takes the focus and is scrolled to the top of
   * the view, below any sticky notice. `undefined` while the step has nothing to show yet (loading): the next step
   * named is compared with the last one that was.
   */
  step: string | undefined;
  /**
   * The flow replaced the control that opened it ('Invest here'), whose focus went with it: as the first step opens
   * the heading takes the focus that nothing holds, scrolled into view if it is out of it. Off, the first step
   * leaves the focus where it is (the page's heading), and the page where it was.
   */
  takesFocusOnOpen?: boolean;
}

/**
 * A wizard's or flow's step heading. A step change keeps no scroll position of the step before: on a phone the new
 * step opens at its top, clear of the sticky notice (its bottom edge is `--sticky-inset-top`, which `scroll-margin-top`
 * reads), and a screen reader hears the step's name from the focus.
 */
export function StepHeading({
  level = 2,
  step,
  takesFocusOnOpen = false,
  className,
  style,
  ref,
  ...props
}: StepHeadingProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const heading = useRef<HTMLHeadingElement | null>(null);
  const shown = useRef<string | undefined>(undefined);
  // Before paint: the step is never drawn at the last step's scroll position first.
  useLayoutEffect(() => {
    if (step === undefined || step === shown.current) return;
    const opening = shown.current === undefined;
    shown.current = step;
    if (!heading.current || (opening && !(takesFocusOnOpen && focusIsLost()))) return;
    // Opening, the flow shows where the control that opened it was: the page moves only if its heading is hidden.
    if (!opening || isHidden(heading.current)) scrollToTop(heading.current);
    heading.current.focus({ preventScroll: true });
  }, [step, takesFocusOnOpen]);
  return (
    <Heading
      ref={(element) => {
        heading.current = element;
        if (typeof ref === 'function') ref(element);
        else if (ref) ref.current = element;
      }}
      tabIndex={-1}
      data-slot="step-heading"
      className={cn('outline-none', className)}
      style={{ scrollMarginTop: `calc(var(${STICKY_INSET_PROPERTY}, 0px) + 1rem)`, ...style }}
      {...props}
    />
  );
}

/** Nothing holds the focus: the element that had it left the page. */
function focusIsLost(): boolean {
  return document.activeElement === null || document.activeElement === document.body;
}

/** Under the sticky notice (the heading's scroll margin) or below the screen's foot. */
function isHidden(heading: HTMLElement): boolean {
  const { top, bottom } = heading.getBoundingClientRect();
  return top < parseFloat(getComputedStyle(heading).scrollMarginTop) || bottom > window.innerHeight;
}

/** Scrolls the heading's top to the top of the view below the sticky notice; smoothly unless motion is reduced. */
function scrollToTop(heading: HTMLElement) {
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  heading.scrollIntoView({ block: 'start', behavior: reduced ? 'auto' : 'smooth' });
}
