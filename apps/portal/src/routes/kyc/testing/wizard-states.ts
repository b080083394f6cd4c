import { demoUsers, type User } from '@keystone/api';
import { COMPETENCE_QUESTION_IDS, calendarDateIn, type CompetenceAnswers } from '@keystone/flows/rules';
import {
  kycFormFromUser,
  kycWizardContext,
  kycWizardMachine,
  withKycDefaults,
  type KycForm,
  type KycWizardContext,
} from '@keystone/flows/kyc';

// Wizard states for stories: a screen is given a snapshot (STYLE: "not by clicking through from the start").

export const TODAY = calendarDateIn(new Date());
export const newcomer = demoUsers.kycNotStartedInvestor;

/** A newcomer with everything typed in but nothing saved yet: Next saves. */
export const filledIndividualForm: KycForm = {
  ...kycFormFromUser({ ...demoUsers.approvedInvestor, id: newcomer.id }),
  riskStatementAccepted: true,
};

export const filledCompanyForm: KycForm = {
  ...kycFormFromUser({ ...demoUsers.companyInvestor, id: newcomer.id }),
  riskStatementAccepted: true,
};

export const answeredWith = (optionId: string): CompetenceAnswers =>
  Object.fromEntries(COMPETENCE_QUESTION_IDS.map((questionId) => [questionId, optionId]));

type WizardValue = Parameters<typeof kycWizardMachine.resolveState>[0]['value'];

const STAGE_INDEX: Record<string, number> = {
  personalDetails: 0,
  proofOfIdentity: 1,
  bankDetails: 2,
  investorType: 3,
  competenceReview: 4,
  reviewAnswers: 5,
};

interface WizardStateOptions extends Partial<Omit<KycWizardContext, 'form'>> {
  form?: Partial<KycForm>;
  /** The stage the state shows: the busy states show the stage being left. */
  stageIndex?: number;
}

/** A wizard state as a story arg (persisted: args must be plain data), for the signed-in `user`. */
export function wizardState(value: WizardValue, { user = newcomer, form, stageIndex, ...context }: WizardStateOptions = {}) {
  const base = kycWizardContext({ user, today: TODAY });
  const key = typeof value === 'string' ? value : Object.keys(value)[0] ?? 'personalDetails';
  const index = stageIndex ?? STAGE_INDEX[key] ?? 0;
  const resolved = kycWizardMachine.resolveState({
    value,
    context: {
      ...base,
      stageIndex: index,
      destination: index,
      form: { ...withKycDefaults(base.form), ...form },
      ...context,
    },
  });
  return kycWizardMachine.getPersistedSnapshot(resolved);
}

/** The user the server holds for a company that has filled in stage 1 (so the company blocks show). */
export const companyNewcomer: User = { ...newcomer, personType: 'PROFESSIONAL' };
