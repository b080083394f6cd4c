import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type {
  KycApplication,
  KycProvider,
  ProviderDecision,
  ProviderRejectReason,
  RecordKycDecision,
} from './kyc-provider.ts';

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

/** The built-in provider: decides from the last name after `delayMs` (KYC_SANDBOX_DELAY_MS) and records the decision. */
export function createSandboxKycProvider({
  delayMs,
  log,
  recordDecision,
}: {
  delayMs: number;
  log: FastifyBaseLogger;
  recordDecision: RecordKycDecision;
}): KycProvider {
  const pending = new Set<NodeJS.Timeout>();
  const decide = async (application: KycApplication, reference: string, decision: ProviderDecision) => {
    try {
      await recordDecision(application.userId, reference, decision);
    } catch (error) {
      log.error({ err: error, userId: application.userId }, 'KYC sandbox decision failed');
    }
  };
  return {
    async submit(application) {
      const decision = sandboxDecision(application.lastName);
      if (decision === 'unavailable') throw new Error('KYC sandbox: provider unavailable (last name ProviderDown)');
      const reference = `sandbox-${randomUUID()}`;
      if (delayMs === 0) {
        await decide(application, reference, decision);
      } else {
        const timer = setTimeout(() => {
          pending.delete(timer);
          void decide(application, reference, decision);
        }, delayMs);
        pending.add(timer);
      }
      return { reference };
    },
    async close() {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    },
  };
}
