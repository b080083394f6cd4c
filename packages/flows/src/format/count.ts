const counts = new Intl.NumberFormat('en-GB');

/** `1,234`: a count of people, projects or pledges, grouped in thousands. */
export function formatCount(value: number): string {
  return counts.format(value);
}
