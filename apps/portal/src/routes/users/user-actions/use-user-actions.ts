import type { AnswerAttemptsReset, KycRejection, User } from '@keystone/api';
import { onRefusal } from '../../../api/index.ts';
import { useUserAdminActions } from '../../../api/users.ts';
import { userDisplayName } from '@keystone/flows/labels';
import type { ActionOutcome } from '../../../lists/action-outcome.tsx';
import { actionSuccessText, type UserActionKind } from './available-actions.ts';

export type UserActionRequest =
  | { kind: Exclude<UserActionKind, 'rejectKyc' | 'resetQuestions'> }
  | { kind: 'rejectKyc'; rejection: KycRejection }
  | { kind: 'resetQuestions'; reset: AnswerAttemptsReset };

/**
 * The admin's actions on one user, one typed mutation per operation: each reports its outcome and refreshes the list
 * and the profile. The refresh is not awaited: a dialog closes as soon as the server answered, before the row that
 * opened it changes or leaves the page. Server faults open the generic modal (the query client's handlers).
 */
export function useUserActions(user: User, onOutcome: (outcome: ActionOutcome) => void) {
  const actions = useUserAdminActions({
    onSuccess: (kind) => onOutcome({ variant: 'success', text: actionSuccessText(kind, userDisplayName(user)) }),
    onError: onRefusal((text) => onOutcome({ variant: 'error', text })),
  });
  const params = { path: { id: user.id } };

  return {
    busyWith: (kind: UserActionKind) => actions[kind].isPending,
    send(request: UserActionRequest, { onSettled }: { onSettled: () => void }) {
      if (request.kind === 'rejectKyc') actions.rejectKyc.mutate({ params, body: request.rejection }, { onSettled });
      else if (request.kind === 'resetQuestions') {
        actions.resetQuestions.mutate({ params, body: request.reset }, { onSettled });
      } else actions[request.kind].mutate({ params }, { onSettled });
    },
  };
}
