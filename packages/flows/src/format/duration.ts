const units: ReadonlyArray<readonly [seconds: number, name: string]> = [
  [86_400, 'day'],
  [3_600, 'hour'],
  [60, 'minute'],
];

/** How long something lasts, in the largest whole unit: `formatDuration(7 * 86_400)` is `7 days`, 5 400 s `90 minutes`. */
export function formatDuration(seconds: number): string {
  for (const [size, name] of units) {
    if (seconds >= size && seconds % size === 0) {
      const count = seconds / size;
      return `${count} ${name}${count === 1 ? '' : 's'}`;
    }
  }
  return `${seconds} seconds`;
}
