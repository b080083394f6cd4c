export { ErrorModalProvider, useErrorModal, type ErrorModal } from './error-modal.tsx';
export { isUnexpectedFailure } from './unexpected-failure.ts';
