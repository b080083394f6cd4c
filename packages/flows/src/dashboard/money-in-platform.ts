// 'My money in platform': each project's share of the investor's live money, in percent to two decimals.
// Largest remainder: the shares add up to exactly 100 whenever there is any money.

export interface ProjectMoney {
  projectId: number;
  projectName: string;
  sumPence: number;
}

export function moneyInPlatformShares<T extends ProjectMoney>(rows: readonly T[]): (T & { percent: number })[] {
  const total = rows.reduce((sum, row) => sum + row.sumPence, 0);
  if (total === 0) return rows.map((row) => ({ ...row, percent: 0 }));
  // Hundredths of a percent: 10,000 of them in the whole.
  const exact = rows.map((row) => (row.sumPence * 10_000) / total);
  const floors = exact.map(Math.floor);
  let left = 10_000 - floors.reduce((sum, value) => sum + value, 0);
  const byRemainder = exact.map((value, index) => ({ index, remainder: value - Math.floor(value) }));
  byRemainder.sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    floors[index] = (floors[index] ?? 0) + 1;
    left -= 1;
  }
  return rows.map((row, index) => ({ ...row, percent: (floors[index] ?? 0) / 100 }));
}
