export { GENERATE_REGISTRATION_LINK, InviteDialog, invitationSentText } from './invite-dialog.tsx';
