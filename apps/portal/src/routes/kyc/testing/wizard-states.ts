import { demoUsers } from '@keystone/demo/fixtures';
import { type User } from '@keystone/api';
import { calendarDateIn } from '@keystone/flows/rules';
import {
  kycStageIndex,
  kycWizardContext,
  kycWizardMachine,
  type KycStageId,
  type KycWizardContext,
} from '@keystone/flows/kyc';

// Wizard states for stories: a screen is given a snapshot (STYLE: "not by clicking through from the start"). The
// machine holds no field values: a stage shows what its `user` has saved.

export const TODAY = calendarDateIn(new Date());
export const newcomer = demoUsers.kycNotStartedInvestor;

const draft = {
  id: newcomer.id,
  email: newcomer.email,
  fullName: newcomer.fullName,
  kycStatus: 'DRAFT',
  kycProcedureFinished: false,
} as const;

/** The newcomer once every stage is saved, as an individual. */
export const filledIndividual: User = {
  ...demoUsers.approvedInvestor,
  ...draft,
  competenceReviewPassed: false,
  usedAnswerAttempts: 0,
};

/** The newcomer once every stage is saved, as a company (PROFESSIONAL). */
export const filledCompany: User = {
  ...demoUsers.companyInvestor,
  ...draft,
  competenceReviewPassed: false,
  usedAnswerAttempts: 0,
};

type WizardValue = Parameters<typeof kycWizardMachine.resolveState>[0]['value'];

interface WizardStateOptions extends Partial<Omit<KycWizardContext, 'stageIndex'>> {
  /** The stage the state shows: the busy states show the stage being left. */
  stage?: KycStageId;
}

/** A wizard state as a story arg (persisted: args must be plain data), for the saved `user`. */
export function wizardState(value: WizardValue, { user = newcomer, stage, ...context }: WizardStateOptions = {}) {
  const shown = stage ?? ((typeof value === 'string' ? value : Object.keys(value)[0]) as KycStageId);
  const index = Math.max(kycStageIndex(shown), 0);
  const resolved = kycWizardMachine.resolveState({
    value,
    context: { ...kycWizardContext({ user, today: TODAY }), stageIndex: index, destination: index, ...context },
  });
  return kycWizardMachine.getPersistedSnapshot(resolved);
}
