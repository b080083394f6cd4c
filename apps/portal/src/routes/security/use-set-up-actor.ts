import type {
  PasskeyRegistration,
  PasskeyRegistrationOptions,
  RegistrationResponseJSON,
  SecondFactorAdded,
  SecondFactorMethod,
  TotpSetup,
} from '@keystone/api';
import { secondFactorSetUpMachine } from '@keystone/flows/second-factor';
import {
  browserSupportsWebAuthn,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON as BrowserCreationOptions,
} from '@simplewebauthn/browser';
import { useActorRef } from '@xstate/react';
import { useLayoutEffect, useRef, useState } from 'react';
import { fromPromise, type Snapshot } from 'xstate';
import { useSecondFactorSetUpCalls } from '../../api/second-factors.ts';

/** Whether this browser can make and use passkeys: without it, the passkey buttons do not show. */
export function useWebAuthnSupport(): boolean {
  const [supported] = useState(browserSupportsWebAuthn);
  return supported;
}

/**
 * The set-up machine of flows, its server calls from the second factors' data module and the browser's passkey prompt
 * (@simplewebauthn/browser 14 `startRegistration({ optionsJSON })`, whose failure keeps the DOMException's name, so
 * flows tells a closed prompt apart); a snapshot for stories.
 */
export function useSetUpActor(method: SecondFactorMethod | undefined, snapshot?: Snapshot<unknown>) {
  const calls = useSecondFactorSetUpCalls();
  // The actor outlives renders; it calls whatever the last render gave it.
  const latest = useRef(calls);
  useLayoutEffect(() => {
    latest.current = calls;
  });
  const [logic] = useState(() =>
    secondFactorSetUpMachine.provide({
      actors: {
        startTotpSetup: fromPromise<TotpSetup, void>(() => latest.current.startTotpSetup()),
        confirmTotpSetup: fromPromise<SecondFactorAdded, { code: string }>(({ input }) =>
          latest.current.confirmTotpSetup(input),
        ),
        startPasskeyRegistration: fromPromise<PasskeyRegistrationOptions, void>(() =>
          latest.current.startPasskeyRegistration(),
        ),
        createPasskey: fromPromise<RegistrationResponseJSON, PasskeyRegistrationOptions>(
          // The contract's `hints` are strings; the browser's are its own names of them ('security-key', …).
          async ({ input }) =>
            (await startRegistration({
              optionsJSON: input.options as BrowserCreationOptions,
            })) as RegistrationResponseJSON,
        ),
        addPasskey: fromPromise<SecondFactorAdded, PasskeyRegistration>(({ input }) =>
          latest.current.addPasskey(input),
        ),
      },
    }),
  );
  return useActorRef(logic, { input: { method }, ...(snapshot && { snapshot }) });
}
