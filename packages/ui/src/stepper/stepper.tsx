import type { ComponentProps } from 'react';
import { cn } from '../cn.ts';
import { getStepWindow, stepNumber } from './step-window.ts';

export interface StepperProps extends ComponentProps<'nav'> {
  /** Step titles in order, without numbers: 'Personal details'. */
  steps: readonly string[];
  /** The current step, from 0. */
  activeIndex: number;
  /** How many steps fit in the header at once. */
  windowSize?: number;
  /**
   * What a screen reader hears of the position, 'Step 1 of 6' by default; a flow whose later steps hang on choices
   * still to be made says it without a total.
   */
  progressLabel?: string;
}

type StepState = 'complete' | 'active' | 'upcoming';

function stateOf(index: number, activeIndex: number): StepState {
  if (index < activeIndex) return 'complete';
  return index === activeIndex ? 'active' : 'upcoming';
}

/** A wizard header: numbered steps ('01 Personal details'), a window of them at a time. */
export function Stepper({
  steps,
  activeIndex,
  windowSize = 4,
  className,
  'aria-label': ariaLabel = 'Progress',
  progressLabel = `Step ${Math.min(activeIndex + 1, steps.length)} of ${steps.length}`,
  ...props
}: StepperProps) {
  const { start, end } = getStepWindow(activeIndex, steps.length, windowSize);
  return (
    <nav data-slot="stepper" aria-label={ariaLabel} className={cn('w-full', className)} {...props}>
      <p className="sr-only">{progressLabel}</p>
      <ol className="flex items-center gap-2">
        {steps.map((title, index) => {
          const state = stateOf(index, activeIndex);
          // Every step is in the list a screen reader reads, so it counts the steps the position says ('Step 1 of 6'):
          // those outside the window are only out of sight.
          const inWindow = index >= start && index < end;
          return (
            <li
              key={title}
              data-state={state}
              data-in-window={inWindow}
              aria-current={state === 'active' ? 'step' : undefined}
              className={cn(
                'group flex min-w-0 flex-1 items-center gap-2 border-b-2 border-border pb-2 data-[state=active]:border-primary data-[state=complete]:border-primary',
                // On a phone the other steps show their numbers only, leaving the line to the current step's title.
                state !== 'active' && 'max-sm:flex-none',
                !inWindow && 'sr-only',
              )}
            >
              <span
                className={cn(
                  'flex size-8 shrink-0 items-center justify-center rounded-full border text-sm font-semibold tabular-nums',
                  'border-input text-muted-foreground',
                  'group-data-[state=active]:border-primary group-data-[state=active]:text-primary',
                  'group-data-[state=complete]:border-primary group-data-[state=complete]:bg-primary group-data-[state=complete]:text-primary-foreground',
                )}
              >
                {stepNumber(index)}
              </span>{' '}
              <span
                className={cn(
                  'truncate text-sm text-muted-foreground group-data-[state=active]:font-semibold group-data-[state=active]:text-foreground',
                  state !== 'active' && 'max-sm:sr-only',
                )}
              >
                {title}
                {state === 'complete' && <span className="sr-only"> (completed)</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
