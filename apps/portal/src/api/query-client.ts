import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isUnexpectedFailure } from './unexpected-failure.ts';

/** What a query or mutation may say about its failures (`meta` of `useQuery`/`useMutation`). */
export interface CallMeta extends Record<string, unknown> {
  /**
   * `false` when the screen words every failure of this call itself, unexpected ones included: signing in shows even
   * a server fault in the form (seed 000 §8), and the start-up profile signs the person out instead.
   */
  errorModal?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: CallMeta;
    mutationMeta: CallMeta;
  }
}

/** Queries try once more after a server fault or a dropped connection; a refusal (403, 404) will not change. */
export const retryOnceIfUnexpected = (failureCount: number, error: unknown): boolean =>
  failureCount < 1 && isUnexpectedFailure(error);

interface QueryClientOptions {
  /** Opens the generic 'Something went wrong' modal. */
  onUnexpectedFailure(): void;
}

/**
 * The portal's one owner of server state, and its one failure path: an unexpected failure of any query or mutation
 * opens the generic modal here; a catalogue error is left to the screen or form that made the call (`showOnForm`).
 */
export function createQueryClient({ onUnexpectedFailure }: QueryClientOptions): QueryClient {
  const report = (error: unknown, meta: CallMeta | undefined) => {
    if (meta?.errorModal !== false && isUnexpectedFailure(error)) onUnexpectedFailure();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => report(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _result, mutation) => report(error, mutation.meta),
    }),
    defaultOptions: {
      queries: { retry: retryOnceIfUnexpected, refetchOnWindowFocus: false, staleTime: 30_000 },
    },
  });
}
