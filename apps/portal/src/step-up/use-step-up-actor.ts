import type { SecondFactorMethod, StepUpCode, StepUpConfirmation } from '@keystone/api';
import { stepUpMachine } from '@keystone/flows/second-factor';
import { useActorRef } from '@xstate/react';
import { useLayoutEffect, useRef, useState } from 'react';
import { fromPromise, type Snapshot } from 'xstate';
import { useStepUpCalls } from '../api/auth.ts';
import type { PasskeyBrowser } from '../passkey-browser/passkey-browser.tsx';

/** The step-up machine of flows, its calls from the auth data module; a snapshot for stories. */
export function useStepUpActor(methods: SecondFactorMethod[], passkeys: PasskeyBrowser, snapshot?: Snapshot<unknown>) {
  const calls = useStepUpCalls(passkeys.authenticate);
  const latest = useRef(calls);
  useLayoutEffect(() => {
    latest.current = calls;
  });
  const [logic] = useState(() =>
    stepUpMachine.provide({
      actors: {
        confirmSecondFactor: fromPromise<StepUpConfirmation, StepUpCode>(({ input }) =>
          latest.current.confirmSecondFactor(input),
        ),
        confirmWithPasskey: fromPromise<StepUpConfirmation, Record<string, never>>(() =>
          latest.current.confirmWithPasskey(),
        ),
      },
    }),
  );
  return useActorRef(logic, { input: { methods }, ...(snapshot && { snapshot }) });
}
