export { ForgotPasswordDialog, linkSentText } from './forgot-password-dialog.tsx';
export { FORGOT_PASSWORD_LINK } from './forgot-password-link.ts';
