import type { LoginRequest, LoginResponse, SecondStepCode, SecondStepRequired } from '@keystone/api';
import { signInMachine } from '@keystone/flows/second-factor';
import { useActorRef } from '@xstate/react';
import { useLayoutEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { useSignInCalls } from '../../api/auth.ts';
import type { PasskeyBrowser } from '../../passkey-browser/passkey-browser.tsx';

/** The sign-in machine of flows, its calls from the auth data module and the browser's passkeys. */
export function useSignInActor(passkeys: PasskeyBrowser) {
  const calls = useSignInCalls(passkeys.authenticate);
  // The actor outlives renders; it calls whatever the last render gave it.
  const latest = useRef(calls);
  useLayoutEffect(() => {
    latest.current = calls;
  });
  const [logic] = useState(() =>
    signInMachine.provide({
      actors: {
        login: fromPromise<LoginResponse | SecondStepRequired, LoginRequest>(({ input }) =>
          latest.current.login(input),
        ),
        signInWithCode: fromPromise<LoginResponse, SecondStepCode>(({ input }) => latest.current.signInWithCode(input)),
        signInWithPasskey: fromPromise<LoginResponse, { ticket?: string; rememberMe: boolean }>(({ input }) =>
          latest.current.signInWithPasskey(input),
        ),
      },
    }),
  );
  return useActorRef(logic);
}
