import { errorText } from '@keystone/flows/errors';
import { Message, type MessageProps } from '@keystone/ui';
import { isUnexpectedFailure } from './unexpected-failure.ts';

/**
 * The words of a refusal the person can act on (a catalogue error), worded by `wording` (the server's own by
 * default); `null` for no failure or an unexpected one, for which the query client has opened the generic modal.
 */
export function refusalText(error: unknown, wording: (error: unknown) => string = errorText): string | null {
  if (error === null || error === undefined || isUnexpectedFailure(error)) return null;
  return wording(error);
}

/**
 * A mutation's `onError` for a refusal told outside a form (a notice, an outcome above a table): `tell` receives
 * its words; an unexpected failure is left to the generic modal. Forms use `showOnForm` instead.
 * `useDeleteFaq({ onError: onRefusal((text) => report({ variant: 'error', text })) })`
 */
export function onRefusal(
  tell: (text: string) => void,
  wording?: (error: unknown) => string,
): (error: unknown) => void {
  return (error) => {
    const text = refusalText(error, wording);
    if (text !== null) tell(text);
  };
}

type RefusalMessageProps = Omit<MessageProps, 'variant' | 'children'> & {
  /** A query's or a mutation's error; nothing shows for none, nor for an unexpected failure (the modal's case). */
  error: unknown;
  wording?: (error: unknown) => string;
};

/** A refusal told inline, in the design system's error `Message`, where no form holds it. */
export function RefusalMessage({ error, wording, ...props }: RefusalMessageProps) {
  const text = refusalText(error, wording);
  if (text === null) return null;
  return (
    <Message variant="error" {...props}>
      {text}
    </Message>
  );
}
