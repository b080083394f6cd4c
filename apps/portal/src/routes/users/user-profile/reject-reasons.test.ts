import { demoUsers, userStates } from '@keystone/api';
import { describe, expect, it } from 'vitest';
import { combinedRejectReasons } from './reject-reasons.ts';

describe('combinedRejectReasons', () => {
  it("combines the admin's reason with the provider's reasons per document", () => {
    expect(combinedRejectReasons(userStates.kycRejected)).toEqual([
      'The documents could not be verified.',
      'Proof of identity: The passport photo is blurred.',
      'Proof of address: The utility bill is older than three months.',
    ]);
  });

  it('has nothing to say for a user who was not rejected', () => {
    expect(combinedRejectReasons(demoUsers.approvedInvestor)).toEqual([]);
  });

  it('leaves out blank reasons', () => {
    expect(combinedRejectReasons({ ...userStates.kycRejected, kycRejectReason: '  ', addressProofRejectReason: '' })).toEqual([
      'Proof of identity: The passport photo is blurred.',
    ]);
  });

  it('names the company documents', () => {
    const company = {
      ...demoUsers.companyInvestor,
      kycRejectReason: 'Company documents are missing.',
      registrationProofRejectReason: 'Unreadable.',
      articlesOfAssociationRejectReason: 'Unsigned.',
      shareholderDeclarationRejectReason: 'Out of date.',
    };
    expect(combinedRejectReasons(company)).toEqual([
      'Company documents are missing.',
      'Registration proof: Unreadable.',
      'Articles of association: Unsigned.',
      'Shareholder declaration: Out of date.',
    ]);
  });
});
