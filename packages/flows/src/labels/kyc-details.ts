import type { DocType, InvestorType, LegalEntity, Title } from '@keystone/api';

// Display words for the KYC enumerations the seeds list without labels (seed 000 §3).

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
