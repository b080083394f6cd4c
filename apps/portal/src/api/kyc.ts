import type { User } from '@keystone/api';
import { kycRefetchInterval } from '@keystone/flows/kyc';
import { useQuery } from '@tanstack/react-query';
import { useApi, useApiClient } from './use-api.ts';
import { usePublishUser } from './user.ts';

/**
 * The investor's KYC (seed 000 §4): the wizard's saves and the procedure's start and restart. Each answers the user,
 * who is published to the cache, so the page shows the finished screen once the procedure has started.
 */
export function useKycMutations() {
  const $api = useApi();
  const publishUser = usePublishUser();
  return {
    save: $api.useMutation('put', '/user', { onSuccess: publishUser }),
    start: $api.useMutation('put', '/user/start-kyc-procedure', { onSuccess: publishUser }),
    restart: $api.useMutation('put', '/user/restart-kyc-procedure', { onSuccess: publishUser }),
  };
}

/** The finished screen's Back on a rejection: the procedure starts again, and the screen learns it first. */
export function useRestartKyc({ onSuccess }: { onSuccess?: () => void }) {
  const publishUser = usePublishUser();
  return useApi().useMutation('put', '/user/restart-kyc-procedure', {
    onSuccess: (restarted) => {
      onSuccess?.();
      publishUser(restarted);
    },
  });
}

/**
 * The finished screen's user: `GET /user` asked again by the seed's rule (`kycRefetchInterval`: 5 s up to 10 more
 * times while DRAFT, 5 minutes while IN_PROGRESS). Each answer goes straight to the current user, except an
 * approval: it waits for Back (`usePublishUser`), or the route guard would leave /platform/kyc before 'Activated'
 * is seen. The query lives only while the screen does, starting from the current user. It is the one call through
 * the plain client: the typed hook would share the session's cache entry, which the route guard reads.
 */
export function useKycStatusPoll(user: User) {
  const client = useApiClient();
  const publishUser = usePublishUser();
  return useQuery({
    queryKey: ['kyc-status-poll', user.id],
    queryFn: async () => {
      const { data, error } = await client.GET('/user');
      if (error) throw error;
      if (data.kycStatus !== 'APPROVED') publishUser(data);
      return data;
    },
    initialData: user,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchIntervalInBackground: true,
    // Failed polls count, and the next is tried on time; the screen keeps what it showed.
    refetchInterval: (query) =>
      kycRefetchInterval(query.state.data, query.state.dataUpdateCount + query.state.errorUpdateCount),
    meta: { errorModal: false },
  });
}
