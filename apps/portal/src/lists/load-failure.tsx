import { Button, Message } from '@keystone/ui';
import { refusal } from '../api/index.ts';

interface LoadFailureProps {
  error: unknown;
  onRetry: () => void;
}

/**
 * Why a screen has nothing to show, with a way to try again. One message per failure: a refusal is told here in
 * the server's words (dismissible); an unexpected failure has opened the generic modal already (the query client's
 * handlers), so the page adds no words of its own, only the way to try again.
 */
export function LoadFailure({ error, onRetry }: LoadFailureProps) {
  const retry = (
    <Button variant="link" size="sm" className="mt-1 w-fit" onClick={onRetry}>
      Try again
    </Button>
  );
  const text = refusal(error);
  if (text === null) return retry;
  return (
    <Message variant="error">
      <p>{text}</p>
      {retry}
    </Message>
  );
}
