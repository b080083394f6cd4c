import { demoUsers, userStates } from '@keystone/api';
import { describe, expect, it } from 'vitest';
import { showsWizard } from './kyc-view.ts';

describe('showsWizard', () => {
  it('shows the wizard to a draft not yet submitted', () => {
    expect(showsWizard(demoUsers.kycNotStartedInvestor)).toBe(true);
    expect(showsWizard(userStates.competenceAttemptsUsedUp)).toBe(true);
  });

  it('shows the finished screen once submitted, and for every other status', () => {
    expect(showsWizard({ kycStatus: 'DRAFT', kycProcedureFinished: true })).toBe(false);
    expect(showsWizard(userStates.kycInProgress)).toBe(false);
    expect(showsWizard(userStates.kycRejected)).toBe(false);
    expect(showsWizard(demoUsers.approvedInvestor)).toBe(false);
  });
});
