import type { InvestmentTerm, PledgeSource, User } from '@keystone/api';
import {
  formatDate,
  formatDateTime,
  formatDuration,
  formatMoney,
  formatSortCode,
  formatTimeOnDay,
} from '@keystone/flows/format';
import { INVESTMENT_TERM_LABELS } from '@keystone/flows/projects';
import { KYC_STATUS_LABELS, userDisplayName } from '@keystone/flows/labels';
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

/**
 * To a visitor who asked for an invitation: it arrived, and what happens next. Nothing in it may read as a reason to
 * invest (COBS 4.12A: no incentive); it only says how the invitation comes, if it does.
 */
export function invitationRequestReceivedEmail(to: string, fullName: string): EmailMessage {
  return message('INVITATION_REQUEST_RECEIVED', to, `We have your request to join ${brand}`, [
    `Hello ${fullName},`,
    `Thank you for asking to join ${brand}. We have received your request for an invitation.`,
    'What happens next: our team reviews each request. If we invite you, we will send you an e-mail with a link to create your investor account. You do not need to do anything until then.',
    'If you did not ask for an invitation, you can ignore this e-mail: no account has been created.',
  ]);
}

/**
 * The welcome is also the e-mail verification the 'Account created' modal asks the investor to look for, and the
 * first e-mail that promises news of new projects: it carries the unsubscribe link every news e-mail must.
 */
export function welcomeEmail(
  to: string,
  fullName: string,
  links: { login: string; verifyEmail: string; unsubscribeNews: string },
  userId: number,
): EmailMessage {
  return message(
    'WELCOME',
    to,
    `Welcome to ${brand}`,
    [
      `Hello ${fullName},`,
      `Your investor account has been created and you are signed in. Please verify your e-mail address by opening this link:`,
      links.verifyEmail,
      `The link works once and expires in ${formatDuration(oneTimeTokenLifetimeSeconds.EMAIL_VERIFICATION)}. Whenever you want to come back, sign in here:`,
      links.login,
      'Your next step is to verify your identity and eligibility (KYC) so that you can start investing.',
      'We will e-mail you news of new projects on the platform. If you would rather not receive it, open this link:',
      links.unsubscribeNews,
    ],
    userId,
  );
}

/** Sent to the new address once a change of e-mail is confirmed: the address is unverified until it is opened. */
export function verifyEmailEmail(to: string, link: string, userId: number): EmailMessage {
  return message(
    'EMAIL_VERIFICATION',
    to,
    `Verify your ${brand} e-mail address`,
    [
      'Hello,',
      `This is now the e-mail address of your ${brand} account. Please verify it by opening this link:`,
      link,
      `The link works once and expires in ${formatDuration(oneTimeTokenLifetimeSeconds.EMAIL_VERIFICATION)}.`,
    ],
    userId,
  );
}

/**
 * Sent to the registered address, not the new one: whoever controls the account's mailbox approves the change.
 * `changes` are the new values, one a line ('Phone number: +447700900999').
 */
