import { errorText, formErrorDisplay, type ApiError } from '@keystone/flows/errors';
import { Message, type MessageProps } from '@keystone/ui';
import { setServerErrors } from '@keystone/ui/form';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { isUnexpectedFailure } from './unexpected-failure.ts';

/*
 * The portal's one way to show a refusal (docs/ADDING-A-FEATURE.md §5). `refusal` decides, once for every screen,
 * whether a failure is a refusal the person can act on (a catalogue error below 500) or an unexpected one, which the
 * query client's handlers have told in the generic modal. It lands in one of two places: the form that made the call
 * (`showOnForm`: fields by `setError`, the message as the root error), or, with no form, an error message
 * (`RefusalMessage` from the call's state, `onRefusal` where the screen reports outcomes in a message of its own).
 * ESLint keeps `isUnexpectedFailure` and `setServerErrors` inside this folder, so no screen decides it again.
 */

/**
 * What a screen makes of a refusal: its words (`errorText`, the server's own) unless `read` says otherwise, or
 * `null` for no failure and for an unexpected one (the generic modal's).
 * `refusal(verify.error, () => TEXTS.invalid) ?? TEXTS.failed`
 */
export function refusal(error: unknown): string | null;
export function refusal<T>(error: unknown, read: (refused: ApiError) => T): T | null;
export function refusal(error: unknown, read: (refused: ApiError) => unknown = errorText): unknown {
  if (error === null || error === undefined || isUnexpectedFailure(error)) return null;
  // Not an unexpected failure, so an error of the catalogue.
  return read(error as ApiError);
}

interface ShowOnFormOptions {
  /** The form's message for the refusal; the server's own words by default. */
  wording?: (error: unknown) => string;
  /** The form's name of a field the server named otherwise (the declaration's `figures.netAssetsPence`). */
  fieldName?: (serverField: string) => string | undefined;
  /**
   * For a call whose `meta.errorModal` is `false` only: the form is then the one place to say even an unexpected
   * failure (signing in shows a server fault in the form, seed 000 §8).
   */
  alsoUnexpected?: boolean;
}

/**
 * A mutation's `onError` for the form that made the call: the server's field errors under their fields (the first
 * takes the focus), its message (worded by `wording`) above the form. An error a machine holds is shown by calling
 * the result with it. Unexpected failures are left to the generic modal.
 * `useInvite({ onError: showOnForm(form, inviteErrorMessage) })`
 */
export function showOnForm<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError'>,
  wordingOrOptions: ShowOnFormOptions['wording'] | ShowOnFormOptions = {},
): (error: unknown) => void {
  const options = typeof wordingOrOptions === 'function' ? { wording: wordingOrOptions } : wordingOrOptions;
  const { wording = errorText, fieldName = () => undefined, alsoUnexpected = false } = options;
  return (error) => {
    if (!alsoUnexpected && refusal(error) === null) return;
    const fieldMessages: Record<string, string> = {};
    for (const [field, message] of Object.entries(formErrorDisplay(error).fieldMessages)) {
      fieldMessages[fieldName(field) ?? field] = message;
    }
    setServerErrors(form, { fieldMessages, message: wording(error) });
  };
}

/**
 * A mutation's `onError` where the screen tells outcomes in a message of its own (a notice that times out, the
 * outcome above a table, the host of a dialog that closes): `tell` receives the refusal's words.
 * `useDeleteFaq({ onError: onRefusal((text) => report({ variant: 'error', text })) })`
 */
export function onRefusal(
  tell: (text: string) => void,
  wording: (error: unknown) => string = errorText,
): (error: unknown) => void {
  return (error) => {
    const text = refusal(error, wording);
    if (text !== null) tell(text);
  };
}

type RefusalMessageProps = Omit<MessageProps, 'variant' | 'children'> & {
  /** A query's or a mutation's error; nothing shows for none, nor for an unexpected failure (the modal's case). */
  error: unknown;
  wording?: (error: unknown) => string;
};

/** A refusal told inline, in the design system's error `Message`, where no form holds it. */
export function RefusalMessage({ error, wording = errorText, ...props }: RefusalMessageProps) {
  const text = refusal(error, wording);
  if (text === null) return null;
  return (
    <Message variant="error" {...props}>
      {text}
    </Message>
  );
}
