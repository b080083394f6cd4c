export interface StepWindow {
  /** Index of the first visible step. */
  start: number;
  /** Index after the last visible step. */
  end: number;
}

/**
 * Which steps a narrow header shows: the first `size` steps until the active step would fall off the end,
 * then a window that keeps the active step last. With six KYC steps and a window of 4 the view starts to
 * scroll once the active index is above 3.
 */
export function getStepWindow(activeIndex: number, stepCount: number, size = 4): StepWindow {
  if (stepCount <= size) return { start: 0, end: stepCount };
  const lastStart = stepCount - size;
  const start = Math.min(Math.max(activeIndex - (size - 1), 0), lastStart);
  return { start, end: start + size };
}

/** Step numbers as the KYC header shows them: `01`, `02`, … */
export function stepNumber(index: number): string {
  return String(index + 1).padStart(2, '0');
}
