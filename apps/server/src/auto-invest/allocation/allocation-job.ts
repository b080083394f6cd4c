import type { AppContext } from '../../context/app-context.ts';
import type { JobDefinition } from '../../job-runner/job-runner.ts';
import { autoInvestAllocationQueue } from '../rounds/open-round.ts';
import { runRound } from './allocation.ts';

export { autoInvestAllocationQueue };

interface AllocationJob {
  projectId: number;
}

/**
 * Allocates a project's auto-invest share (allocation.ts), sent in the transaction that opened the project. One job
 * per project waits or runs at a time ('exclusive' on the project's key); a retry or a run after a crash carries on
 * where the last one stopped, each step re-reading under its locks. The app is handed over as a getter: the runner
 * that runs this job is part of it.
 */
export function autoInvestAllocationJob(appOf: () => AppContext): JobDefinition<AllocationJob> {
  return {
    queue: autoInvestAllocationQueue,
    description: "Share a project's auto-invest part among the investors whose rules match it",
    // A round among many thousands may run longer than the default quarter of an hour; a crashed run is still taken
    // over within seconds by the heartbeat, and one past its time stops between turns (runRound's signal).
    options: { policy: 'exclusive', expireInSeconds: 4 * 60 * 60 },
    async run(job) {
      await runRound(appOf(), job.data.projectId, job.signal);
    },
  };
}
