import { describe, expect, it } from 'vitest';
import {
  adminUserList,
  demoAdminDashboard,
  demoAgreementLogs,
  demoAgreements,
  demoFaqs,
  demoInvestorDashboard,
  demoPaymentInfo,
  demoPeople,
  demoProjectList,
  demoProjectPayments,
  demoUsers,
  demoWalletHistory,
  userStates,
} from '../fixtures/index.ts';
import { createContractValidator, type SchemaName } from './schema-validator.ts';

const validate = createContractValidator();

const cases: [string, SchemaName, unknown][] = [
  ...Object.entries(demoUsers).map(([name, user]): [string, SchemaName, unknown] => [
    `demoUsers.${name}`,
    'User',
    user,
  ]),
  ...Object.entries(userStates).map(([name, user]): [string, SchemaName, unknown] => [
    `userStates.${name}`,
    'User',
    user,
  ]),
  ...demoProjectList.map((project): [string, SchemaName, unknown] => [`project ${project.title}`, 'Project', project]),
  ['demoInvestorDashboard', 'InvestorDashboard', demoInvestorDashboard],
  ['demoAdminDashboard', 'AdminDashboard', demoAdminDashboard],
  ['demoProjectPayments', 'ProjectPayments', demoProjectPayments],
  ['demoPaymentInfo', 'PaymentInfo', demoPaymentInfo],
  ...demoWalletHistory.map((row): [string, SchemaName, unknown] => [`wallet row ${row.id}`, 'WalletTransaction', row]),
  ...demoAgreements.map((row): [string, SchemaName, unknown] => [`agreement ${row.id}`, 'Agreement', row]),
  ...demoAgreementLogs.map((row): [string, SchemaName, unknown] => [`agreement log ${row.event}`, 'AgreementLog', row]),
  ...demoFaqs.map((row): [string, SchemaName, unknown] => [`faq ${row.id}`, 'Faq', row]),
];

describe('fixtures satisfy the contract at run time', () => {
  it.each(cases)('%s is a valid %s', (_name, schemaName, value) => {
    expect(validate(schemaName, value)).toEqual([]);
  });

  it('the validator does reject a broken value', () => {
    const errors = validate('User', { ...demoUsers.admin, role: 'SUPERUSER', passwordHash: 'x' });
    expect(errors.map((error) => error.keyword).sort()).toEqual(['additionalProperties', 'enum']);
  });

  it('demo users cover the roles and states the stories need', () => {
    const { admin, approvedInvestor, kycNotStartedInvestor, notActiveInvestor, companyInvestor } = demoUsers;
    expect([admin.role, approvedInvestor.kycStatus, kycNotStartedInvestor.kycProcedureFinished]).toEqual([
      'ADMIN',
      'APPROVED',
      false,
    ]);
    expect([notActiveInvestor.status, companyInvestor.personType]).toEqual(['NOT_ACTIVE', 'PROFESSIONAL']);
    expect(new Set(adminUserList.map((user) => user.id)).size).toBe(adminUserList.length);
  });

  it('demo people have their own password, the mock sign-in password', () => {
    expect(Object.values(demoPeople).map((person) => person.password)).toEqual([
      'Admin2026',
      'Investor2026',
      'Investor2026',
      'Investor2026',
      'Investor2026',
      'Investor2026',
    ]);
  });

  it("the approved investor's wallet balance is what her money leaves", () => {
    const { walletBalancePence } = demoInvestorDashboard;
    // Every row of the history (the dashboard holds its first page only); pending and failed ones moved nothing.
    const signed = demoWalletHistory
      .filter(({ status }) => status === 'SUCCEEDED')
      .map(({ type, amountPence }) =>
        type === 'PAY_IN' || type === 'TRANSFER_FROM_PROJECT' ? amountPence : -amountPence,
      );
    expect(signed.reduce((sum, amount) => sum + amount, 0)).toBe(walletBalancePence);
    expect(demoUsers.approvedInvestor.balancePence).toBe(walletBalancePence);
  });

  it('document and image URLs are file URLs the contract serves (GET /files/{key})', () => {
    const key = /^\/api\/files\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|pdf)$/;
    const { frontDocUrl, backDocUrl, registrationProof } = demoUsers.companyInvestor;
    const projectUrls = demoProjectList.flatMap((project) => [
      ...project.images.map((image) => image.url),
      ...project.documents.map((document) => document.url),
    ]);
    for (const url of [
      frontDocUrl,
      backDocUrl,
      registrationProof,
      demoUsers.approvedInvestor.proofOfAddressUrl,
      ...projectUrls,
    ]) {
      if (url !== null) expect(url).toMatch(key);
    }
  });

  it('demo projects are in several statuses', () => {
    expect(new Set(demoProjectList.map((project) => project.status)).size).toBeGreaterThanOrEqual(4);
  });
});
