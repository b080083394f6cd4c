import type { ContactTopic } from '@keystone/api';
import { CONTACT_TOPICS } from '@keystone/flows/rules';
import type { SelectOption } from '@keystone/ui';

/** Readable words for seed 000's contact topics. */
export const CONTACT_TOPIC_LABELS: Readonly<Record<ContactTopic, string>> = {
  PROPERTY_DEVELOPER: 'I am a property developer',
  COMPANY_INVESTOR: 'I invest through a company',
  INDIVIDUAL_INVESTOR: 'I invest as an individual',
  KYC: 'Know your customer (KYC) checks',
  OTHER: 'Something else',
};

export const CONTACT_TOPIC_OPTIONS: SelectOption[] = CONTACT_TOPICS.map((value) => ({
  value,
  label: CONTACT_TOPIC_LABELS[value],
}));
