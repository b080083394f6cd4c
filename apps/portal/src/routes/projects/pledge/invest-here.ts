import type { Project } from '@keystone/api';

/**
 * 'Invest here' is offered while the project takes pledges and its short target is not yet met (seed 001 §2). Kept
 * apart from `@keystone/flows/pledge` so the details page decides without loading the flow.
 */
export function isOpenForPledges(
  project: Pick<Project, 'status' | 'shortFundingTargetPence' | 'shortFundedSumPence'>,
): boolean {
  return project.status === 'AVAILABLE_TO_PLEDGE' && project.shortFundingTargetPence > project.shortFundedSumPence;
}
