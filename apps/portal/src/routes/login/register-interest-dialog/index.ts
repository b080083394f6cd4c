export { RegisterInterestDialog } from './register-interest-dialog.tsx';
export { REGISTER_INTEREST_LINK } from './register-interest-link.ts';
