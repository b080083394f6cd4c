import type { User } from '@keystone/api';

type RejectReasonField =
  | 'kycRejectReason'
  | 'identityProofRejectReason'
  | 'addressProofRejectReason'
  | 'registrationProofRejectReason'
  | 'articlesOfAssociationRejectReason'
  | 'shareholderDeclarationRejectReason';

/** The overall reason first, then the KYC provider's reason for each document, named so the admin knows which. */
const REASONS: ReadonlyArray<{ field: RejectReasonField; document: string | null }> = [
  { field: 'kycRejectReason', document: null },
  { field: 'identityProofRejectReason', document: 'Proof of identity' },
  { field: 'addressProofRejectReason', document: 'Proof of address' },
  { field: 'registrationProofRejectReason', document: 'Registration proof' },
  { field: 'articlesOfAssociationRejectReason', document: 'Articles of association' },
  { field: 'shareholderDeclarationRejectReason', document: 'Shareholder declaration' },
];

/** Every reason a user's KYC was rejected for (seed 000 §4 "the combined reject reasons"), blanks and repeats left out. */
export function combinedRejectReasons(user: Pick<User, RejectReasonField>): string[] {
  const reasons: string[] = [];
  for (const { field, document } of REASONS) {
    const reason = user[field]?.trim();
    if (!reason) continue;
    const text = document ? `${document}: ${reason}` : reason;
    if (!reasons.includes(text)) reasons.push(text);
  }
  return reasons;
}
