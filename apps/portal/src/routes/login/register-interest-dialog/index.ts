export { REGISTER_INTEREST_LINK, RegisterInterestDialog } from './register-interest-dialog.tsx';
