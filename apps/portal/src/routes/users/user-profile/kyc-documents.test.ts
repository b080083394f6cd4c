import { demoUsers } from '@keystone/api';
import { describe, expect, it } from 'vitest';
import { kycDocuments } from './kyc-documents.ts';

describe('kycDocuments', () => {
  it("lists an individual's identity document and proof of address", () => {
    expect(kycDocuments(demoUsers.approvedInvestor)).toEqual([
      { label: 'Front of passport', url: '/api/files/demo/passport-front.png', isImage: true },
      { label: 'Back of passport', url: null, isImage: false },
      { label: 'Proof of address', url: '/api/files/demo/utility-bill.pdf', isImage: false },
    ]);
  });

  it('adds the three company documents for a company', () => {
    expect(kycDocuments(demoUsers.companyInvestor).map(({ label, url }) => [label, url])).toEqual([
      ['Front of driving licence', '/api/files/demo/licence-front.png'],
      ['Back of driving licence', '/api/files/demo/licence-back.png'],
      ['Proof of address', null],
      ['Registration proof', '/api/files/demo/registration.pdf'],
      ['Articles of association', '/api/files/demo/articles.pdf'],
      ['Shareholder declaration', '/api/files/demo/shareholders.pdf'],
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
