import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { MutationCallbacks } from './mutation-callbacks.ts';
import { useApi } from './use-api.ts';

/** Where the account is signed in (issue 36 §4): the Devices page. */
export const sessionKeys = {
  /** `GET /user/sessions`. */
  list: ['get', '/user/sessions'] as const,
};

/** `GET /user/sessions` (`listSessions`): the current session first, then the most recently seen. */
export function useSessions() {
  return useApi().useQuery('get', '/user/sessions');
}

/** The sessions changed (one signed out, or a first factor signed the others out): read them again. */
export function invalidateSessions(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: sessionKeys.list });
}

/** `DELETE /user/sessions/{sessionId}` (`endSession`): another device signed out. */
export function useEndSession({ onSuccess, onError }: MutationCallbacks) {
  const queryClient = useQueryClient();
  return useApi().useMutation('delete', '/user/sessions/{sessionId}', {
    onError,
    onSuccess: () => {
      void invalidateSessions(queryClient);
      onSuccess?.();
    },
  });
}

/** `POST /user/sessions/sign-out-others` (`signOutOtherSessions`): every session but this one signed out. */
export function useSignOutOtherSessions({ onSuccess, onError }: MutationCallbacks) {
  const queryClient = useQueryClient();
  return useApi().useMutation('post', '/user/sessions/sign-out-others', {
    onError,
    onSuccess: () => {
      void invalidateSessions(queryClient);
      onSuccess?.();
    },
  });
}
