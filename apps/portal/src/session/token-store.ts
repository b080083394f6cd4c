/**
 * The signed-in token, held outside React: the API client reads it on every request, and the session re-renders
 * from it (`useSyncExternalStore`) when sign-in or sign-out changes it.
 */
export interface TokenStore {
  get(): string | null;
  set(token: string | null): void;
  subscribe(listener: () => void): () => void;
}

export function createTokenStore(initial: string | null): TokenStore {
  let token = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => token,
    set(next) {
      if (next === token) return;
      token = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
