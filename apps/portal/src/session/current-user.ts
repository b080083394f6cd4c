import type { User } from '@keystone/api';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/** The cache key of `GET /user` as the typed hooks make it (`$api.useQuery('get', '/user')`): the signed-in user's one home. */
export const currentUserKey = ['get', '/user'] as const;

/** Puts a user the server answered (sign-in, KYC saves) where every screen reads the signed-in user. */
export function publishCurrentUser(queryClient: QueryClient, user: User): void {
  queryClient.setQueryData<User>(currentUserKey, user);
}

/** The one way a screen publishes a user the server answered: `const publishUser = usePublishUser(); publishUser(next)`. */
export function usePublishUser(): (user: User) => void {
  const queryClient = useQueryClient();
  return useCallback((user: User) => publishCurrentUser(queryClient, user), [queryClient]);
}
