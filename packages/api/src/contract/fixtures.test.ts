import { describe, expect, it } from 'vitest';
import {
  demoAdminDashboard,
  demoAgreementLogs,
  demoAgreements,
  demoFaqs,
  demoInvestorDashboard,
  demoPaymentInfo,
  demoProjectList,
  demoProjectPayments,
  demoUsers,
  demoWalletHistory,
  userStates,
} from '../fixtures/index.ts';
import { createContractValidator, type SchemaName } from './schema-validator.ts';

const validate = createContractValidator();

const cases: [string, SchemaName, unknown][] = [
  ...Object.entries(demoUsers).map(([name, user]): [string, SchemaName, unknown] => [`demoUsers.${name}`, 'User', user]),
  ...Object.entries(userStates).map(([name, user]): [string, SchemaName, unknown] => [`userStates.${name}`, 'User', user]),
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
    expect([admin.role, approvedInvestor.kycStatus, kycNotStartedInvestor.kycProcedureFinished]).toEqual(['ADMIN', 'APPROVED', false]);
    expect([notActiveInvestor.status, companyInvestor.personType]).toEqual(['NOT_ACTIVE', 'PROFESSIONAL']);
    expect(new Set(Object.values(demoUsers).map((user) => user.id)).size).toBe(5);
  });

  it('demo projects are in several statuses', () => {
    expect(new Set(demoProjectList.map((project) => project.status)).size).toBeGreaterThanOrEqual(4);
  });
});
