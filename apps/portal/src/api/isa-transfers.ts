import type { IsaTransfer, IsaTransferRecord, operations } from '@keystone/api';
import { keepPreviousData, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { MutationCallbacks } from './mutation-callbacks.ts';
import { API_BASE_URL } from './portal-api.ts';
import { useApi } from './use-api.ts';

/**
 * ISA transfers (issue 35 §2): the investor's own, which they ask for and may cancel, and every investor's, which the
 * admin records or rejects; and the admin's annual ISA report.
 */
export const isaTransferKeys = {
  /** Every page of `GET /isa/transfers` (the investor's own). */
  own: ['get', '/isa/transfers'] as const,
  /** Every page of `GET /isa-transfers` (the admin's). */
  all: ['get', '/isa-transfers'] as const,
};

export type IsaTransfersQuery = NonNullable<operations['listIsaTransfers']['parameters']['query']>;
export type AllIsaTransfersQuery = NonNullable<operations['listAllIsaTransfers']['parameters']['query']>;

/** `GET /isa/transfers`: the investor's transfers, newest first. */
export function useIsaTransfers(query: IsaTransfersQuery) {
  return useApi().useQuery('get', '/isa/transfers', { params: { query } }, { placeholderData: keepPreviousData });
}

/** `GET /isa-transfers`: every investor's, oldest request first (the admin's queue). */
export function useAllIsaTransfers(query: AllIsaTransfersQuery) {
  return useApi().useQuery('get', '/isa-transfers', { params: { query } }, { placeholderData: keepPreviousData });
}

/** A transfer changed: both lists are read again. */
export function invalidateIsaTransfers(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: isaTransferKeys.own }),
    queryClient.invalidateQueries({ queryKey: isaTransferKeys.all }),
  ]).then(() => undefined);
}

/** `POST /isa/transfers` (`requestIsaTransfer`): the investor's request, REQUESTED. */
export function useRequestIsaTransfer({ onSuccess, onError }: MutationCallbacks<IsaTransfer>) {
  const queryClient = useQueryClient();
  return useApi().useMutation('post', '/isa/transfers', {
    onError,
    onSuccess: (transfer) => {
      void invalidateIsaTransfers(queryClient);
      onSuccess?.(transfer);
    },
  });
}

/** The calls a transfer's lifecycle machine (flows `isaTransferMachine`) makes, as plain functions. */
export interface IsaTransferCalls {
  cancelTransfer: (input: { id: number }) => Promise<IsaTransfer>;
  recordTransfer: (input: { id: number; record: IsaTransferRecord; idempotencyKey: string }) => Promise<IsaTransfer>;
  rejectTransfer: (input: { id: number; reason: string }) => Promise<IsaTransfer>;
}

/**
 * `cancelIsaTransfer`, `recordIsaTransfer` (with the dialog's Idempotency-Key) and `rejectIsaTransfer`. Their
 * refusals are the machine's to show (`meta: { errorModal: false }` would hide faults too, so faults still open the
 * generic modal); whatever the outcome, the lists are read again, so a transfer another admin decided shows as it is.
 */
export function useIsaTransferCalls(): IsaTransferCalls {
  const $api = useApi();
  const queryClient = useQueryClient();
  const settled = () => void invalidateIsaTransfers(queryClient);
  const cancel = $api.useMutation('post', '/isa/transfers/{id}/cancel', { onSettled: settled });
  const record = $api.useMutation('post', '/isa-transfers/{id}/record', { onSettled: settled });
  const reject = $api.useMutation('post', '/isa-transfers/{id}/reject', { onSettled: settled });
  return {
    cancelTransfer: ({ id }) => cancel.mutateAsync({ params: { path: { id } } }),
    recordTransfer: ({ id, record: body, idempotencyKey }) =>
      record.mutateAsync({ params: { path: { id }, header: { 'Idempotency-Key': idempotencyKey } }, body }),
    rejectTransfer: ({ id, reason }) => reject.mutateAsync({ params: { path: { id } }, body: { reason } }),
  };
}

/** The annual ISA report of a tax year as CSV; a link, so the session cookie carries the admin's access. */
export const isaReportCsvUrl = (taxYear: number) => `${API_BASE_URL}/isa-reports/${taxYear}`;
