import type { Faq, operations } from '@keystone/api';
import { keepPreviousData, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { MutationCallbacks } from './mutation-callbacks.ts';
import { useApi } from './use-api.ts';

/** The FAQ (seed 000 §1, §7): read by everyone on the Help page, kept by admins. */
export const faqKeys = {
  /** Every page and search of `GET /marketing/faq`, the admin's and the Help page's. */
  lists: ['get', '/marketing/faq'] as const,
};

export type FaqQuery = NonNullable<operations['listFaq']['parameters']['query']>;

/** `GET /marketing/faq` (public) for one page and search; the previous answer stays while the next loads. */
export function useFaqs(query: FaqQuery) {
  return useApi().useQuery('get', '/marketing/faq', { params: { query } }, { placeholderData: keepPreviousData });
}

/** After a save or delete every FAQ list (each admin page and search, the Help page) is read again. */
export function invalidateFaqs(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: faqKeys.lists });
}

/** `POST /marketing/faq`: adds a record, or replaces the one whose id the body carries. */
export function useSaveFaq({ onSuccess, onError }: MutationCallbacks<Faq>) {
  const queryClient = useQueryClient();
  return useApi().useMutation('post', '/marketing/faq', {
    onError,
    onSuccess: (saved) => {
      void invalidateFaqs(queryClient);
      onSuccess?.(saved);
    },
  });
}

/** `DELETE /marketing/faq/{id}`. */
export function useDeleteFaq({ onSuccess, onError }: MutationCallbacks) {
  const queryClient = useQueryClient();
  return useApi().useMutation('delete', '/marketing/faq/{id}', {
    onError,
    onSuccess: () => {
      void invalidateFaqs(queryClient);
      onSuccess?.();
    },
  });
}
