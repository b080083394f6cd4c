export { ActionOutcomeMessage, useActionOutcome, type ActionOutcome } from './action-outcome.tsx';
export { UserActions } from './user-actions.tsx';
