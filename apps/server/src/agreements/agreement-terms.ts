import type { InvestmentTerm, InvestStrategy } from '@keystone/api';

/** What an agreement says: the parties, the project and, per term, what is pledged on what terms. */
export interface AgreementTerms {
  /** Printed on every page: the pledge's reference for a draft, the agreement's for a signed copy. */
  reference: string;
  firm: { name: string; companyNumber: string; registeredOffice: string; regulatorStatus: string };
  investor: { name: string; email: string };
  project: { id: number; title: string; address: string; city: string };
  strategy: InvestStrategy;
  terms: {
    term: InvestmentTerm;
    amountPence: number;
    /** Percent a year, or null when the strategy's rate is not set. */
    expectedRate: number | null;
    startDate: string | null;
    endDate: string | null;
  }[];
  /** When the agreement was drawn up; now unless given. */
  issuedAt?: Date;
}

/** How, when and by whom the agreement was signed: printed on it and on its final evidence page. */
export interface SignatureEvidence {
  /** The signature image as PNG or JPEG bytes. */
  image: Uint8Array;
  signedAt: Date;
  ip: string | null;
  /** Where the signer was, as the agreement log records it (a city or region from the address), when known. */
  location?: string | null;
  /** The audit trail so far: each event with its time (and the phone number for the SMS). */
  events: { event: string; at: Date; number?: string | null }[];
}
