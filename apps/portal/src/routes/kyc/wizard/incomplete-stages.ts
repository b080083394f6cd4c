import { KYC_STAGES, validateKycStage, type KycWizardContext } from '@keystone/flows/kyc';

/** The titles of the stages whose rules still fail: what the review stage asks to complete before submitting. */
export function incompleteStages(context: Pick<KycWizardContext, 'form' | 'today' | 'competenceReviewPassed'>): string[] {
  const options = { today: context.today, competenceReviewPassed: context.competenceReviewPassed };
  return KYC_STAGES.filter((stage) => stage.id !== 'reviewAnswers')
    .filter((stage) => validateKycStage(stage.id, context.form, options).length > 0)
    .map((stage) => stage.title);
}
