import type { FieldError, User } from '@keystone/api';
import { hasAttemptsLeft } from '../competence/competence.rules.ts';
import type { CalendarDate } from '../rules/calendar-date.ts';
import type { CompetenceQuestionId } from '../rules/competence-answers.ts';
import {
  kycFormFromUser,
  kycSaveRequest,
  withKycDefaults,
  type KycForm,
  type KycFormField,
  type SaveProfileInput,
} from './kyc.form.ts';
import { isKycStageValid } from './kyc.rules.ts';
import { COMPETENCE_STAGE_INDEX, isKycStageIndex, KYC_STAGES, kycStageAt } from './kyc.stages.ts';

// The wizard's context, events and the pure decisions its guards make; the machine only routes.

export interface KycWizardInput {
  user: User;
  /** Today where the platform lives ('YYYY-MM-DD'): `calendarDateIn(new Date())`. */
  today: CalendarDate;
}

export interface KycWizardContext {
  user: User;
  today: CalendarDate;
  /** What the investor sees and types. */
  form: KycForm;
  /** What the server holds: moving on saves only what differs from it. */
  saved: KycForm;
  /** The stage on screen, also while a move away from it is being saved. */
  stageIndex: number;
  /** Where the move under way goes: a stage index, or {@link FINISHED_DESTINATION}. */
  destination: number;
  usedAnswerAttempts: number;
  competenceReviewPassed: boolean;
  /** The last failed save's per-field messages, field names with their first letter lowercased. */
  fieldErrors: FieldError[];
  /** The last failed call's message when no field carries it. */
  generalError: string | undefined;
}

/** The destination of FINISH: past the last stage. */
export const FINISHED_DESTINATION = KYC_STAGES.length;

type EditableField = Exclude<KycFormField, 'answers'>;
type FieldChanged = { [F in EditableField]: { type: 'FIELD_CHANGED'; field: F; value: KycForm[F] } }[EditableField];

export type KycWizardEvent =
  | FieldChanged
  | { type: 'FORM_CHANGED'; values: Partial<Omit<KycForm, 'answers'>> }
  | { type: 'ANSWER_CHANGED'; questionId: CompetenceQuestionId; answer: string }
  | { type: 'NEXT' }
  | { type: 'BACK' }
  | { type: 'GO_TO_STAGE'; index: number }
  | { type: 'RESTART' }
  | { type: 'CONTACT' }
  | { type: 'FINISH' }
  | { type: 'DISMISS_ERROR' };

/** `saving`: a call is under way and the buttons wait; `locked`: the competence test failed for good. */
export type KycWizardTag = 'saving' | 'locked';

/** The context a wizard starts with; stories resolve any state from it (`machine.resolveState({ value, context })`). */
export function kycWizardContext({ user, today }: KycWizardInput): KycWizardContext {
  const saved = kycFormFromUser(user);
  return {
    user,
    today,
    form: withKycDefaults(saved),
    saved,
    stageIndex: 0,
    destination: 0,
    usedAnswerAttempts: user.usedAnswerAttempts,
    competenceReviewPassed: user.competenceReviewPassed,
    fieldErrors: [],
    generalError: undefined,
  };
}

export function isCompetenceLocked(context: KycWizardContext): boolean {
  return !context.competenceReviewPassed && !hasAttemptsLeft(context.usedAnswerAttempts);
}

/** Whether the stage at `index` may be left forward: its fields pass, and the competence test is not locked. */
export function canLeaveStage(context: KycWizardContext, index: number): boolean {
  const stage = kycStageAt(index).id;
  if (stage === 'competenceReview' && isCompetenceLocked(context)) return false;
  return isKycStageValid(stage, context.form, {
    today: context.today,
    competenceReviewPassed: context.competenceReviewPassed,
  });
}

export function canJumpTo(context: KycWizardContext, index: number): boolean {
  if (!isKycStageIndex(index) || index === context.stageIndex) return false;
  for (let passed = context.stageIndex; passed < index; passed += 1) {
    if (!canLeaveStage(context, passed)) return false;
  }
  return true;
}

export function mustGradeAnswers(context: KycWizardContext): boolean {
  return (
    !context.competenceReviewPassed &&
    context.stageIndex <= COMPETENCE_STAGE_INDEX &&
    context.destination > COMPETENCE_STAGE_INDEX
  );
}

/** The call a move makes; only asked for after a guard has found something to send, so the empty fallback never goes out. */
export function pendingSave(context: KycWizardContext, validateQuestions: boolean): SaveProfileInput {
  return kycSaveRequest(context.saved, context.form, { validateQuestions }) ?? { changes: {}, validateQuestions };
}

export function withoutErrorsFor(errors: FieldError[], fields: ReadonlyArray<string>): FieldError[] {
  return errors.filter((error) => !fields.includes(error.field));
}
