import { describe, expect, it } from 'vitest';
import { COPYRIGHT, legalPageParagraphs, RISK_STATEMENT } from './footer.ts';
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
  it("states the seed's risk statement and copyright year", () => {
    expect(`${RISK_STATEMENT.lead} ${RISK_STATEMENT.rest}`).toBe(
      'Your capital is at risk. Past performance is not a reliable indicator of future results. Investments made ' +
        'through this platform are not protected by the Financial Services Compensation Scheme (FSCS).',
    );
    expect(COPYRIGHT).toBe('© 2020 Keystone Property Crowdfunding');
  });

  it('splits a page at its blank lines and joins the lines of a paragraph', () => {
    expect(legalPageParagraphs('First line\nstill first.\n\n  \nSecond.\n')).toEqual([
      'First line still first.',
      'Second.',
    ]);
  });
});
