export { ErrorModalProvider, useErrorModal, type ErrorModal } from './error-modal.tsx';
