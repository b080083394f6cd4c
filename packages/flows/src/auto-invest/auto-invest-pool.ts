import type { Project } from '@keystone/api';

const PENCE_PER_POUND = 100;

/** One term's pool: `sharePercent` of its target, rounded down to the pound (allocations are in whole pounds). */
export function autoInvestTermPoolPence(targetPence: number, sharePercent: number): number {
  return Math.floor((targetPence * sharePercent) / 100 / PENCE_PER_POUND) * PENCE_PER_POUND;
}

/** What a project keeps first for auto-investors at `sharePercent`: each term's pool, and both together. */
export function autoInvestPoolPence(
  project: Pick<Project, 'shortFundingTargetPence' | 'longFundingTargetPence'>,
  sharePercent: number,
): { shortPence: number; longPence: number; totalPence: number } {
  const shortPence = autoInvestTermPoolPence(project.shortFundingTargetPence, sharePercent);
  const longPence =
    project.longFundingTargetPence === null ? 0 : autoInvestTermPoolPence(project.longFundingTargetPence, sharePercent);
  return { shortPence, longPence, totalPence: shortPence + longPence };
}
