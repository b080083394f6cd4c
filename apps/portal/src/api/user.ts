import type { ContactDetails, User } from '@keystone/api';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { PortalApi } from './portal-api.ts';
import { useApi } from './use-api.ts';

/** The cache key of `GET /user` as the typed hooks make it (`$api.useQuery('get', '/user')`): the signed-in user's one home. */
export const currentUserKey = ['get', '/user'] as const;

/**
 * The session's `GET /user`: asked once (a 401 is how a visitor is told apart, so neither a retry nor the modal),
 * then read from the cache by every screen through the session.
 */
export function currentUserQuery($api: PortalApi) {
  return $api.queryOptions('get', '/user', undefined, { retry: false, meta: { errorModal: false } });
}

/** Puts a user the server answered (sign-in, KYC saves) where every screen reads the signed-in user. */
export function publishCurrentUser(queryClient: QueryClient, user: User): void {
  queryClient.setQueryData<User>(currentUserKey, user);
}

/** The one way a screen publishes a user the server answered: `const publishUser = usePublishUser(); publishUser(next)`. */
export function usePublishUser(): (user: User) => void {
  const queryClient = useQueryClient();
  return useCallback((user: User) => publishCurrentUser(queryClient, user), [queryClient]);
}

/** A mutation answering the user: the answer is published before the screen's own reaction. */
type UserCallbacks<TVariables = unknown> = {
  onSuccess?: (user: User, variables: TVariables) => void;
  onError?: (error: unknown) => void;
};

/** `PUT /user/details`: the photo, phone, e-mail and website (a new phone or e-mail waits for a mailed link). */
export function useSaveContactDetails({ onSuccess, onError }: UserCallbacks<{ body: ContactDetails }>) {
  const publishUser = usePublishUser();
  return useApi().useMutation('put', '/user/details', {
    onError,
    onSuccess: (user, variables) => {
      publishUser(user);
      onSuccess?.(user, variables);
    },
  });
}

/** `PUT /user/bank-details`: where withdrawals are paid. */
export function useSaveBankDetails({ onSuccess, onError }: UserCallbacks) {
  const publishUser = usePublishUser();
  return useApi().useMutation('put', '/user/bank-details', {
    onError,
    onSuccess: (user, variables) => {
      publishUser(user);
      onSuccess?.(user, variables);
    },
  });
}

/** `POST /user/confirm/{token}`: the mailed link confirming a new phone or e-mail. */
export function useConfirmContactChange({ onSuccess, onError }: UserCallbacks) {
  const publishUser = usePublishUser();
  return useApi().useMutation('post', '/user/confirm/{token}', {
    onError,
    onSuccess: (user, variables) => {
      publishUser(user);
      onSuccess?.(user, variables);
    },
  });
}
