import { describe, expect, it } from 'vitest';
import { invitationEmail, restorePasswordEmail, welcomeEmail } from './templates.ts';

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

  it('welcome the new investor by name with the sign-in link and the next step', () => {
    const mail = welcomeEmail('ann@example.co.uk', "Ann O'Neill", 'https://portal.example/login', 7);

    expect(mail).toMatchObject({
      template: 'WELCOME',
      userId: 7,
      subject: 'Welcome to Keystone Property Crowdfunding',
    });
    expect(lines(mail.text)[0]).toBe("Hello Ann O'Neill,");
    expect(lines(mail.text)).toContain('https://portal.example/login');
    expect(mail.text).toContain('KYC');
  });

  it.each([
    invitationEmail('a@example.com', inviteLink),
    restorePasswordEmail('a@example.com', resetLink, 1),
    welcomeEmail('a@example.com', 'Ann Smith', 'https://portal.example/login', 1),
  ])('are plain text signed with the brand: $template', (mail) => {
    expect(mail.html).toBeUndefined();
    expect(mail.text).not.toMatch(/<[a-z]/i);
    expect(mail.text.trimEnd().endsWith('\n\nKeystone Property Crowdfunding')).toBe(true);
    // British spelling and wording throughout.
    expect(mail.text).not.toMatch(/\b(color|organize|center|email)\b/i);
  });
});
