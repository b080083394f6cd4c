import { useQuery } from '@tanstack/react-query';
import { useSession } from '../session/session-context.tsx';

/** The server's public settings (`GET /settings`): the support address comes from its configuration. */
export function usePublicSettings() {
  const { api } = useSession();
  return useQuery({
    queryKey: ['public-settings'],
    staleTime: Infinity,
    queryFn: async () => {
      const { data, error } = await api.GET('/settings');
      if (error) throw error;
      return data;
    },
  });
}
