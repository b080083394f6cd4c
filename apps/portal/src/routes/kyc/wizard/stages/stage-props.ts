import type { KycForm, KycFormField } from '@keystone/flows/kyc';

export type EditableKycField = Exclude<KycFormField, 'answers'>;

/** What every stage receives: the form as the machine holds it, the messages to show, and a way to change a field. */
export interface StageProps {
  form: KycForm;
  /** The message under each field, by field name. */
  errors: Readonly<Partial<Record<string, string>>>;
  /** While a call is under way nothing may change. */
  disabled: boolean;
  setField: <F extends EditableKycField>(field: F, value: KycForm[F]) => void;
}
