import type { User } from '@keystone/api';
import { kycRefetchInterval } from '@keystone/flows/kyc';
import { useQuery } from '@tanstack/react-query';
import { usePublishUser, useSession } from '../../../session/index.ts';

/**
 * The finished screen's user: `GET /user` asked again by the seed's rule (`kycRefetchInterval`: 5 s up to 10 more
 * times while DRAFT, 5 minutes while IN_PROGRESS). Each answer goes straight to the current user, except an
 * approval: it waits for Back (`usePublishUser`), or the route guard would leave /platform/kyc before 'Activated'
 * is seen. The query lives only while the screen does, starting from the current user.
 */
export function useKycStatusPoll(user: User) {
  const { api } = useSession();
  const publishUser = usePublishUser();
  return useQuery({
    queryKey: ['kyc-status-poll', user.id],
    queryFn: async () => {
      const { data, error } = await api.GET('/user');
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
