import { demoUsers } from '@keystone/demo/fixtures';
import { describe, expect, it } from 'vitest';
import { kycDocuments } from './kyc-documents.ts';

describe('kycDocuments', () => {
  it("lists an individual's identity document and proof of address", () => {
    const { frontDocUrl, proofOfAddressUrl } = demoUsers.approvedInvestor;
    expect(kycDocuments(demoUsers.approvedInvestor)).toEqual([
      { label: 'Front of passport', url: frontDocUrl, isImage: true },
      { label: 'Back of passport', url: null, isImage: false },
      { label: 'Proof of address', url: proofOfAddressUrl, isImage: false },
    ]);
  });

  it('adds the three company documents for a company', () => {
    const company = demoUsers.companyInvestor;
    expect(kycDocuments(company).map(({ label, url }) => [label, url])).toEqual([
      ['Front of driving licence', company.frontDocUrl],
      ['Back of driving licence', company.backDocUrl],
      ['Proof of address', null],
      ['Registration proof', company.registrationProof],
      ['Articles of association', company.articlesOfAssociation],
      ['Shareholder declaration', company.shareholderDeclaration],
    ]);
  });

  it('names the identity document plainly before the user chose its type', () => {
    expect(kycDocuments(demoUsers.kycNotStartedInvestor).map((doc) => doc.label)).toEqual([
      'Front of identity document',
      'Back of identity document',
      'Proof of address',
    ]);
  });

  it('previews pictures only, whatever the query string', () => {
    const user = { ...demoUsers.approvedInvestor, frontDocUrl: '/api/files/a.JPEG?v=2', backDocUrl: '/api/files/b' };
    expect(kycDocuments(user).map((doc) => doc.isImage)).toEqual([true, false, false]);
  });
});
