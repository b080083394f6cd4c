export { REQUEST_INVITE_SUBMIT, RequestInviteForm } from './request-invite-form.tsx';
export { REQUEST_SENT } from './request-sent.ts';
