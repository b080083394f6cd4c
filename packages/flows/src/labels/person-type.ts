export const PERSON_TYPES = ['INDIVIDUAL', 'PROFESSIONAL'] as const;
export type PersonType = (typeof PERSON_TYPES)[number];

export const PERSON_TYPE_LABELS: Readonly<Record<PersonType, string>> = {
  INDIVIDUAL: 'Individual',
  PROFESSIONAL: 'Company',
};
