import type { PledgeFinishResponse, PledgeStartResponse } from '@keystone/api';
import { pledgeMachine, type FinishPledgeInput, type PledgeInput, type StartPledgeInput } from '@keystone/flows/pledge';
import { useActorRef } from '@xstate/react';
import { useLayoutEffect, useRef, useState } from 'react';
import { fromPromise, type Snapshot } from 'xstate';
import { useApi } from '../../../api/index.ts';

export interface PledgeActorOptions extends PledgeInput {
  /** A state to start from (stories): `pledgeMachine.getPersistedSnapshot(pledgeMachine.resolveState(...))`. */
  snapshot?: Snapshot<unknown> | undefined;
  /** The first Back: the flow is left for the project page. */
  onLeave: () => void;
  /** The payment was made: balances and the dashboard are read again. */
  onPledged: () => void;
}

/**
 * The pledge machine of flows with its calls as the typed mutations of `POST /pledges`, `PUT /pledges/{id}/send-sms`
 * and `PUT /pledges/{id}`. Their failures are the machine's to show: the text replaces the agreement or
 * 'Processing investment...', and a refused code reopens the code dialog with its message.
 */
export function usePledgeActor({ snapshot, onLeave, onPledged, ...input }: PledgeActorOptions) {
  const $api = useApi();
  // The flow words these failures in place (the agreement's, the payment's), and an SMS that fails to send is
  // ignored (seed 001 §8): no generic modal for them.
  const meta = { errorModal: false };
  const start = $api.useMutation('post', '/pledges', { meta });
  const sendSms = $api.useMutation('put', '/pledges/{id}/send-sms', { meta });
  const finish = $api.useMutation('put', '/pledges/{id}', { meta, onSuccess: () => onPledged() });

  // The actor outlives renders; it calls whatever the last render gave it.
  const latest = useRef({
    start: start.mutateAsync,
    sendSms: sendSms.mutateAsync,
    finish: finish.mutateAsync,
    onLeave,
  });
  useLayoutEffect(() => {
    latest.current = { start: start.mutateAsync, sendSms: sendSms.mutateAsync, finish: finish.mutateAsync, onLeave };
  });

  const [logic] = useState(() =>
    pledgeMachine.provide({
      actors: {
        startPledge: fromPromise<PledgeStartResponse, StartPledgeInput>(({ input: body }) =>
          latest.current.start({ body }),
        ),
        sendSms: fromPromise<void, { pledgeId: number }>(async ({ input: { pledgeId } }) => {
          await latest.current.sendSms({ params: { path: { id: pledgeId } } });
        }),
        finishPledge: fromPromise<PledgeFinishResponse, FinishPledgeInput>(({ input: { pledgeId, ...body } }) =>
          latest.current.finish({ params: { path: { id: pledgeId } }, body }),
        ),
      },
      actions: { leaveFlow: () => latest.current.onLeave() },
    }),
  );

  return useActorRef(logic, { input, ...(snapshot && { snapshot }) });
}
