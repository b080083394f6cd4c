import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';

/** Where `<Form>` reads the server's message: react-hook-form clears root errors on the next submit. */
export const SERVER_ERROR = 'root.server';

export interface ServerErrors {
  /** Messages to show under fields, keyed by the form's field name. */
  fieldMessages?: Readonly<Record<string, string>>;
  /** The message to show above the form. */
  message?: string;
}

/**
 * Puts what the server refused on the form: each field's message under it (the first field takes the focus), the
 * general message above the form.
 */
export function setServerErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError'>,
  { fieldMessages = {}, message }: ServerErrors,
): void {
  // The person starts again where the server refused: the focus goes to the first field in error (issue 9).
  Object.entries(fieldMessages).forEach(([field, fieldMessage], index) => {
    form.setError(field as FieldPath<T>, { type: 'server', message: fieldMessage }, { shouldFocus: index === 0 });
  });
  if (message !== undefined) form.setError(SERVER_ERROR, { type: 'server', message });
}
