import type { ApiClient, KycRejection, User } from '@keystone/api';
import { userDisplayName } from '@keystone/flows/labels';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useErrorModal } from '../../../app/error-modal/index.ts';
import { useSession } from '../../../session/session-context.tsx';
import { dataOrThrow } from '../api-call.ts';
import { describeFailure } from '../failure.ts';
import { usersKeys } from '../users-query-keys.ts';
import type { ActionOutcome } from './action-outcome.tsx';
import { actionSuccessText, type UserActionKind } from './available-actions.ts';

export type UserActionRequest =
  | { kind: Exclude<UserActionKind, 'rejectKyc'> }
  | { kind: 'rejectKyc'; rejection: KycRejection };

export interface UserActionVariables {
  user: User;
  request: UserActionRequest;
}

function sendUserAction(api: ApiClient, id: number, request: UserActionRequest): Promise<User> {
  const params = { path: { id } };
  switch (request.kind) {
    case 'approveKyc':
      return dataOrThrow(api.PUT('/users/{id}/kyc/approve', { params }));
    case 'rejectKyc':
      return dataOrThrow(api.PUT('/users/{id}/kyc/reject', { params, body: request.rejection }));
    case 'resetQuestions':
      return dataOrThrow(api.PUT('/users/{id}/reset-answer-attempts', { params }));
    case 'activate':
      return dataOrThrow(api.PUT('/users/{id}/status/active', { params }));
    case 'deactivate':
      return dataOrThrow(api.PUT('/users/{id}/status/not-active', { params }));
  }
}

/**
 * One admin action on a user: reports the outcome and refreshes the list and the profile. The refresh is not awaited:
 * a dialog closes as soon as the server answered, before the row that opened it changes or leaves the page.
 * Server faults open the generic modal instead.
 */
export function useUserAction(onOutcome: (outcome: ActionOutcome) => void) {
  const { api } = useSession();
  const queryClient = useQueryClient();
  const errorModal = useErrorModal();
  return useMutation({
    mutationFn: ({ user, request }: UserActionVariables) => sendUserAction(api, user.id, request),
    onSuccess: (updated, { user, request }) => {
      queryClient.setQueryData(usersKeys.detail(updated.id), updated);
      onOutcome({ variant: 'success', text: actionSuccessText(request.kind, userDisplayName(user)) });
      void queryClient.invalidateQueries({ queryKey: usersKeys.all });
    },
    onError: (error) => {
      const failure = describeFailure(error);
      if (failure.unexpected) errorModal.show();
      else onOutcome({ variant: 'error', text: failure.text });
    },
  });
}
