import { apiError } from '@keystone/flows/errors';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient, retryOnceIfUnexpected } from './query-client.ts';

function failingCalls(meta?: { errorModal?: boolean }) {
  const onUnexpectedFailure = vi.fn();
  const client = createQueryClient({ onUnexpectedFailure });
  const query = (error: unknown) =>
    client
      .fetchQuery({ queryKey: ['q', Math.random()], retry: false, meta, queryFn: () => Promise.reject(error) })
      .catch(() => {});
  const mutation = (error: unknown) =>
    client
      .getMutationCache()
      .build(client, { meta, mutationFn: () => Promise.reject(error) })
      .execute(undefined)
      .catch(() => {});
  return { onUnexpectedFailure, query, mutation };
}

describe('the query client, the one place unexpected failures are shown', () => {
  it('opens the generic modal when a query or a mutation fails unexpectedly', async () => {
    const { onUnexpectedFailure, query, mutation } = failingCalls();
    await query(apiError(1));
    await mutation(apiError(21));
    await mutation(new TypeError('Failed to fetch'));
    expect(onUnexpectedFailure).toHaveBeenCalledTimes(3);
  });

  it('leaves catalogue errors to the screen that made the call', async () => {
    const { onUnexpectedFailure, query, mutation } = failingCalls();
    await query(apiError(13));
    await mutation(apiError(12));
    expect(onUnexpectedFailure).not.toHaveBeenCalled();
  });

  it('opens nothing for a call whose screen words every failure (meta.errorModal false)', async () => {
    const { onUnexpectedFailure, query, mutation } = failingCalls({ errorModal: false });
    await query(apiError(1));
    await mutation(apiError(1));
    expect(onUnexpectedFailure).not.toHaveBeenCalled();
  });

  it('retries a query once after an unexpected failure, never after a refusal', () => {
    expect(retryOnceIfUnexpected(0, apiError(1))).toBe(true);
    expect(retryOnceIfUnexpected(1, apiError(1))).toBe(false);
    expect(retryOnceIfUnexpected(0, apiError(11))).toBe(false);
  });
});
