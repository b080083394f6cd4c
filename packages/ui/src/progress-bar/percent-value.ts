/** Keeps a percentage inside 0–100; something that is not a number counts as no progress. */
export function clampPercent(value: number): number {
  if (Number.isNaN(value)) return 0;
  return Math.min(Math.max(value, 0), 100);
}

/** The text a person sees and hears for a percentage: `45%`. */
export function percentText(value: number): string {
  return `${Math.round(clampPercent(value))}%`;
}
