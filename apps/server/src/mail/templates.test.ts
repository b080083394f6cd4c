import { KYC_STATUS_LABELS } from '@keystone/flows/labels';
import { describe, expect, it } from 'vitest';
import {
  accountDeactivatedEmail,
  accountNotice,
  accountReactivatedEmail,
  invitationEmail,
  kycApprovedEmail,
  kycRejectedEmail,
  restorePasswordEmail,
  welcomeEmail,
  changeConfirmationEmail,
  verifyEmailEmail,
  newSignInEmail,
} from './templates.ts';

const lines = (text: string) => text.split('\n');

describe('e-mail templates', () => {
  const inviteLink = 'https://portal.example/login/AbC-123_xyz';
  const resetLink = 'https://portal.example/login/new-password/AbC-123_xyz';

  it('invite with the registration link on a line of its own and say how long it works', () => {
    const mail = invitationEmail('ann@example.co.uk', inviteLink);

    expect(mail).toMatchObject({
      template: 'INVITATION',
      to: 'ann@example.co.uk',
      subject: 'Your invitation to Keystone Property Crowdfunding',
    });
    expect(lines(mail.text)).toContain(inviteLink);
    expect(mail.text).toContain('expires in 7 days');
    expect(mail.text).toContain('investor account');
  });

  it('send the reset link on a line of its own, valid for one hour, and reassure whoever did not ask', () => {
    const mail = restorePasswordEmail('ann@example.co.uk', resetLink, 42);

    expect(mail).toMatchObject({
      template: 'RESTORE_PASSWORD',
      userId: 42,
      subject: 'Reset your Keystone Property Crowdfunding password',
    });
    expect(lines(mail.text)).toContain(resetLink);
    expect(mail.text).toContain('expires in 1 hour');
    expect(mail.text).toContain('your password has not been changed');
  });

  it('welcome the new investor by name with the e-mail verification link, the sign-in link and the next step', () => {
    const verifyEmail = 'https://portal.example/verify/abc';
    const mail = welcomeEmail(
      'ann@example.co.uk',
      "Ann O'Neill",
      { login: 'https://portal.example/login', verifyEmail, unsubscribeNews: 'https://portal.example/unsubscribe/u' },
      7,
    );

    expect(mail).toMatchObject({
      template: 'WELCOME',
      userId: 7,
      subject: 'Welcome to Keystone Property Crowdfunding',
    });
    expect(lines(mail.text)[0]).toBe("Hello Ann O'Neill,");
    expect(lines(mail.text)).toContain('https://portal.example/login');
    expect(lines(mail.text)).toContain(verifyEmail);
    expect(mail.text).toContain('Please verify your e-mail address');
    expect(mail.text).toContain('expires in 7 days');
    expect(mail.text).toContain('KYC');
    expect(lines(mail.text)).toContain('https://portal.example/unsubscribe/u');
    expect(mail.text).toContain('If you would rather not receive it, open this link:');
  });

  it('ask the registered address to confirm a contact change, listing the new values', () => {
    const link = 'https://portal.example/platform/profile/abc';
    const mail = changeConfirmationEmail('ann@example.co.uk', ['Phone number: +447700900999'], link, 7);

    expect(mail).toMatchObject({ template: 'CHANGE_CONFIRMATION', to: 'ann@example.co.uk', userId: 7 });
    expect(lines(mail.text)).toContain(link);
    expect(lines(mail.text)).toContain('- Phone number: +447700900999');
    expect(mail.text).toContain('expires in 1 day');
  });

  // 23:30 UTC on 8 July is already 9 July in London (BST): the investor reads the date of their own calendar.
  const notice = accountNotice({ id: 7, email: 'ann@example.co.uk', fullName: null }, new Date('2026-07-08T23:30:00Z'));

  it('name a user with no full name by e-mail and date the decision in UK time', () => {
    expect(notice).toMatchObject({ to: 'ann@example.co.uk', name: 'ann@example.co.uk', userId: 7 });
    expect(kycApprovedEmail(notice, 'https://portal.example/login').text).toContain('On 09/07/2026 we checked');
  });

  // Issue 32: the KYC screen and the admin's list say 'Activated' (seed 000 §4); the e-mail says the same word.
  it('tell an approved investor their KYC status in the word the screen shows', () => {
    const mail = kycApprovedEmail(notice, 'https://portal.example/login');

    expect(mail.subject).toBe(`Your KYC status: ${KYC_STATUS_LABELS.APPROVED}`);
    expect(mail.text).toContain(`your KYC status is now '${KYC_STATUS_LABELS.APPROVED}'`);
    expect(mail.text).not.toMatch(/approved/i);
  });

  it('list each rejection reason on a line of its own, with the way to send the details again', () => {
    const mail = kycRejectedEmail(
      notice,
      ['Blurry passport', 'Old bill'],
      'https://portal.example/login',
      'help@k.example',
    );

    expect(lines(mail.text)).toEqual(expect.arrayContaining(['- Blurry passport', '- Old bill']));
    expect(mail.text).toContain('for these reasons:');
    expect(kycRejectedEmail(notice, ['Blurry passport'], 'x', 'y').text).toContain('for this reason:');
    expect(lines(mail.text)).toContain('https://portal.example/login');
    expect(mail.text).toContain('help@k.example');
  });

  it('tell a deactivated user they cannot sign in and whom to ask', () => {
    const mail = accountDeactivatedEmail(notice, 'help@k.example');

    expect(mail.subject).toBe('Your Keystone Property Crowdfunding account has been deactivated');
    expect(mail.text).toContain('You cannot sign in until it is reactivated.');
    expect(mail.text).toContain('help@k.example');
  });

  it.each([
    kycApprovedEmail(notice, 'https://portal.example/login'),
    kycRejectedEmail(notice, ['Blurry passport'], 'https://portal.example/login', 'help@k.example'),
    accountDeactivatedEmail(notice, 'help@k.example'),
    accountReactivatedEmail(notice, 'https://portal.example/login'),
    invitationEmail('a@example.com', inviteLink),
    restorePasswordEmail('a@example.com', resetLink, 1),
    welcomeEmail(
      'a@example.com',
      'Ann Smith',
      {
        login: 'https://portal.example/login',
        verifyEmail: 'https://portal.example/verify/t',
        unsubscribeNews: 'https://portal.example/unsubscribe/t',
      },
      1,
    ),
    changeConfirmationEmail('a@example.com', ['E-mail: b@example.com'], 'https://portal.example/platform/profile/t', 1),
    verifyEmailEmail('a@example.com', 'https://portal.example/verify/t', 1),
  ])('are plain text signed with the brand: $template', (mail) => {
    expect(mail.html).toBeUndefined();
    expect(mail.text).not.toMatch(/<[a-z]/i);
    expect(mail.text.trimEnd().endsWith('\n\nKeystone Property Crowdfunding')).toBe(true);
    // British spelling and wording throughout.
    expect(mail.text).not.toMatch(/\b(color|organize|center|email)\b/i);
  });

  it('tell the owner of a sign-in from a new browser: when in UK time, from what and where, and what to do if not them', () => {
    const notice = { to: 'ann@example.co.uk', name: 'Ann Smith', userId: 7 };
    const devices = 'https://portal.example/platform/devices';
    // 23:30 UTC on 31 July 2026 is 00:30 on 1 August in London (BST).
    const signIn = {
      at: new Date('2026-07-31T23:30:00Z'),
      browser: 'Chrome 131',
      operatingSystem: 'Windows 10',
      clientAddress: '203.0.113.9',
    };

    const mail = newSignInEmail(notice, signIn, { devices });

    expect(mail).toMatchObject({
      template: 'NEW_SIGN_IN',
      to: 'ann@example.co.uk',
      subject: 'New sign-in to your Keystone account',
      userId: 7,
    });
    expect(mail.text).toContain(
      'signed in from a new browser at 00:30 on Saturday 1 August 2026 (UK time), using Chrome 131 on Windows 10, from the address 203.0.113.9.',
    );
    expect(lines(mail.text)).toContain(devices);
    expect(mail.text).toContain('Change your password now');
    expect(mail.text).toContain('sign that session out');

    const unknown = newSignInEmail(notice, { ...signIn, browser: null, operatingSystem: null }, { devices });
    expect(unknown.text).toContain('using a browser we could not identify,');
  });
});
