import type { KycForm } from '@keystone/flows/kyc';
import type { Control } from 'react-hook-form';

/** What every stage's fields receive: the stage form's control (its values, rules and messages live in the form). */
export interface StageProps {
  control: Control<KycForm>;
  /** A company (PROFESSIONAL, as saved on the first stage) fills in the company blocks. */
  company: boolean;
}
