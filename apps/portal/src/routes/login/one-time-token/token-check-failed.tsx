import { Button, Message } from '@keystone/ui';

interface TokenCheckFailedProps {
  /** The server's reason (a rate limit); without one the generic modal has already spoken. */
  message: string | null;
  onRetry(): void;
}

/** The link could not be checked: it may still be good, so the person can try again rather than start over. */
export function TokenCheckFailed({ message, onRetry }: TokenCheckFailedProps) {
  return (
    <div className="mt-6 flex flex-col gap-4">
      <Message variant="error" dismissible={false}>
        {message ?? 'We could not check your link.'}
      </Message>
      <Button onClick={onRetry}>Try again</Button>
    </div>
  );
}
