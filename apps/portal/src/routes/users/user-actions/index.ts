export { ActionOutcomeMessage, useActionOutcome, type ActionOutcome } from '../../../lists/action-outcome.tsx';
export { UserActions } from './user-actions.tsx';
