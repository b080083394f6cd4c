import { useQueryClient } from '@tanstack/react-query';

/** After a save or delete every FAQ list (each admin page and search, the Help page) is read again. */
export function useRefreshFaqLists() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ predicate: ({ queryKey }) => queryKey[1] === '/marketing/faq' });
}
