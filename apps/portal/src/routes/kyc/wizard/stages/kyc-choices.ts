import { docTypes, investorTypes, legalEntities, personTypes, titles, type InvestorType } from '@keystone/api';
import {
  DOC_TYPE_LABELS,
  INVESTOR_TYPE_LABELS,
  LEGAL_ENTITY_LABELS,
  PERSON_TYPE_LABELS,
  TITLE_LABELS,
} from '@keystone/flows/labels';
import type { SelectOption } from '@keystone/ui';

// The wizard's choices with the words the admin screens use for the same values, so both read alike.

const optionsOf = <T extends string>(values: readonly T[], labels: Readonly<Record<T, string>>): SelectOption[] =>
  values.map((value) => ({ value, label: labels[value] }));

export const TITLE_OPTIONS = optionsOf(titles, TITLE_LABELS);
export const DOC_TYPE_OPTIONS = optionsOf(docTypes, DOC_TYPE_LABELS);
export const LEGAL_ENTITY_OPTIONS = optionsOf(legalEntities, LEGAL_ENTITY_LABELS);
export const PERSON_TYPE_OPTIONS = optionsOf(personTypes, PERSON_TYPE_LABELS);
export const NATIONALITY_OPTIONS: SelectOption[] = [{ value: 'GB', label: 'United Kingdom' }];
export const COUNTRY_OF_RESIDENCE = 'United Kingdom';

/** Each investor category as seed 000 §9 explains it (FCA COBS 4.7 wording, shortened). */
export const INVESTOR_TYPE_EXPLANATIONS: Readonly<Record<InvestorType, string>> = {
  HIGH_NET_WORTH_INVESTOR:
    'In the last financial year I had an annual income of £100,000 or more, or I held net assets of £250,000 or more (not counting my home or pension).',
  SELF_CERTIFIED_INVESTOR:
    'I have invested in unlisted companies, worked in private equity, or been a director of a company with a turnover of at least £1 million, and I certify myself as a sophisticated investor.',
  CERTIFIED_SOPHISTICATED_INVESTOR:
    'I hold a certificate from an authorised firm, dated within the last 36 months, confirming that I am a sophisticated investor.',
  ADVISED_INVESTOR: 'I am receiving regulated investment advice or investment management for this investment.',
  EVERYDAY_INVESTOR:
    'I will not invest more than 10% of my net investable assets in this kind of investment in the next 12 months.',
};

export const INVESTOR_TYPE_CHOICES = investorTypes.map((value) => ({
  value,
  label: INVESTOR_TYPE_LABELS[value],
  description: INVESTOR_TYPE_EXPLANATIONS[value],
}));

export const RISK_STATEMENT =
  'I understand that my capital is at risk, that past performance is no indicator of future results, and that these investments are not protected by the Financial Services Compensation Scheme (FSCS).';
