export { Form, FormServerError, type FormProps } from './form.tsx';
export { FormErrorSummary, type FormErrorSummaryProps } from './form-error-summary.tsx';
export { useFieldLabel } from './field-labels.ts';
export { checkboxProps, FormField, selectProps, type FieldBinding, type FormFieldProps } from './form-field.tsx';
export { rulesResolver, type FieldMessage, type FieldRules, type FormRule, type Rule } from './rules-resolver.ts';
export { SERVER_ERROR, setServerErrors, type ServerErrors } from './server-errors.ts';
export { ChoiceField, type Choice } from './choice-field.tsx';
