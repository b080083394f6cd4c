import { demoUsers } from '@keystone/api';
import { kycWizardContext } from '@keystone/flows/kyc';
import { describe, expect, it } from 'vitest';
import { incompleteStages } from './incomplete-stages.ts';

const TODAY = '2026-01-15';

describe('incompleteStages', () => {
  it('names every stage a newcomer has still to fill in', () => {
    const context = kycWizardContext({ user: demoUsers.kycNotStartedInvestor, today: TODAY });

    expect(incompleteStages(context)).toEqual([
      'Personal details',
      'Proof of Identity',
      'Bank details',
      'Investor Certification',
      'Competence Review',
    ]);
  });

  it('asks only for the risk statement of an investor who has passed everything else', () => {
    const context = kycWizardContext({ user: demoUsers.approvedInvestor, today: TODAY });

    expect(incompleteStages(context)).toEqual(['Investor Certification']);
    expect(incompleteStages({ ...context, form: { ...context.form, riskStatementAccepted: true } })).toEqual([]);
  });
});
