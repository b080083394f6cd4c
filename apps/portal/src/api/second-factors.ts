import type {
  PasskeyRegistration,
  PasskeyRegistrationOptions,
  RecoveryCodes,
  SecondFactorAdded,
  TotpSetup,
} from '@keystone/api';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { MutationCallbacks } from './mutation-callbacks.ts';
import { invalidateSessions } from './sessions.ts';
import { useApi } from './use-api.ts';
import { currentUserKey } from './user.ts';
import { userKeys } from './users.ts';

/**
 * Second factors (issue 36): the caller's authenticator app, passkeys and recovery codes (the Security page and its
 * set-up), and the admin's support reset of an investor's. Changing a factor reads the current user again, whose
 * `secondFactorMethods` the platform guard reads (an admin without one is kept on the Security page).
 */
export const secondFactorKeys = {
  /** `GET /user/second-factors`. */
  own: ['get', '/user/second-factors'] as const,
};

/** `GET /user/second-factors` (`getSecondFactors`): the authenticator, passkeys, recovery codes left. */
export function useSecondFactors() {
  return useApi().useQuery('get', '/user/second-factors');
}

/** A factor changed: the factors and the current user are read again. */
export function invalidateSecondFactors(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: secondFactorKeys.own }),
    queryClient.invalidateQueries({ queryKey: currentUserKey }),
  ]).then(() => undefined);
}

/** The calls setting up a factor makes (flows `secondFactorSetUpMachine`), as plain functions; the browser's prompt is the screen's. */
export interface SecondFactorSetUpCalls {
  startTotpSetup: () => Promise<TotpSetup>;
  confirmTotpSetup: (input: { code: string }) => Promise<SecondFactorAdded>;
  startPasskeyRegistration: () => Promise<PasskeyRegistrationOptions>;
  addPasskey: (input: PasskeyRegistration) => Promise<SecondFactorAdded>;
}

/**
 * `startTotpSetup`, `confirmTotpSetup`, `startPasskeyRegistration` and `addPasskey`. Their refusals are the machine's
 * to show (a wrong code, code 60, beside the code field); a factor added reads the factors, the current user and the
 * sessions again (the first factor signs the other sessions out).
 */
export function useSecondFactorSetUpCalls(): SecondFactorSetUpCalls {
  const $api = useApi();
  const queryClient = useQueryClient();
  const changed = () => {
    void invalidateSecondFactors(queryClient);
    void invalidateSessions(queryClient);
  };
  const startTotp = $api.useMutation('post', '/user/second-factors/totp');
  const confirmTotp = $api.useMutation('put', '/user/second-factors/totp', { onSuccess: changed });
  const startPasskey = $api.useMutation('post', '/user/passkeys/options');
  const addPasskey = $api.useMutation('post', '/user/passkeys', { onSuccess: changed });
  return {
    startTotpSetup: () => startTotp.mutateAsync({}),
    confirmTotpSetup: (body) => confirmTotp.mutateAsync({ body }),
    startPasskeyRegistration: () => startPasskey.mutateAsync({}),
    addPasskey: (body) => addPasskey.mutateAsync({ body }),
  };
}

/** `DELETE /user/second-factors/totp` (`removeTotp`): the authenticator off. */
export function useRemoveTotp({ onSuccess, onError }: MutationCallbacks) {
  const queryClient = useQueryClient();
  return useApi().useMutation('delete', '/user/second-factors/totp', {
    onError,
    onSuccess: () => {
      void invalidateSecondFactors(queryClient);
      onSuccess?.();
    },
  });
}

/** `DELETE /user/passkeys/{id}` (`removePasskey`). */
export function useRemovePasskey({ onSuccess, onError }: MutationCallbacks) {
  const queryClient = useQueryClient();
  return useApi().useMutation('delete', '/user/passkeys/{id}', {
    onError,
    onSuccess: () => {
      void invalidateSecondFactors(queryClient);
      onSuccess?.();
    },
  });
}

/** `POST /user/recovery-codes` (`regenerateRecoveryCodes`): ten new codes, shown once; the old ones stop working. */
export function useRegenerateRecoveryCodes({ onSuccess, onError }: MutationCallbacks<RecoveryCodes>) {
  const queryClient = useQueryClient();
  return useApi().useMutation('post', '/user/recovery-codes', {
    onError,
    onSuccess: (codes) => {
      void queryClient.invalidateQueries({ queryKey: secondFactorKeys.own });
      onSuccess?.(codes);
    },
  });
}

/** `DELETE /users/{id}/second-factors` (`resetUserSecondFactors`, the admin): the investor's profile is read again. */
export function useResetUserSecondFactors({ onSuccess, onError }: MutationCallbacks) {
  const queryClient = useQueryClient();
  return useApi().useMutation('delete', '/users/{id}/second-factors', {
    onError,
    onSuccess: (_, { params }) => {
      void queryClient.invalidateQueries({ queryKey: userKeys.detail(params.path.id) });
      onSuccess?.();
    },
  });
}
