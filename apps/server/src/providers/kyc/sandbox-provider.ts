import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Jobs, JobWithMetadata } from '../../job-runner/job-runner.ts';
import type { KycProvider, ProviderDecision, ProviderRejectReason, RecordKycDecision } from './kyc-provider.ts';

export const SANDBOX_REJECT_MESSAGES: Readonly<Record<ProviderRejectReason, string>> = {
  addressProof: 'The proof of address must be dated within the last three months and show your name and address',
  articlesOfAssociation: 'The articles of association are incomplete',
  identityProof: 'The identity document is unreadable or has expired',
  registrationProof: 'The registration proof does not match the company number',
  shareholderDeclaration: 'The shareholder declaration is not signed',
};

/**
 * How the sandbox decides, so every state can be reached locally (see the README): last name `Reject` refuses
 * the identity proof, `Reject-<reason>` (e.g. `Reject-addressProof`) refuses with that reason, `ProviderDown`
 * fails the submission itself; anyone else is accepted.
 */
export function sandboxDecision(lastName: string): ProviderDecision | 'unavailable' {
  const name = lastName.trim();
  if (name.toLowerCase() === 'providerdown') return 'unavailable';
  const match = /^reject(?:-(\w+))?$/i.exec(name);
  if (!match) return { accepted: true };
  const wanted = (match[1] ?? 'identityProof').toLowerCase();
  const reason =
    (Object.keys(SANDBOX_REJECT_MESSAGES) as ProviderRejectReason[]).find((key) => key.toLowerCase() === wanted) ??
    'identityProof';
  return { accepted: false, reason, message: SANDBOX_REJECT_MESSAGES[reason] };
}

/** The queue of the sandbox's decisions, each sent `delayMs` after the application. */
export const kycSandboxDecisionQueue = 'kyc-sandbox-decision';

interface SandboxDecisionJob {
  userId: number;
  reference: string;
  decision: ProviderDecision;
}

/**
 * The built-in provider: decides from the last name `delayMs` (KYC_SANDBOX_DELAY_MS) after the submission and records
 * the decision, at once when the delay is 0 (tests), otherwise through a job, which a restart or a crash does not
 * lose. Recording a decision twice (a job run again after a crash) finds the application already decided.
 */
export function createSandboxKycProvider({
  delayMs,
  log,
  recordDecision,
  jobs,
}: {
  delayMs: number;
  log: FastifyBaseLogger;
  recordDecision: RecordKycDecision;
  jobs: () => Jobs;
}): KycProvider {
  return {
    async submit(application) {
      const decision = sandboxDecision(application.lastName);
      if (decision === 'unavailable') throw new Error('KYC sandbox: provider unavailable (last name ProviderDown)');
      const reference = `sandbox-${randomUUID()}`;
      if (delayMs === 0) {
        // The submission stands whatever becomes of its decision, as with a provider that answers later.
        await recordDecision(application.userId, reference, decision).catch((error: unknown) =>
          log.error({ err: error, userId: application.userId }, 'KYC sandbox decision failed'),
        );
      } else {
        const job: SandboxDecisionJob = { userId: application.userId, reference, decision };
        await jobs().send(kycSandboxDecisionQueue, job, { delayMs });
      }
      return { reference };
    },
    jobs: [
      {
        queue: kycSandboxDecisionQueue,
        description: 'Decide a sandbox KYC check',
        async run({ data }: JobWithMetadata<SandboxDecisionJob>) {
          await recordDecision(data.userId, data.reference, data.decision);
        },
      },
    ],
    async close() {},
  };
}
