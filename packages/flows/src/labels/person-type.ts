import type { PersonType } from '@keystone/api';

export type { PersonType };
export const PERSON_TYPE_LABELS: Readonly<Record<PersonType, string>> = {
  INDIVIDUAL: 'Individual',
  PROFESSIONAL: 'Company',
};
