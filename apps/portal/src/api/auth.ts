import type { ApiClient, TokenValidation } from '@keystone/api';
import type { MutationCallbacks } from './mutation-callbacks.ts';
import { useApi } from './use-api.ts';

/**
 * Signing in and out, registering, invitations and passwords (seed 000 §1-§3). None of these reads is cached: each
 * answers one person once.
 */

/** `POST /auth/logout`; failures are not told: an already ended session is the outcome wanted. */
export async function endSession(client: ApiClient): Promise<void> {
  await client.POST('/auth/logout');
}

/**
 * `POST /auth/login`. Seed 000 §8: every answer, a server fault included, is told in the form, so signing in opens
 * no generic modal.
 */
export function useLogin({ onError }: MutationCallbacks) {
  return useApi().useMutation('post', '/auth/login', { meta: { errorModal: false }, onError });
}

/** `PUT /auth/registry`: the invited person's account, from the invitation's token. */
export function useRegister({ onError }: MutationCallbacks) {
  return useApi().useMutation('put', '/auth/registry', { onError });
}

/** `POST /auth/request-invite`: a visitor asks to be invited. */
export function useRequestInvite({ onError }: MutationCallbacks) {
  return useApi().useMutation('post', '/auth/request-invite', { onError });
}

/** `POST /auth/invite`: an admin invites someone. */
export function useInvite({ onError }: MutationCallbacks) {
  return useApi().useMutation('post', '/auth/invite', { onError });
}

/** `POST /auth/send-restore-password-link`. */
export function useSendRestorePasswordLink({ onError }: MutationCallbacks) {
  return useApi().useMutation('post', '/auth/send-restore-password-link', { onError });
}

/** `PUT /auth/restore-password`: the new password, from the e-mailed link's token. */
export function useRestorePassword({ onError }: MutationCallbacks) {
  return useApi().useMutation('put', '/auth/restore-password', { onError });
}

/** `POST /auth/verify-email`: the welcome e-mail's link. */
export function useVerifyEmail() {
  return useApi().useMutation('post', '/auth/verify-email');
}

/**
 * Checks an e-mailed link's token once (`POST /auth/validate`, which does not consume it): when the page opens,
 * never again behind the person's back.
 */
export function useTokenValidation(token: string, tokenType: TokenValidation['tokenType']) {
  return useApi().useQuery(
    'post',
    '/auth/validate',
    { body: { token, tokenType } },
    { staleTime: Number.POSITIVE_INFINITY, gcTime: 0, retry: false },
  );
}
