import type { JobDefinition } from '../../job-runner/job-runner.ts';
import type { PersonType } from '@keystone/api';
import type { UserKycDocumentsKind as KycDocumentKind } from '../../db/schema.generated.ts';

/** What a KYC provider receives when an investor finishes the wizard. */
export interface KycApplication {
  userId: number;
  personType: PersonType;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  /** Storage keys of the uploaded documents, by kind. */
  documents: { kind: KycDocumentKind; storageKey: string }[];
}

/** The five reasons a provider can give when it refuses documents (seed 000 §3). */
export type ProviderRejectReason =
  'addressProof' | 'articlesOfAssociation' | 'identityProof' | 'registrationProof' | 'shareholderDeclaration';

export type ProviderDecision = { accepted: true } | { accepted: false; reason: ProviderRejectReason; message: string };

/** Where a provider's decision goes (kyc/service.ts records it on the investor). */
export type RecordKycDecision = (userId: number, reference: string, decision: ProviderDecision) => Promise<void>;

/**
 * Checks the documents of an application. `submit` resolves once the provider has taken the application (its
 * decision arrives later, through the `RecordKycDecision` it was built with); it rejects when the provider cannot be
 * reached.
 */
export interface KycProvider {
  submit(application: KycApplication): Promise<{ reference: string }>;
  /** The background work it needs (a sandbox's delayed decision), run by the app's job runner. */
  readonly jobs?: readonly JobDefinition<never>[];
  /** Stops pending work when the server shuts down. */
  close(): Promise<void>;
}
