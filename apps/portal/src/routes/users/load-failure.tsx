import { errorText } from '@keystone/flows/errors';
import { Button, Message } from '@keystone/ui';

interface LoadFailureProps {
  error: unknown;
  onRetry: () => void;
}

/** Why a screen has nothing to show, in the server's words, with a way to try again. */
export function LoadFailure({ error, onRetry }: LoadFailureProps) {
  return (
    <Message variant="error">
      <p>{errorText(error)}</p>
      <Button variant="link" size="sm" className="mt-1" onClick={onRetry}>
        Try again
      </Button>
    </Message>
  );
}
