import type { InvestorDeclarationStatus, InvestorType, User } from '@keystone/api';
import { declarationRequestFromForm } from '../declarations/declarations.rules.ts';
import { hasAttemptsLeft } from '../competence/competence.rules.ts';
import type { CalendarDate } from '../rules/calendar-date.ts';
import { kycFormFromUser, kycSaveRequest, withKycDefaults, type KycForm, type SaveProfileInput } from './kyc.form.ts';
import { isKycStageValid, needsDeclaration, type KycStageRuleOptions } from './kyc.rules.ts';
import { isKycStageIndex, KYC_STAGES, kycStageAt, kycStageIndex, LAST_KYC_STAGE_INDEX } from './kyc.stages.ts';

// The wizard's context, events and the pure decisions its guards make; the machine only routes. The stage forms
// hold what the investor types; the machine holds the saved truth (the user the server last answered), where the
// wizard is, what the move under way saves, and what the server said about it.

export interface KycWizardInput {
  user: User;
  /** Today where the platform lives ('YYYY-MM-DD'): `calendarDateIn(new Date())`. */
  today: CalendarDate;
  /**
   * Opens on personal details instead of resuming: after a rejected procedure is restarted, every stage is saved
   * yet the investor is to go through them again (seed 000 §4).
   */
  fromFirstStage?: boolean;
  /** The investor's declaration as `GET /user/declaration` answers it (issue 24 §4); none read, none current. */
  declaration?: InvestorDeclarationStatus | undefined;
}

export interface KycWizardContext {
  /** The user the server last answered: what "changed" is measured against and earlier stages are judged on. */
  user: User;
  today: CalendarDate;
  /** The stage on screen, also while a move away from it is being saved. */
  stageIndex: number;
  /** Where the move under way goes: a stage index, or {@link FINISHED_DESTINATION}. */
  destination: number;
  /** The `PUT /user` the move under way makes (grading included), or nothing to save. */
  pendingSave: SaveProfileInput | undefined;
  usedAnswerAttempts: number;
  competenceReviewPassed: boolean;
  /** What the server (or the network) said when the last call failed; cleared by the next move. */
  saveError: unknown;
  /** The category whose declaration is signed and current: the investor-type stage asks for no new signature. */
  signedInvestorType: InvestorType | undefined;
}

/** What a stage's form submits: its values over the form it started from ({@link kycStageDefaults}). */
export type KycStageValues = Partial<KycForm>;

/** The destination of FINISH: past the last stage. */
export const FINISHED_DESTINATION = KYC_STAGES.length;

export type KycWizardEvent =
  | { type: 'NEXT'; values: KycStageValues }
  | { type: 'BACK'; values: KycStageValues }
  | { type: 'GO_TO_STAGE'; index: number }
  | { type: 'CONTACT' }
  | { type: 'FINISH' };

/** `saving`: a call is under way and the buttons wait. */
export type KycWizardTag = 'saving';

/**
 * The context a wizard starts with, heading for the first stage not complete as saved (a reload resumes where the
 * investor was), or for the first stage when asked. Stories resolve any state from it (`machine.resolveState({ value, context })`).
 */
export function kycWizardContext({
  user,
  today,
  fromFirstStage = false,
  declaration,
}: KycWizardInput): KycWizardContext {
  const context: KycWizardContext = {
    user,
    today,
    stageIndex: 0,
    destination: 0,
    pendingSave: undefined,
    usedAnswerAttempts: user.usedAnswerAttempts,
    competenceReviewPassed: user.competenceReviewPassed,
    saveError: undefined,
    signedInvestorType: declaration?.current ? (declaration.declaration?.investorType ?? undefined) : undefined,
  };
  return { ...context, destination: fromFirstStage ? 0 : firstIncompleteStage(context) };
}

/** The first stage whose saved values do not pass its rules (the review stage when every earlier one does). */
export function firstIncompleteStage(context: KycWizardContext): number {
  const incomplete = KYC_STAGES.findIndex((_, index) => index < LAST_KYC_STAGE_INDEX && !canLeaveStage(context, index));
  return incomplete === -1 ? LAST_KYC_STAGE_INDEX : incomplete;
}

/**
 * The values every stage form starts from: what the server holds, with the GB defaults (unsaved until the first
 * save sends them) and no answers. Earlier stages are judged on these.
 */
export function kycStageDefaults(context: Pick<KycWizardContext, 'user'>): KycForm {
  return withKycDefaults(kycFormFromUser(context.user));
}

export function kycStageRuleOptions(context: KycWizardContext, { signing = false } = {}): KycStageRuleOptions {
  return {
    today: context.today,
    competenceReviewPassed: context.competenceReviewPassed,
    signedInvestorType: context.signedInvestorType,
    signing,
  };
}

/** The stage's submitted values over the saved form: what the stage rules judge and the save is measured on. */
export function submittedForm(context: KycWizardContext, values: KycStageValues): KycForm {
  return { ...kycStageDefaults(context), ...values };
}

export function isCompetenceLocked(context: KycWizardContext): boolean {
  return !context.competenceReviewPassed && !hasAttemptsLeft(context.usedAnswerAttempts);
}

/** Whether the stage at `index` may be left forward with `form`: its rules pass, and the competence test is not locked. */
export function canLeaveStage(context: KycWizardContext, index: number, submitted?: KycForm): boolean {
  const stage = kycStageAt(index).id;
  if (stage === 'competenceReview' && isCompetenceLocked(context)) return false;
  const form = submitted ?? kycStageDefaults(context);
  return isKycStageValid(stage, form, kycStageRuleOptions(context, { signing: submitted !== undefined }));
}

/** A jump from the header or the review's Edit: every stage passed over must pass as saved. */
export function canJumpTo(context: KycWizardContext, index: number): boolean {
  if (!isKycStageIndex(index) || index === context.stageIndex) return false;
  for (let passed = context.stageIndex; passed < index; passed += 1) {
    if (!canLeaveStage(context, passed)) return false;
  }
  return true;
}

/**
 * The call a move to `destination` with the stage's `values` makes (seed 000 §4): only changed, non-empty values;
 * `undefined` when nothing is to be sent. The answers are graded by the competence review itself, never here.
 */
export function saveForMove(
  context: KycWizardContext,
  values: KycStageValues,
  destination: number,
): SaveProfileInput | undefined {
  const { answers: _answers, ...stageValues } = values;
  const form = submittedForm(context, stageValues);
  const save = kycSaveRequest(kycFormFromUser(context.user), form, { validateQuestions: false });
  // Leaving the investor-type stage forward signs the chosen category's declaration (issue 24 §4), after the
  // category is saved: the server signs only for the category on the profile.
  const signing =
    context.stageIndex === kycStageIndex('investorType') &&
    destination > context.stageIndex &&
    form.investorType !== '' &&
    needsDeclaration(form, kycStageRuleOptions(context));
  if (!signing || form.investorType === '') return save;
  return {
    changes: { ...save?.changes, investorType: form.investorType },
    validateQuestions: false,
    declaration: declarationRequestFromForm(form.investorType, form),
  };
}
