import type { CodeMethod, LoginRequest, LoginResponse, SecondStepRequired } from '@keystone/api';
import { fromPromise } from 'xstate';

// The server calls a sign-in makes. Each placeholder refuses loudly; the portal supplies the real call with
// `signInMachine.provide({ actors: { … } })`, rejecting with the contract's error.

function notProvided(machine: string, name: string): never {
  throw new Error(`${machine} machine: provide the ${name} actor with machine.provide({ actors })`);
}

/** `POST /auth/login`: a session (200) or, for a user with a second factor, a ticket for the second step (202). */
export const loginPlaceholder = fromPromise<LoginResponse | SecondStepRequired, LoginRequest>(async () =>
  notProvided('Sign-in', 'login'),
);

/** `POST /auth/login/code`: the second step with an authenticator code or a recovery code. */
export const signInWithCodePlaceholder = fromPromise<
  LoginResponse,
  { ticket: string; method: CodeMethod; code: string }
>(async () => notProvided('Sign-in', 'signInWithCode'));

/**
 * A passkey sign-in, whole: `POST /auth/login/passkey/options`, the browser's prompt, `POST /auth/login/passkey`.
 * With a ticket it is the second step; without one it signs in without a password and carries 'Remember me'.
 */
export const signInWithPasskeyPlaceholder = fromPromise<LoginResponse, { ticket?: string; rememberMe: boolean }>(
  async () => notProvided('Sign-in', 'signInWithPasskey'),
);

/** `POST /auth/step-up`: the caller's session confirmed with a code. */
export const confirmSecondFactorPlaceholder = fromPromise<
  { confirmedUntil: string; recoveryCodesLeft?: number },
  { method: CodeMethod; code: string }
>(async () => notProvided('Step-up', 'confirmSecondFactor'));

/** A passkey step-up, whole: `POST /auth/step-up/passkey/options`, the browser's prompt, `POST /auth/step-up/passkey`. */
export const confirmWithPasskeyPlaceholder = fromPromise<
  { confirmedUntil: string; recoveryCodesLeft?: number },
  Record<string, never>
>(async () => notProvided('Step-up', 'confirmWithPasskey'));
