import { validateFields, type FieldRules } from '@keystone/flows/rules';
import { AppError } from './app-error.ts';

/** Runs the portal's own rules (packages/flows) on the server: 400 code 2 with every failing field's message. */
export function assertFieldsValid<T extends object>(values: T, rules: FieldRules<T>): void {
  const fieldErrors = validateFields(values, rules);
  if (fieldErrors.length > 0) throw new AppError(2, { fieldErrors });
}
