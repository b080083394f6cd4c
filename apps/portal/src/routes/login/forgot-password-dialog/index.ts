export { FORGOT_PASSWORD_LINK, ForgotPasswordDialog, linkSentText } from './forgot-password-dialog.tsx';
