import { formatDuration } from '@keystone/flows/format';
import { oneTimeTokenLifetimeSeconds } from '../one-time-tokens/lifetimes.ts';
import type { EmailMessage } from '../providers/mail/mailer.ts';

// Every message the platform sends, in one place: plain text, en-GB, signed with the brand, each link on a line of
// its own so that every mail client makes it clickable and nobody has to copy half a URL.

const brand = 'Keystone Property Crowdfunding';

function message(template: string, to: string, subject: string, paragraphs: string[], userId?: number): EmailMessage {
  const text = [...paragraphs, brand].join('\n\n') + '\n';
  return { template, to, subject, text, ...(userId === undefined ? {} : { userId }) };
}

export function invitationEmail(to: string, link: string): EmailMessage {
  return message('INVITATION', to, `Your invitation to ${brand}`, [
    'Hello,',
    `You have been invited to join ${brand}, an invitation-only platform for investing in UK property projects.`,
    'To create your investor account, open this link:',
    link,
    `The link works once and expires in ${formatDuration(oneTimeTokenLifetimeSeconds.REGISTRY)}. If you were not expecting this invitation, you can ignore this e-mail.`,
  ]);
}

export function welcomeEmail(to: string, fullName: string, loginLink: string, userId: number): EmailMessage {
  return message(
    'WELCOME',
    to,
    `Welcome to ${brand}`,
    [
      `Hello ${fullName},`,
      `Your investor account has been created and you are signed in. Whenever you want to come back, sign in here:`,
      loginLink,
      'Your next step is to verify your identity and eligibility (KYC) so that you can start investing.',
    ],
    userId,
  );
}

export function restorePasswordEmail(to: string, link: string, userId: number): EmailMessage {
  return message(
    'RESTORE_PASSWORD',
    to,
    `Reset your ${brand} password`,
    [
      'Hello,',
      `We received a request to reset the password of your ${brand} account.`,
      'To choose a new password, open this link:',
      link,
      `The link works once and expires in ${formatDuration(oneTimeTokenLifetimeSeconds.RESTORE_PASSWORD)}. If you did not ask for it, you can ignore this e-mail: your password has not been changed.`,
    ],
    userId,
  );
}
