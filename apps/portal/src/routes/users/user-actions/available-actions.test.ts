import { demoUsers, userStates } from '@keystone/demo/fixtures';
import { type User } from '@keystone/api';
import { describe, expect, it } from 'vitest';
import { actionSuccessText, availableUserActions, awaitsKycDecision } from './available-actions.ts';

const ADMIN_ID = demoUsers.admin.id;

describe('awaitsKycDecision', () => {
  it('is true once the provider accepted the documents', () => {
    expect(awaitsKycDecision(userStates.kycInProgress)).toBe(true);
  });

  it('is true for a finished procedure still in DRAFT', () => {
    expect(awaitsKycDecision({ kycStatus: 'DRAFT', kycProcedureFinished: true })).toBe(true);
  });

  it('is false before the procedure is finished and after a decision', () => {
    expect(awaitsKycDecision(demoUsers.kycNotStartedInvestor)).toBe(false);
    expect(awaitsKycDecision(demoUsers.approvedInvestor)).toBe(false);
    expect(awaitsKycDecision(userStates.kycRejected)).toBe(false);
  });
});

describe('availableUserActions', () => {
  it('offers approval, rejection and the reset while KYC awaits a decision', () => {
    expect(availableUserActions(userStates.kycInProgress, ADMIN_ID)).toEqual([
      'approveKyc',
      'rejectKyc',
      'resetQuestions',
      'deactivate',
    ]);
  });

  it("offers 'Reset questions' only while KYC is not approved", () => {
    expect(availableUserActions(userStates.competenceAttemptsUsedUp, ADMIN_ID)).toEqual([
      'resetQuestions',
      'deactivate',
    ]);
    expect(availableUserActions(userStates.kycRejected, ADMIN_ID)).toContain('resetQuestions');
    expect(availableUserActions(demoUsers.approvedInvestor, ADMIN_ID)).toEqual(['deactivate']);
  });

  it('offers activation to a NOT_ACTIVE user and deactivation to an ACTIVE one', () => {
    expect(availableUserActions(demoUsers.notActiveInvestor, ADMIN_ID)).toEqual(['activate']);
    expect(availableUserActions(demoUsers.companyInvestor, ADMIN_ID)).toEqual(['deactivate']);
  });

  it('never offers admins to deactivate themselves', () => {
    expect(availableUserActions(demoUsers.admin, ADMIN_ID)).not.toContain('deactivate');
    const anotherAdmin: User = { ...demoUsers.admin, id: 99 };
    expect(availableUserActions(anotherAdmin, ADMIN_ID)).toContain('deactivate');
  });
});

describe('actionSuccessText', () => {
  it('names the user and what happened', () => {
    expect(actionSuccessText('deactivate', 'Isla Investor')).toBe('Isla Investor was deactivated and signed out.');
    expect(actionSuccessText('approveKyc', 'Isla Investor')).toBe('KYC approved for Isla Investor.');
    expect(actionSuccessText('resetQuestions', 'Noah')).toBe('Noah can answer the competence questions again.');
  });
});
