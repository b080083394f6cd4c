/** What a screen may add to a data module's mutation: its own reaction once the module has updated the cache. */
export interface MutationCallbacks<TData = void> {
  onSuccess?: (data: TData) => void;
  onError?: (error: unknown) => void;
}
