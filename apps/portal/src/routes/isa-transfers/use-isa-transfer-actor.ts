import type { IsaTransfer, IsaTransferRecord } from '@keystone/api';
import { isaTransferMachine } from '@keystone/flows/isa-transfers';
import { useActorRef } from '@xstate/react';
import { useLayoutEffect, useRef, useState } from 'react';
import { fromPromise, type Snapshot } from 'xstate';
import { useIsaTransferCalls } from '../../api/isa-transfers.ts';

/** One transfer's lifecycle machine of flows, its calls from the transfers' data module; a snapshot for stories. */
export function useIsaTransferActor(transfer: IsaTransfer, snapshot?: Snapshot<unknown>) {
  const calls = useIsaTransferCalls();
  // The actor outlives renders; it calls whatever the last render gave it.
  const latest = useRef(calls);
  useLayoutEffect(() => {
    latest.current = calls;
  });
  const [logic] = useState(() =>
    isaTransferMachine.provide({
      actors: {
        cancelTransfer: fromPromise<IsaTransfer, { id: number }>(({ input }) => latest.current.cancelTransfer(input)),
        recordTransfer: fromPromise<IsaTransfer, { id: number; record: IsaTransferRecord; idempotencyKey: string }>(
          ({ input }) => latest.current.recordTransfer(input),
        ),
        rejectTransfer: fromPromise<IsaTransfer, { id: number; reason: string }>(({ input }) =>
          latest.current.rejectTransfer(input),
        ),
      },
    }),
  );
  return useActorRef(logic, { input: { transfer }, ...(snapshot && { snapshot }) });
}
