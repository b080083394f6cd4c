import type { ConsumerJourney, ConsumerJourneyEventRequest } from '@keystone/api';
import { consumerJourneyMachine } from '@keystone/flows/consumer-journey';
import { useActorRef } from '@xstate/react';
import { useLayoutEffect, useRef, useState } from 'react';
import { fromPromise, type Snapshot } from 'xstate';
import { useConsumerJourneyCalls } from '../../../../api/consumer-journey.ts';

export interface ConsumerJourneyActorOptions {
  firstName: string;
  /** 'Leave', or 'Back to the project' while cooling off: the project page again. */
  onLeave: () => void;
  /** A state to start from (stories). */
  snapshot?: Snapshot<unknown> | undefined;
  /** When the flow was asked for: a journey read after it is not read again. */
  openedAt?: number | undefined;
}

/** The journey machine of flows with its calls from the journey's data module (`api/consumer-journey.ts`). */
export function useConsumerJourneyActor({ firstName, onLeave, snapshot, openedAt }: ConsumerJourneyActorOptions) {
  const calls = useConsumerJourneyCalls({ readSince: openedAt });
  // The actor outlives renders; it calls whatever the last render gave it.
  const latest = useRef({ calls, onLeave });
  useLayoutEffect(() => {
    latest.current = { calls, onLeave };
  });
  const [logic] = useState(() =>
    consumerJourneyMachine.provide({
      actors: {
        loadJourney: fromPromise<ConsumerJourney, void>(() => latest.current.calls.loadJourney()),
        recordEvent: fromPromise<ConsumerJourney, ConsumerJourneyEventRequest>(({ input }) =>
          latest.current.calls.recordEvent(input),
        ),
      },
      actions: { leaveFlow: () => latest.current.onLeave() },
    }),
  );
  return useActorRef(logic, { input: { firstName }, ...(snapshot && { snapshot }) });
}
