import type { PledgeFinishResponse, PledgeStartRequest, PledgeStartResponse } from '@keystone/api';
import { pledgeMachine, type FinishPledgeInput, type PledgeInput } from '@keystone/flows/pledge';
import { useActorRef } from '@xstate/react';
import { useLayoutEffect, useRef, useState } from 'react';
import { fromPromise, type Snapshot } from 'xstate';
import { usePledgeCalls } from '../../../api/pledges.ts';

export interface PledgeActorOptions extends PledgeInput {
  /** A state to start from (stories): `pledgeMachine.getPersistedSnapshot(pledgeMachine.resolveState(...))`. */
  snapshot?: Snapshot<unknown> | undefined;
  /** The first Back: the flow is left for the project page. */
  onLeave: () => void;
  /** The payment was made: balances and the dashboard are read again. */
  onPledged: () => void;
}

/**
 * The pledge machine of flows with its calls from the pledges data module (`api/pledges.ts`). Their failures are the
 * machine's to hold: the steps tell a refusal in place of the agreement or 'Processing investment...' (an unexpected
 * failure has opened the generic modal), and a refused code reopens the code dialog with its message.
 */
export function usePledgeActor({ snapshot, onLeave, onPledged, ...input }: PledgeActorOptions) {
  const calls = usePledgeCalls(input.project.id, { onPledged });

  // The actor outlives renders; it calls whatever the last render gave it.
  const latest = useRef({ calls, onLeave });
  useLayoutEffect(() => {
    latest.current = { calls, onLeave };
  });

  const [logic] = useState(() =>
    pledgeMachine.provide({
      actors: {
        startPledge: fromPromise<PledgeStartResponse, PledgeStartRequest>(({ input: body }) =>
          latest.current.calls.startPledge(body),
        ),
        sendSms: fromPromise<void, { pledgeId: number }>(({ input: { pledgeId } }) =>
          latest.current.calls.sendPledgeSms(pledgeId),
        ),
        finishPledge: fromPromise<PledgeFinishResponse, FinishPledgeInput>(({ input: finish }) =>
          latest.current.calls.finishPledge(finish),
        ),
      },
      actions: { leaveFlow: () => latest.current.onLeave() },
    }),
  );

  return useActorRef(logic, { input, ...(snapshot && { snapshot }) });
}
