import { describe, expect, it } from 'vitest';
import { copyrightLine, legalPageParagraphs, linkedText, RISK_STATEMENT } from './footer.ts';
import { KYC_STATUSES, kycStatusLabel, userKycStatusLabel, userKycStatusTone } from './kyc-status.ts';
import { PERSON_TYPE_LABELS } from './person-type.ts';
import { awaitingApprovalText, SCREEN_TEXTS } from './screen-texts.ts';
import { transactionStatusTone } from './tones.ts';
import { userDisplayName } from './user.ts';

describe('KYC status labels', () => {
  it.each([
    ['DRAFT', 'Submitted and awaiting review'],
    ['IN_PROGRESS', 'Accepted and under review'],
    ['APPROVED', 'Activated'],
    ['REJECTED', 'Rejected'],
  ] as const)('labels %s as %s', (status, label) => {
    expect(kycStatusLabel(status)).toBe(label);
  });

  it('covers every status', () => {
    expect(KYC_STATUSES).toEqual(['DRAFT', 'IN_PROGRESS', 'APPROVED', 'REJECTED']);
  });
});

describe("a user's KYC status in the admin list and profile", () => {
  it('is not started while DRAFT and not submitted', () => {
    expect(userKycStatusLabel({ kycStatus: 'DRAFT', kycProcedureFinished: false })).toBe('Not started');
    expect(userKycStatusTone({ kycStatus: 'DRAFT', kycProcedureFinished: false })).toBe('neutral');
  });

  it("takes the seed's label once the procedure is submitted", () => {
    expect(userKycStatusLabel({ kycStatus: 'DRAFT', kycProcedureFinished: true })).toBe(
      'Submitted and awaiting review',
    );
    expect(userKycStatusTone({ kycStatus: 'DRAFT', kycProcedureFinished: true })).toBe('info');
  });

  it.each(['IN_PROGRESS', 'APPROVED', 'REJECTED'] as const)('labels a submitted %s as the seed does', (status) => {
    expect(userKycStatusLabel({ kycStatus: status, kycProcedureFinished: true })).toBe(kycStatusLabel(status));
  });
});

describe('other labels', () => {
  it('shows a professional as a company', () => {
    expect(PERSON_TYPE_LABELS).toEqual({ INDIVIDUAL: 'Individual', PROFESSIONAL: 'Company' });
  });

  it('keeps the shared screen texts', () => {
    expect(SCREEN_TEXTS).toEqual({
      noSearchResult: 'No search result',
      loading: 'loading...',
      processingInvestment: 'Processing investment...',
    });
  });

  it('words a change awaiting approval', () => {
    expect(awaitingApprovalText('jane@example.com')).toBe('This jane@example.com is awaiting approval');
  });

  it('colours transactions failed pink, pending orange, anything else green', () => {
    expect(transactionStatusTone('FAILED')).toBe('failed');
    expect(transactionStatusTone('PENDING')).toBe('pending');
    expect(transactionStatusTone('SUCCEEDED')).toBe('succeeded');
  });

  it('names a user by full name, else by e-mail', () => {
    expect(userDisplayName({ fullName: ' Ann Smith ', email: 'ann@example.com' })).toBe('Ann Smith');
    expect(userDisplayName({ fullName: '  ', email: 'ann@example.com' })).toBe('ann@example.com');
  });
});

describe('footer', () => {
  it("states the seed's risk statement", () => {
    expect(`${RISK_STATEMENT.lead} ${RISK_STATEMENT.rest}`).toBe(
      'Your capital is at risk. Past performance is not a reliable indicator of future results. Investments made ' +
        'through this platform are not protected by the Financial Services Compensation Scheme (FSCS).',
    );
  });

  // Issue 32: '© 2020' was the seed's year, six years stale; the seed's year stays as the first, the clock gives the last.
  it("dates the copyright from the seed's year to this year, in London", () => {
    expect(copyrightLine(new Date('2026-11-29T12:00:00Z'))).toBe('© 2020–2026 Keystone Property Crowdfunding');
    expect(copyrightLine(new Date('2027-01-01T00:30:00+01:00'))).toBe('© 2020–2026 Keystone Property Crowdfunding');
    expect(copyrightLine(new Date('2020-06-01T12:00:00Z'))).toBe('© 2020 Keystone Property Crowdfunding');
  });

  // Issue 32: the Financial Ombudsman's address and the support address were plain text on the complaints page.
  it('makes the web and e-mail addresses of a paragraph links, leaving the sentence around them', () => {
    expect(
      linkedText('Write to help@keystone.example, or see https://www.financial-ombudsman.org.uk/. Thank you.'),
    ).toEqual([
      { text: 'Write to ' },
      { text: 'help@keystone.example', href: 'mailto:help@keystone.example' },
      { text: ', or see ' },
      { text: 'https://www.financial-ombudsman.org.uk/', href: 'https://www.financial-ombudsman.org.uk/' },
      { text: '. Thank you.' },
    ]);
    expect(linkedText('Visit www.example.org.uk.')).toEqual([
      { text: 'Visit ' },
      { text: 'www.example.org.uk', href: 'https://www.example.org.uk' },
      { text: '.' },
    ]);
    expect(linkedText('No address here.')).toEqual([{ text: 'No address here.' }]);
  });

  it('splits a page at its blank lines and joins the lines of a paragraph', () => {
    expect(legalPageParagraphs('First line\nstill first.\n\n  \nSecond.\n')).toEqual([
      'First line still first.',
      'Second.',
    ]);
  });
});
