import type { ResaleListing, ResalePurchaseResult, ResalePurchaseStart, ResalePurchaseStarted } from '@keystone/api';
import {
  resalePurchaseMachine,
  type FinishResalePurchaseInput,
  type SendResalePurchaseSmsInput,
} from '@keystone/flows/resale';
import { useActorRef } from '@xstate/react';
import { useLayoutEffect, useRef, useState } from 'react';
import { fromPromise, type Snapshot } from 'xstate';
import { useResalePurchaseCalls } from '../../../api/resale.ts';

/**
 * Flows' purchase machine with its calls from the resale data module (`api/resale.ts`). Their failures are the
 * machine's to hold: a refusal ends the flow or goes back to the step it is about; an unexpected failure has opened
 * the generic modal, and the step offers a retry.
 */
export function useResalePurchaseActor({
  listing,
  snapshot,
}: {
  listing: ResaleListing;
  snapshot?: Snapshot<unknown> | undefined;
}) {
  const calls = useResalePurchaseCalls();
  // The actor outlives renders; it calls whatever the last render gave it.
  const latest = useRef(calls);
  useLayoutEffect(() => {
    latest.current = calls;
  });
  const [logic] = useState(() =>
    resalePurchaseMachine.provide({
      actors: {
        startResalePurchase: fromPromise<ResalePurchaseStarted, ResalePurchaseStart>(({ input }) =>
          latest.current.startResalePurchase(input),
        ),
        sendResalePurchaseSms: fromPromise<void, SendResalePurchaseSmsInput>(({ input }) =>
          latest.current.sendResalePurchaseSms(input),
        ),
        finishResalePurchase: fromPromise<ResalePurchaseResult, FinishResalePurchaseInput>(({ input }) =>
          latest.current.finishResalePurchase(input),
        ),
      },
    }),
  );
  return useActorRef(logic, { input: { listing }, ...(snapshot && { snapshot }) });
}