export function changeConfirmationEmail(
  to: string,
  changes: readonly string[],
  link: string,
  userId: number,
): EmailMessage {
  return message(
    'CHANGE_CONFIRMATION',
    to,
    `Confirm the change to your ${brand} profile`,
    [
      'Hello,',
      `We received a request to change the contact details of your ${brand} account to:`,
      changes.map((change) => `- ${change}`).join('\n'),
      'To confirm the change, open this link:',
      link,
      `The link works once and expires in ${formatDuration(oneTimeTokenLifetimeSeconds.CHANGE_CONFIRMATION)}. If you did not ask for it, you can ignore this e-mail: nothing changes until the link is opened.`,
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

/** Whom an account message greets and where it points them: the account, its display name and the portal's links. */
export interface AccountNotice {
  to: string;
  name: string;
  userId: number;
  /** When the decision was made; shown as a UK date. */
  decidedAt: Date;
}

export function accountNotice(user: Pick<User, 'id' | 'email' | 'fullName'>, decidedAt: Date): AccountNotice {
  return { to: user.email, name: userDisplayName(user), userId: user.id, decidedAt };
}

/** Says the status in the word the KYC screen and the admin's list show for it (seed 000 §4: APPROVED is 'Activated'). */
export function kycApprovedEmail(notice: AccountNotice, loginLink: string): EmailMessage {
  const activated = KYC_STATUS_LABELS.APPROVED;
  return message(
    'KYC_APPROVED',
    notice.to,
    `Your KYC status: ${activated}`,
    [
      `Hello ${notice.name},`,
      `On ${formatDate(notice.decidedAt)} we checked your identity and eligibility (KYC), and your KYC status is now '${activated}'. You can now invest in the projects on the platform.`,
      'Sign in here:',
      loginLink,
    ],
    notice.userId,
  );
}

/** The reasons are the ones the investor also reads on the KYC screen, one a line. */
export function kycRejectedEmail(
  notice: AccountNotice,
  reasons: readonly string[],
  loginLink: string,
  supportEmail: string,
): EmailMessage {
  return message(
    'KYC_REJECTED',
    notice.to,
    'Your identity checks need your attention',
    [
      `Hello ${notice.name},`,
      `On ${formatDate(notice.decidedAt)} we reviewed your identity and eligibility checks (KYC) and could not approve them, for ${reasons.length === 1 ? 'this reason' : 'these reasons'}:`,
      reasons.map((reason) => `- ${reason}`).join('\n'),
      'You can correct your details and send them again. Sign in here:',
      loginLink,
      `If you have a question, write to us at ${supportEmail}.`,
    ],
    notice.userId,
  );
}

export function accountDeactivatedEmail(notice: AccountNotice, supportEmail: string): EmailMessage {
  return message(
    'ACCOUNT_DEACTIVATED',
    notice.to,
    `Your ${brand} account has been deactivated`,
    [
      `Hello ${notice.name},`,
      `On ${formatDate(notice.decidedAt)} we deactivated your investor account. You cannot sign in until it is reactivated.`,
      `If you think this is a mistake, or would like to know more, write to us at ${supportEmail}.`,
    ],
    notice.userId,
  );
}

export function accountReactivatedEmail(notice: AccountNotice, loginLink: string): EmailMessage {
  return message(
    'ACCOUNT_REACTIVATED',
    notice.to,
    `Your ${brand} account is active again`,
    [
      `Hello ${notice.name},`,
      `On ${formatDate(notice.decidedAt)} we reactivated your investor account. You can sign in again here:`,
      loginLink,
    ],
    notice.userId,
  );
}

/** What a finished pledge's confirmation says (issue 32 §8). */
export interface PledgeConfirmation {
  to: string;
  name: string;
  userId: number;
  projectTitle: string;
  source: PledgeSource;
  /** One agreement per term, short first, each with its one reference and the link to it. */
  agreements: readonly { term: InvestmentTerm; amountPence: number; reference: string; link: string }[];
  /** Where a bank transfer goes; null from the e-wallet. */
  account: { accountName: string; accountNumber: string; sortCode: string } | null;
  /** An auto-invest allocation's (issue 38): the reference of the standing authority it was made under. */
  standingAuthority?: string;
}

/**
 * Sent once a pledge is finished, written with it in its transaction. It confirms facts only: no incentive to invest
 * (COBS 4.12A). The platform offers no cancellation right once a pledge is signed, so none is promised here.
 */
export function pledgeConfirmationEmail(pledge: PledgeConfirmation): EmailMessage {
  const total = pledge.agreements.reduce((sum, agreement) => sum + agreement.amountPence, 0);
  const lines = pledge.agreements.map(
    (agreement) =>
      `- ${INVESTMENT_TERM_LABELS[agreement.term]}: ${formatMoney(agreement.amountPence)}, agreement ${agreement.reference}`,
  );
  const payment =
    pledge.account === null
      ? [
          pledge.source === 'ISA'
            ? 'The amount has been taken from the cash in your Innovative Finance ISA, and the investment is held in your ISA.'
            : 'The amount has been taken from your e-wallet.',
        ]
      : [
          `Please pay by bank transfer to ${pledge.account.accountName}, account number ${pledge.account.accountNumber}, sort code ${formatSortCode(pledge.account.sortCode)}, quoting ${pledge.agreements.length === 1 ? "the agreement's reference" : "each agreement's reference on its own transfer"}. Your investment stays pending until the money arrives.`,
        ];
  return message(
    'PLEDGE_CONFIRMATION',
    pledge.to,
    `Your pledge to ${pledge.projectTitle}`,
    [
      `Hello ${pledge.name},`,
      pledge.standingAuthority === undefined
        ? `You pledged ${formatMoney(total)} to ${pledge.projectTitle}:`
        : `Auto-invest pledged ${formatMoney(total)} to ${pledge.projectTitle} for you, under your standing authority ${pledge.standingAuthority}:`,
      lines.join('\n'),
      ...payment,
      `You can read your signed ${pledge.agreements.length === 1 ? 'agreement' : 'agreements'} here:`,
      ...pledge.agreements.map((agreement) => agreement.link),
    ],
    pledge.userId,
  );
}

/**
 * A notification by e-mail (issue 34 §4): its words as the portal shows them, a link to see it, and the way out of
 * this kind of e-mail with no sign-in, also offered to the mail client as RFC 8058's one-click unsubscribe.
 */
export function notificationEmail(
  to: string,
  text: { title: string; body: string },
  links: { open: string | null; unsubscribePage: string; oneClick: string },
  kindLabel: string,
  userId: number,
): EmailMessage {
  const email = message(
    'NOTIFICATION',
    to,
    text.title,
    [
      'Hello,',
      text.body,
      ...(links.open === null ? [] : ['To see it, sign in here:', links.open]),
      `You receive this e-mail because of your notification settings ("${kindLabel}"). To stop these e-mails, open this link (no sign-in needed):`,
      links.unsubscribePage,
    ],
    userId,
  );
  return { ...email, headers: oneClickUnsubscribeHeaders(links.oneClick) };
}

/** The daily digest: one line per notification the investor chose to hear of once a day. */
export function notificationDigestEmail(
  to: string,
  items: readonly { title: string; body: string }[],
  links: { notifications: string; profile: string },
  userId: number,
): EmailMessage {
  return message(
    'NOTIFICATION_DIGEST',
    to,
    `Your daily summary from ${brand}`,
    [
      'Hello,',
      `Since our last summary: ${items.length === 1 ? 'one notification' : `${items.length} notifications`}.`,
      items.map((item) => `- ${item.title}: ${item.body}`).join('\n'),
      'To see them, sign in here:',
      links.notifications,
      'To change how often we write, open your profile:',
      links.profile,
    ],
    userId,
  );
}

/** A sign-in from a browser the account had not signed in from before, as the new-browser e-mail tells it. */
export interface NewSignIn {
  at: Date;
  browser: string | null;
  operatingSystem: string | null;
  clientAddress: string;
}

/**
 * Issue 36 §3: a sign-in from a browser that had no device cookie for the account. Says when (UK time), from what
 * and where, links to the devices page, and what to do if it was not the owner: change the password, then sign that
 * session out on the page.
 */
export function newSignInEmail(
  notice: Pick<AccountNotice, 'to' | 'name' | 'userId'>,
  signIn: NewSignIn,
  links: { devices: string },
): EmailMessage {
  // The year after the day, in UK time too: formatDate's dd/mm/yyyy ends with it.
  const what =
    [signIn.browser, signIn.operatingSystem && `on ${signIn.operatingSystem}`].filter(Boolean).join(' ') ||
    'a browser we could not identify';
  return message(
    'NEW_SIGN_IN',
    notice.to,
    'New sign-in to your Keystone account',
    [
      `Hello ${notice.name},`,
      `Your account was signed in from a new browser at ${formatTimeOnDay(signIn.at)} ${formatDate(signIn.at).slice(-4)} (UK time), using ${what}, from the address ${signIn.clientAddress}.`,
      'If this was you, there is nothing to do. To see every place your account is signed in, open this link:',
      links.devices,
      'If it was not you, someone may know your password. Change your password now (in your profile), then sign that session out on the page above.',
    ],
    notice.userId,
  );
}

/** RFC 8058: the address a mail client POSTs `List-Unsubscribe=One-Click` to, with no sign-in and no page. */
function oneClickUnsubscribeHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/** A second factor was removed from the account (issue 36): in case it was not the owner, how to get help. */
export function secondFactorRemovedEmail(
  notice: AccountNotice,
  what: string,
  securityLink: string,
  supportEmail: string,
): EmailMessage {
  return message(
    'SECOND_FACTOR_REMOVED',
    notice.to,
    'A second step for signing in was removed',
    [
      `Hello ${notice.name},`,
      `On ${formatDateTime(notice.decidedAt)} (UK time) ${what} was removed from the second step you use to sign in to your account.`,
      'You can see and change your second steps on your profile:',
      securityLink,
      `If you did not do this, please write to us at once at ${supportEmail}.`,
    ],
    notice.userId,
  );
}

/** The support route removed every second factor of an investor who lost them all (issue 36). */
export function secondFactorsResetEmail(notice: AccountNotice, loginLink: string, supportEmail: string): EmailMessage {
  return message(
    'SECOND_FACTORS_RESET',
    notice.to,
    'We removed the second step from your account',
    [
      `Hello ${notice.name},`,
      `On ${formatDateTime(notice.decidedAt)} (UK time), as you asked us, we removed every second step from your account: your authenticator app, your passkeys and your recovery codes. We also signed your account out everywhere.`,
      'You can now sign in with your password alone, and we suggest you set up a second step again straight away from your profile. Sign in here:',
      loginLink,
      `If you did not ask us for this, please write to us at once at ${supportEmail}.`,
    ],
    notice.userId,
  );
}
