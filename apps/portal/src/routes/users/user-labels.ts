import type { DocType, InvestorType, KycStatus, LegalEntity, Title, User, UserStatus } from '@keystone/api';
import type { BadgeTone } from '@keystone/ui';

// Display words for the user enumerations the seeds list without labels (seed 000 §3). The KYC status and the
// person type have the seeds' own labels in @keystone/flows.

export const USER_STATUS_LABELS: Readonly<Record<UserStatus, string>> = {
  ACTIVE: 'Active',
  NOT_ACTIVE: 'Not active',
};

/** Badge colours; the badge's text says the status too. */
export const KYC_STATUS_TONES: Readonly<Record<KycStatus, BadgeTone>> = {
  DRAFT: 'neutral',
  IN_PROGRESS: 'info',
  APPROVED: 'success',
  REJECTED: 'danger',
};

export const USER_STATUS_TONES: Readonly<Record<UserStatus, BadgeTone>> = { ACTIVE: 'success', NOT_ACTIVE: 'warning' };

/** Seed 000 §9's five investor categories. */
export const INVESTOR_TYPE_LABELS: Readonly<Record<InvestorType, string>> = {
  HIGH_NET_WORTH_INVESTOR: 'High net worth investor',
  SELF_CERTIFIED_INVESTOR: 'Self-certified sophisticated investor',
  CERTIFIED_SOPHISTICATED_INVESTOR: 'Certified sophisticated investor',
  ADVISED_INVESTOR: 'Advised investor',
  EVERYDAY_INVESTOR: 'Everyday investor',
};

export const LEGAL_ENTITY_LABELS: Readonly<Record<LegalEntity, string>> = {
  BUSINESS: 'Business',
  ORGANIZATION: 'Organisation',
  SOLETRADER: 'Sole trader',
};

export const TITLE_LABELS: Readonly<Record<Title, string>> = { MR: 'Mr', MS: 'Ms', MRS: 'Mrs', MISS: 'Miss' };

export const DOC_TYPE_LABELS: Readonly<Record<DocType, string>> = {
  PASSPORT: 'Passport',
  DRIVERS_LICENSE: 'Driving licence',
};

/** How an admin screen names a user: the full name, else the e-mail (a new investor may have no name yet). */
export function userDisplayName(user: Pick<User, 'fullName' | 'email'>): string {
  return user.fullName?.trim() || user.email;
}
