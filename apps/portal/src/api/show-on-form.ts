import { errorText, formErrorDisplay } from '@keystone/flows/errors';
import { setServerErrors } from '@keystone/ui/form';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { isUnexpectedFailure } from './unexpected-failure.ts';

/**
 * A mutation's `onError` for the form that made the call: the server's field errors under their fields, its
 * message (worded by `wording`, the server's own by default) above the form. Unexpected failures are left alone:
 * the query client has opened the generic modal for them.
 * `$api.useMutation('post', '/auth/invite', { onError: showOnForm(form, inviteErrorMessage) })`
 */
export function showOnForm<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError'>,
  wording: (error: unknown) => string = errorText,
): (error: unknown) => void {
  return (error) => {
    if (isUnexpectedFailure(error)) return;
    setServerErrors(form, { fieldMessages: formErrorDisplay(error).fieldMessages, message: wording(error) });
  };
}
