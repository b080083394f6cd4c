import { useApi } from './use-api.ts';

/** `GET /loan-book` (public, issue 34 §5): the figures the job stored last, with when they were computed. */
export function useLoanBook() {
  return useApi().useQuery('get', '/loan-book');
}
