import type { InvestmentTerm } from '@keystone/api';
import { PROJECT_PAYMENTS_REFRESH_MS } from '@keystone/flows/projects';
import { keepPreviousData, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { invalidateDashboards } from './dashboard-keys.ts';
import { invalidateProjects, projectKeys } from './projects.ts';
import { invalidateProjectSchedule } from './schedule.ts';
import type { MutationCallbacks } from './mutation-callbacks.ts';
import { useApi } from './use-api.ts';

/** A project's payments (seed 001 §2 'Project payments screen'): its payout rows, paying them and its term wallets. */
export const projectPaymentKeys = {
  /** Every page and term of `GET /projects/{id}/payments` for one project. */
  ofProject: (id: number) => ['get', '/projects/{id}/payments', { params: { path: { id } } }] as const,
};

/** `listProjectPayments`: one page of a project's payment rows for a term; rows move from PENDING as payments settle, so it asks again. */
export function useProjectPayments(id: number, query: { limit: number; offset: number; term: InvestmentTerm }) {
  return useApi().useQuery(
    'get',
    '/projects/{id}/payments',
    { params: { path: { id }, query } },
    // Every 10 seconds (seed 001 §2).
    { placeholderData: keepPreviousData, refetchInterval: PROJECT_PAYMENTS_REFRESH_MS },
  );
}

/**
 * Every page and tab of the project's payments, the admin dashboard, whose figures move with them, and the project
 * itself: paying moves its status on (the status machine's SYSTEM_… events), and with it what the admin is offered.
 */
export function invalidateProjectPayments(queryClient: QueryClient, projectId: number): Promise<void> {
  void invalidateDashboards(queryClient);
  void queryClient.invalidateQueries({ queryKey: projectKeys.detail(projectId) });
  void invalidateProjects(queryClient);
  void invalidateProjectSchedule(queryClient, projectId);
  return queryClient.invalidateQueries({ queryKey: projectPaymentKeys.ofProject(projectId) });
}

/** Wraps a screen's `onSuccess` so it runs once the payments have been read again. */
function useAfterRefresh<T>(projectId: number, onSuccess: ((data: T) => void) | undefined) {
  const queryClient = useQueryClient();
  return useCallback(
    async (data: T) => {
      await invalidateProjectPayments(queryClient, projectId);
      onSuccess?.(data);
    },
    [queryClient, projectId, onSuccess],
  );
}

/** `calculateProjectProfit`: 'Calculate profit' for a term (seed 001 §2). */
export function useCalculateProjectProfit(projectId: number, { onSuccess, onError }: MutationCallbacks) {
  const done = useAfterRefresh(projectId, onSuccess);
  return useApi().useMutation('post', '/projects/{id}/payments/recalculate', { onSuccess: () => done(), onError });
}

/** `makeProjectPayments`: 'Make payments' for a term (seed 001 §2). */
export function useMakeProjectPayments(projectId: number, { onSuccess, onError }: MutationCallbacks) {
  const done = useAfterRefresh(projectId, onSuccess);
  return useApi().useMutation('post', '/projects/{id}/payments/make', { onSuccess: () => done(), onError });
}

/** `makeProjectPayment`: pays one failed row again. */
export function useMakeProjectPayment(projectId: number, { onSuccess, onError }: MutationCallbacks) {
  const done = useAfterRefresh(projectId, onSuccess);
  return useApi().useMutation('post', '/projects/{id}/payments/{paymentId}/make', {
    onSuccess: () => done(),
    onError,
  });
}

/** 'Fund project wallet': the developer's repayment into a term wallet, through the payment provider. */
export function useFundProjectWallet(projectId: number, { onSuccess, onError }: MutationCallbacks) {
  const done = useAfterRefresh(projectId, onSuccess);
  return useApi().useMutation('post', '/projects/{id}/wallet/fund', { onSuccess: () => done(), onError });
}

/** 'Transfer to long-term wallet' (projects with a long term only). */
export function useTransferToLongWallet(projectId: number, { onSuccess, onError }: MutationCallbacks) {
  const done = useAfterRefresh(projectId, onSuccess);
  return useApi().useMutation('post', '/projects/{id}/wallet/transfer-to-long', { onSuccess: () => done(), onError });
}
