import type { AppContext } from '../context/app-context.ts';
import type { JobDefinition } from '../job-runner/job-runner.ts';
import { failTaxStatementRun, makeTaxStatementRun, taxStatementRunQueue } from './service.ts';

export { taxStatementRunQueue };

interface TaxStatementRunJob {
  runId: number;
}

/**
 * Makes one admin's run of every investor's statements of a year (`makeTaxStatementRun`, which gives one outcome
 * however often it runs). After its last retry the run is FAILED with why, so the admin's page stops waiting; the
 * dead-letter queue tells the operator as for every job. The app is handed over as a getter: the runner that runs
 * this job is part of it.
 */
export function taxStatementRunJob(appOf: () => AppContext): JobDefinition<TaxStatementRunJob> {
  return {
    queue: taxStatementRunQueue,
    description: "Make every investor's tax statement of a tax year, as one zip",
    options: { policy: 'short', retryLimit: 3 },
    async run(job) {
      const app = appOf();
      try {
        await makeTaxStatementRun(app, job.data.runId);
      } catch (error) {
        if (job.retryCount >= job.retryLimit) {
          await failTaxStatementRun(app, job.data.runId, error instanceof Error ? error.message : String(error));
        }
        throw error;
      }
    },
  };
}
