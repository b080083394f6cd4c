import type { MarketingPreferences } from '@keystone/api';
import { useQueryClient } from '@tanstack/react-query';
import type { MutationCallbacks } from './mutation-callbacks.ts';
import { useApi } from './use-api.ts';

/** The contact form and the investor's news e-mails (seed 000 §2, §5). */
export const marketingKeys = {
  /** `GET /marketing`: the signed-in investor's news subscription. */
  preferences: ['get', '/marketing'] as const,
};

/** `POST /marketing/contact-us`. */
export function useContactUs({ onError }: MutationCallbacks) {
  return useApi().useMutation('post', '/marketing/contact-us', { onError });
}

/** `GET /marketing` (`getMarketingPreferences`). */
export function useMarketingPreferences() {
  return useApi().useQuery('get', '/marketing');
}

/** `POST /marketing` (`updateMarketingPreferences`) signed in: the answer becomes the cached preferences. */
export function useUpdateMarketingPreferences() {
  const queryClient = useQueryClient();
  return useApi().useMutation('post', '/marketing', {
    onSuccess: (saved) => queryClient.setQueryData<MarketingPreferences>(marketingKeys.preferences, saved),
  });
}

/**
 * `POST /marketing` (`updateMarketingPreferences`) with a news e-mail's token: unsubscribes with no sign-in; nothing
 * cached changes.
 */
export function useUpdateMarketingPreferencesByToken() {
  return useApi().useMutation('post', '/marketing');
}
