import type {
  ApiClient,
  AuthenticationResponseJSON,
  LoginRequest,
  LoginResponse,
  PublicKeyCredentialRequestOptionsJSON,
  SecondStepCode,
  SecondStepRequired,
  StepUpCode,
  StepUpConfirmation,
  TokenValidation,
} from '@keystone/api';
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

/** `POST /auth/login/code` (`signInWithCode`): the second step with a code. */
export function useSignInWithCode({ onError }: MutationCallbacks = {}) {
  return useApi().useMutation('post', '/auth/login/code', { meta: { errorModal: false }, onError });
}

/** `POST /auth/login/passkey/options` (`startPasskeySignIn`): the challenge, with the ticket or without a password. */
export function useStartPasskeySignIn({ onError }: MutationCallbacks = {}) {
  return useApi().useMutation('post', '/auth/login/passkey/options', { meta: { errorModal: false }, onError });
}

/** `POST /auth/login/passkey` (`signInWithPasskey`): the browser's answer to the challenge. */
export function useSignInWithPasskey({ onError }: MutationCallbacks = {}) {
  return useApi().useMutation('post', '/auth/login/passkey', { meta: { errorModal: false }, onError });
}

/** `POST /auth/step-up` (`confirmSecondFactor`): the session confirmed with a code. */
export function useConfirmSecondFactor({ onError }: MutationCallbacks = {}) {
  return useApi().useMutation('post', '/auth/step-up', { meta: { errorModal: false }, onError });
}

/** `POST /auth/step-up/passkey/options` (`startPasskeyStepUp`). */
export function useStartPasskeyStepUp({ onError }: MutationCallbacks = {}) {
  return useApi().useMutation('post', '/auth/step-up/passkey/options', { meta: { errorModal: false }, onError });
}

/** `POST /auth/step-up/passkey` (`confirmWithPasskey`). */
export function useConfirmWithPasskey({ onError }: MutationCallbacks = {}) {
  return useApi().useMutation('post', '/auth/step-up/passkey', { meta: { errorModal: false }, onError });
}

/** What the browser's passkey prompt is given and answers (`@simplewebauthn/browser`'s `startAuthentication`). */
export type AuthenticateWithPasskey = (
  options: PublicKeyCredentialRequestOptionsJSON,
) => Promise<AuthenticationResponseJSON>;

/** The calls the sign-in machine (flows `signInMachine`) makes, as plain functions. */
export interface SignInCalls {
  login: (credentials: LoginRequest) => Promise<LoginResponse | SecondStepRequired>;
  signInWithCode: (input: SecondStepCode) => Promise<LoginResponse>;
  signInWithPasskey: (input: { ticket?: string; rememberMe: boolean }) => Promise<LoginResponse>;
}

/**
 * `login`, `signInWithCode`, and a passkey sign-in whole (`startPasskeySignIn`, the browser's prompt given by
 * `authenticate`, `signInWithPasskey`). Every failure is the sign-in screen's to word (seed 000 §8).
 */
export function useSignInCalls(authenticate: AuthenticateWithPasskey): SignInCalls {
  const login = useLogin({});
  const withCode = useSignInWithCode();
  const start = useStartPasskeySignIn();
  const withPasskey = useSignInWithPasskey();
  return {
    login: (body) => login.mutateAsync({ body }),
    signInWithCode: (body) => withCode.mutateAsync({ body }),
    signInWithPasskey: async ({ ticket, rememberMe }) => {
      const { challengeId, options } = await start.mutateAsync({ body: ticket === undefined ? {} : { ticket } });
      const credential = await authenticate(options);
      return withPasskey.mutateAsync({
        body: { challengeId, credential, ...(ticket === undefined ? { rememberMe } : { ticket }) },
      });
    },
  };
}

/** The calls the step-up machine (flows `stepUpMachine`) makes, as plain functions. */
export interface StepUpCalls {
  confirmSecondFactor: (input: StepUpCode) => Promise<StepUpConfirmation>;
  confirmWithPasskey: () => Promise<StepUpConfirmation>;
}

/** `confirmSecondFactor`, and a passkey step-up whole (`startPasskeyStepUp`, the prompt, `confirmWithPasskey`). */
export function useStepUpCalls(authenticate: AuthenticateWithPasskey): StepUpCalls {
  const withCode = useConfirmSecondFactor();
  const start = useStartPasskeyStepUp();
  const withPasskey = useConfirmWithPasskey();
  return {
    confirmSecondFactor: (body) => withCode.mutateAsync({ body }),
    confirmWithPasskey: async () => {
      const { challengeId, options } = await start.mutateAsync({});
      const credential = await authenticate(options);
      return withPasskey.mutateAsync({ body: { challengeId, credential } });
    },
  };
}
