import type { operations, User } from '@keystone/api';
import { keepPreviousData, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { API_BASE_URL } from './portal-api.ts';
import { useApi } from './use-api.ts';

/** The admin's users (seed 000 §1 'Users'): the list, one user's profile and the five actions on a user. */
export const userKeys = {
  /** Every page, filter and sort of `GET /users`. */
  lists: ['get', '/users'] as const,
  /** `GET /users/{id}`. */
  detail: (id: number) => ['get', '/users/{id}', { params: { path: { id } } }] as const,
  /** Every page of `GET /users/{id}/consumer-journey`. */
  journeyLog: (id: number) => ['get', '/users/{id}/consumer-journey', { params: { path: { id } } }] as const,
};

export type UsersQuery = NonNullable<operations['listUsers']['parameters']['query']>;

/** `GET /users` for one page; the previous page stays on screen while the next one loads. */
export function useUsers(query: UsersQuery) {
  return useApi().useQuery('get', '/users', { params: { query } }, { placeholderData: keepPreviousData });
}

/** `GET /users/{id}`; the admin actions refresh it. */
export function useUser(id: number) {
  return useApi().useQuery('get', '/users/{id}', { params: { path: { id } } });
}

export type ConsumerJourneyLogQuery = NonNullable<operations['getUserConsumerJourneyLog']['parameters']['query']>;

/**
 * `GET /users/{id}/consumer-journey`: a page of the user's journey record, oldest first (issue 24 §7, issue 32);
 * the page on screen stays while the next one loads.
 */
export function useUserConsumerJourneyLog(id: number, query: ConsumerJourneyLogQuery) {
  return useApi().useQuery(
    'get',
    '/users/{id}/consumer-journey',
    { params: { path: { id }, query } },
    { placeholderData: keepPreviousData },
  );
}

/** The same log as a PDF, saved as a file; a link, so the session cookie carries the admin's access. */
export const userConsumerJourneyPdfUrl = (id: number) =>
  `${API_BASE_URL}/users/${id}/consumer-journey/document?download=true`;

/** A user the server answered after an action: the cached profile becomes it, and every list is read again. */
export function publishUpdatedUser(queryClient: QueryClient, updated: User): void {
  queryClient.setQueryData<User>(userKeys.detail(updated.id), updated);
  void queryClient.invalidateQueries({ queryKey: userKeys.lists });
}

export type UserAdminAction = 'approveKyc' | 'rejectKyc' | 'resetQuestions' | 'activate' | 'deactivate';

interface UserAdminActionCallbacks {
  onSuccess?: (action: UserAdminAction, updated: User) => void;
  onError?: (error: unknown) => void;
}

/**
 * The admin's five actions on a user, one mutation per operation. Each answers the user, who is published (the
 * refresh is not awaited: a dialog closes as soon as the server answered) before the screen's own reaction.
 */
export function useUserAdminActions({ onSuccess, onError }: UserAdminActionCallbacks) {
  const $api = useApi();
  const queryClient = useQueryClient();
  const options = (action: UserAdminAction) => ({
    onError,
    onSuccess: (updated: User) => {
      publishUpdatedUser(queryClient, updated);
      onSuccess?.(action, updated);
    },
  });
  return {
    approveKyc: $api.useMutation('put', '/users/{id}/kyc/approve', options('approveKyc')),
    rejectKyc: $api.useMutation('put', '/users/{id}/kyc/reject', options('rejectKyc')),
    resetQuestions: $api.useMutation('put', '/users/{id}/reset-answer-attempts', {
      ...options('resetQuestions'),
      onSuccess: (updated: User) => {
        // The reset is in the user's journey record now.
        void queryClient.invalidateQueries({ queryKey: userKeys.journeyLog(updated.id) });
        options('resetQuestions').onSuccess(updated);
      },
    }),
    activate: $api.useMutation('put', '/users/{id}/status/active', options('activate')),
    deactivate: $api.useMutation('put', '/users/{id}/status/not-active', options('deactivate')),
  };
}
