import type { KycRejection, User } from '@keystone/api';
import { errorText } from '@keystone/flows/errors';
import { useQueryClient } from '@tanstack/react-query';
import { isUnexpectedFailure, useApi } from '../../../api/index.ts';
import { userDisplayName } from '@keystone/flows/labels';
import type { ActionOutcome } from '../../../lists/action-outcome.tsx';
import { actionSuccessText, type UserActionKind } from './available-actions.ts';

export type UserActionRequest =
  { kind: Exclude<UserActionKind, 'rejectKyc'> } | { kind: 'rejectKyc'; rejection: KycRejection };

/**
 * The admin's actions on one user, one typed mutation per operation: each reports its outcome and refreshes the list
 * and the profile. The refresh is not awaited: a dialog closes as soon as the server answered, before the row that
 * opened it changes or leaves the page. Server faults open the generic modal (the query client's handlers).
 */
export function useUserActions(user: User, onOutcome: (outcome: ActionOutcome) => void) {
  const $api = useApi();
  const queryClient = useQueryClient();
  const reporting = (kind: UserActionKind) => ({
    onSuccess: (updated: User) => {
      queryClient.setQueryData(
        $api.queryOptions('get', '/users/{id}', { params: { path: { id: updated.id } } }).queryKey,
        updated,
      );
      onOutcome({ variant: 'success', text: actionSuccessText(kind, userDisplayName(user)) });
      void queryClient.invalidateQueries({ queryKey: $api.queryOptions('get', '/users').queryKey });
    },
    onError: (error: unknown) => {
      if (!isUnexpectedFailure(error)) onOutcome({ variant: 'error', text: errorText(error) });
    },
  });
  const actions = {
    approveKyc: $api.useMutation('put', '/users/{id}/kyc/approve', reporting('approveKyc')),
    rejectKyc: $api.useMutation('put', '/users/{id}/kyc/reject', reporting('rejectKyc')),
    resetQuestions: $api.useMutation('put', '/users/{id}/reset-answer-attempts', reporting('resetQuestions')),
    activate: $api.useMutation('put', '/users/{id}/status/active', reporting('activate')),
    deactivate: $api.useMutation('put', '/users/{id}/status/not-active', reporting('deactivate')),
  };
  const params = { path: { id: user.id } };

  return {
    busyWith: (kind: UserActionKind) => actions[kind].isPending,
    send(request: UserActionRequest, { onSettled }: { onSettled: () => void }) {
      if (request.kind === 'rejectKyc') actions.rejectKyc.mutate({ params, body: request.rejection }, { onSettled });
      else actions[request.kind].mutate({ params }, { onSettled });
    },
  };
}
