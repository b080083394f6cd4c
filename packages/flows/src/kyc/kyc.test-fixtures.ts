import { demoUsers, type User } from '@keystone/api';
import type { CompetenceAnswers } from '../rules/competence-answers.ts';
import { COMPETENCE_QUESTION_IDS } from '../rules/competence-answers.ts';
import { kycFormFromUser, type KycForm } from './kyc.form.ts';

// Shared by the KYC tests only; not exported from the package.

export const TODAY = '2025-06-01';

/** An individual who filled in every stage before and has not yet started the procedure. */
export const filledIndividual: User = {
  ...demoUsers.approvedInvestor,
  kycStatus: 'DRAFT',
  kycProcedureFinished: false,
  competenceReviewPassed: false,
  usedAnswerAttempts: 0,
};

export const filledCompany: User = {
  ...demoUsers.companyInvestor,
  kycStatus: 'DRAFT',
  kycProcedureFinished: false,
  competenceReviewPassed: false,
  usedAnswerAttempts: 0,
};

export const newcomer: User = demoUsers.kycNotStartedInvestor;

export const ALL_ANSWERS: Required<CompetenceAnswers> = Object.fromEntries(
  COMPETENCE_QUESTION_IDS.map((id) => [id, 'a']),
) as Required<CompetenceAnswers>;

/** A form that passes every stage: the filled individual with the box ticked and every question answered. */
export function completeForm(user: User = filledIndividual): KycForm {
  return { ...kycFormFromUser(user), riskStatementAccepted: true, answers: ALL_ANSWERS };
}
