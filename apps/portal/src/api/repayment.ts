import type { ProjectRepayment } from '@keystone/api';
import { useQueryClient } from '@tanstack/react-query';
import { invalidateDashboards } from './dashboard-keys.ts';
import { projectKeys } from './projects.ts';
import type { MutationCallbacks } from './mutation-callbacks.ts';
import { useApi } from './use-api.ts';

/** A project's repayment (issue 34 §3): its state, history and money, the admin's moves and recoveries. */
export const repaymentKeys = {
  ofProject: (id: number) => ['get', '/projects/{id}/repayment', { params: { path: { id } } }] as const,
  /** Every project's repayment. */
  projects: ['get', '/projects/{id}/repayment'] as const,
};

/** `getProjectRepayment` (admins). */
export function useProjectRepayment(id: number) {
  return useApi().useQuery('get', '/projects/{id}/repayment', { params: { path: { id } } });
}

/** After a move or a recovery: the answer is the repayment as it now is; the project and dashboards show the state. */
function useAfterChange(projectId: number, onSuccess: ((data: ProjectRepayment) => void) | undefined) {
  const queryClient = useQueryClient();
  return (data: ProjectRepayment) => {
    queryClient.setQueryData(repaymentKeys.ofProject(projectId), data);
    void queryClient.invalidateQueries({ queryKey: projectKeys.detail(projectId) });
    void invalidateDashboards(queryClient);
    onSuccess?.(data);
  };
}

/** `changeRepaymentState`: the admin's move with its reason. */
export function useChangeRepaymentState(
  projectId: number,
  { onSuccess, onError }: MutationCallbacks<ProjectRepayment>,
) {
  const done = useAfterChange(projectId, onSuccess);
  return useApi().useMutation('post', '/projects/{id}/repayment/state', { onSuccess: done, onError });
}

/** `recordRecovery`: money recovered, paid to the investors. */
export function useRecordRecovery(projectId: number, { onSuccess, onError }: MutationCallbacks<ProjectRepayment>) {
  const done = useAfterChange(projectId, onSuccess);
  return useApi().useMutation('post', '/projects/{id}/repayment/recoveries', { onSuccess: done, onError });
}

/** `payRecoveryShares`: an investor's held shares of money recovered, paid again once their account is active. */
export function usePayRecoveryShares(projectId: number, { onSuccess, onError }: MutationCallbacks<ProjectRepayment>) {
  const done = useAfterChange(projectId, onSuccess);
  return useApi().useMutation('post', '/projects/{id}/repayment/unpaid-shares/{userId}/pay', {
    onSuccess: done,
    onError,
  });
}

/** `getRepaymentSettings` (admins): the days past a term's end before an unpaid payment is late. */
export function useRepaymentSettings() {
  return useApi().useQuery('get', '/repayment-settings');
}

/** `updateRepaymentSettings`: every project's panel says the new days. */
export function useUpdateRepaymentSettings({ onSuccess, onError }: MutationCallbacks) {
  const queryClient = useQueryClient();
  return useApi().useMutation('put', '/repayment-settings', {
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['get', '/repayment-settings'] });
      await queryClient.invalidateQueries({ queryKey: ['get', '/projects/{id}/repayment'] });
      onSuccess?.();
    },
    onError,
  });
}
