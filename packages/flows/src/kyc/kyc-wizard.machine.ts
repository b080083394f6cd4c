import type { FieldError, User } from '@keystone/api';
import { assign, setup } from 'xstate';
import { MAX_COMPETENCE_ATTEMPTS } from '../constants.ts';
import { hasAttemptsLeft } from '../competence/competence.rules.ts';
import { hasErrorCode } from '../errors/api-error.ts';
import { ErrorCode } from '../errors/catalogue.ts';
import { formErrorDisplay } from '../errors/display.ts';
import type { CalendarDate } from '../rules/calendar-date.ts';
import type { CompetenceQuestionId } from '../rules/competence-answers.ts';
import {
  restartKycPlaceholder,
  saveProfilePlaceholder,
  startKycProcedurePlaceholder,
} from './kyc.actors.ts';
import {
  kycFormFromUser,
  kycSaveRequest,
  withKycDefaults,
  type KycForm,
  type KycFormField,
  type SaveProfileInput,
} from './kyc.form.ts';
import { isKycStageValid } from './kyc.rules.ts';
import {
  COMPETENCE_STAGE_INDEX,
  isKycStageIndex,
  KYC_STAGES,
  kycStageAt,
  kycStageIndex,
  type KycStageId,
} from './kyc.stages.ts';

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

function canJumpTo(context: KycWizardContext, index: number): boolean {
  if (!isKycStageIndex(index) || index === context.stageIndex) return false;
  for (let passed = context.stageIndex; passed < index; passed += 1) {
    if (!canLeaveStage(context, passed)) return false;
  }
  return true;
}

function mustGradeAnswers(context: KycWizardContext): boolean {
  return (
    !context.competenceReviewPassed &&
    context.stageIndex <= COMPETENCE_STAGE_INDEX &&
    context.destination > COMPETENCE_STAGE_INDEX
  );
}

// Only entered after a guard has found something to send, so the empty fallback is never what goes out.
function pendingSave(context: KycWizardContext, validateQuestions: boolean): SaveProfileInput {
  return kycSaveRequest(context.saved, context.form, { validateQuestions }) ?? { changes: {}, validateQuestions };
}

function withoutErrorsFor(errors: FieldError[], fields: ReadonlyArray<string>): FieldError[] {
  return errors.filter((error) => !fields.includes(error.field));
}

type ErrorParams = { error: unknown };
const failure = ({ event }: { event: { error: unknown } }): ErrorParams => ({ error: event.error });
type StageParams = { stage: KycStageId };

// Each stage's own handlers: what may be typed, and where the investor may go from here.
const STAGE_EVENTS = {
  FIELD_CHANGED: { actions: 'assignField' },
  FORM_CHANGED: { actions: 'assignForm' },
  DISMISS_ERROR: { actions: 'clearGeneralError' },
  BACK: { guard: 'isPastFirstStage', target: '#kycWizard.leaving', actions: 'headBack' },
  RESTART: { guard: 'isPastFirstStage', target: '#kycWizard.leaving', actions: 'headToFirstStage' },
  GO_TO_STAGE: { guard: 'canGoToChosenStage', target: '#kycWizard.leaving', actions: 'headToChosenStage' },
} as const;

const NEXT = { guard: 'canLeaveForward', target: '#kycWizard.leaving', actions: 'headForward' } as const;

const enter = (stage: KycStageId) => ({ type: 'enterStage', params: { stage } }) as const;

/**
 * The KYC wizard (seed 000 §2, §4): six stages, each move saving what changed; the competence review graded on
 * the way to the review stage (codes 38, 39 counted as in `competenceAttemptsMachine`, one rule in
 * `competence.rules.ts`); going back to the first stage restarts the KYC; finishing saves and starts the procedure.
 */
export const kycWizardMachine = setup({
  types: {
    context: {} as KycWizardContext,
    events: {} as KycWizardEvent,
    input: {} as KycWizardInput,
    output: {} as User,
    tags: {} as KycWizardTag,
  },
  actors: {
    saveProfile: saveProfilePlaceholder,
    restartKyc: restartKycPlaceholder,
    startKycProcedure: startKycProcedurePlaceholder,
  },
  guards: {
    canLeaveForward: ({ context }) => canLeaveStage(context, context.stageIndex),
    isPastFirstStage: ({ context }) => context.stageIndex > 0,
    canGoToChosenStage: ({ context, event }) => event.type === 'GO_TO_STAGE' && canJumpTo(context, event.index),
    isCompetenceLocked: ({ context }) => isCompetenceLocked(context),
    mustGradeAnswers: ({ context }) => mustGradeAnswers(context),
    hasChangesToSave: ({ context }) => kycSaveRequest(context.saved, context.form, { validateQuestions: false }) !== undefined,
    isRestartDue: ({ context }) => context.destination === 0 && context.stageIndex !== 0,
    isFinishing: ({ context }) => context.destination === FINISHED_DESTINATION,
    isDestination: ({ context }, { stage }: StageParams) => context.destination === kycStageIndex(stage),
    isWrongAnswersError: (_, { error }: ErrorParams) => hasErrorCode(error, ErrorCode.WRONG_COMPETENCE_ANSWERS),
    isNoAttemptsLeftError: (_, { error }: ErrorParams) => hasErrorCode(error, ErrorCode.NO_ANSWER_ATTEMPTS_LEFT),
  },
  actions: {
    assignField: assign(({ context, event }) => {
      if (event.type !== 'FIELD_CHANGED') return {};
      return {
        form: { ...context.form, [event.field]: event.value },
        fieldErrors: withoutErrorsFor(context.fieldErrors, [event.field]),
      };
    }),
    assignForm: assign(({ context, event }) => {
      if (event.type !== 'FORM_CHANGED') return {};
      return {
        form: { ...context.form, ...event.values },
        fieldErrors: withoutErrorsFor(context.fieldErrors, Object.keys(event.values)),
      };
    }),
    assignAnswer: assign(({ context, event }) => {
      if (event.type !== 'ANSWER_CHANGED') return {};
      return {
        form: { ...context.form, answers: { ...context.form.answers, [event.questionId]: event.answer } },
        fieldErrors: withoutErrorsFor(context.fieldErrors, ['answers']),
      };
    }),
    enterStage: assign((_, { stage }: StageParams) => ({ stageIndex: kycStageIndex(stage), destination: kycStageIndex(stage) })),
    headForward: assign({ destination: ({ context }) => context.stageIndex + 1 }),
    headBack: assign({ destination: ({ context }) => context.stageIndex - 1 }),
    headToFirstStage: assign({ destination: 0 }),
    headToChosenStage: assign({
      destination: ({ context, event }) => (event.type === 'GO_TO_STAGE' ? event.index : context.stageIndex),
    }),
    headToFinish: assign({ destination: FINISHED_DESTINATION }),
    stayOnStage: assign({ destination: ({ context }) => context.stageIndex }),
    clearErrors: assign({ fieldErrors: [], generalError: undefined }),
    clearGeneralError: assign({ generalError: undefined }),
    assignSaveError: assign((_, { error }: ErrorParams) => {
      const display = formErrorDisplay(error);
      return {
        fieldErrors: Object.entries(display.fieldMessages).map(([field, message]) => ({ field, message })),
        generalError: display.message,
      };
    }),
    // What was sent is now what the server holds; the user the server answered carries its counts.
    assignSaved: assign(({ context }, { user }: { user: User }) => ({
      user,
      saved: context.form,
      usedAnswerAttempts: user.usedAnswerAttempts,
      competenceReviewPassed: user.competenceReviewPassed,
    })),
    markAnswersPassed: assign({ competenceReviewPassed: true }),
    assignUser: assign((_, { user }: { user: User }) => ({ user })),
    countFailedAttempt: assign({ usedAnswerAttempts: ({ context }) => context.usedAnswerAttempts + 1 }),
    exhaustAttempts: assign({ usedAnswerAttempts: MAX_COMPETENCE_ATTEMPTS }),
    clearAnswers: assign(({ context }) => ({ form: { ...context.form, answers: {} } })),
    // The host opens its contact form (interest KYC); nothing happens until it provides this.
    openContactForm: () => {},
  },
}).createMachine({
  id: 'kycWizard',
  context: ({ input }) => kycWizardContext(input),
  initial: 'personalDetails',
  states: {
    personalDetails: { entry: enter('personalDetails'), on: { ...STAGE_EVENTS, NEXT } },
    proofOfIdentity: { entry: enter('proofOfIdentity'), on: { ...STAGE_EVENTS, NEXT } },
    bankDetails: { entry: enter('bankDetails'), on: { ...STAGE_EVENTS, NEXT } },
    investorType: { entry: enter('investorType'), on: { ...STAGE_EVENTS, NEXT } },
    competenceReview: {
      entry: enter('competenceReview'),
      on: STAGE_EVENTS,
      initial: 'answering',
      states: {
        answering: {
          always: { guard: 'isCompetenceLocked', target: 'locked' },
          on: { ANSWER_CHANGED: { actions: 'assignAnswer' }, NEXT },
        },
        // After a wrong attempt ('Attempts left: N'); the third lands here with none left and locks at once.
        failed: {
          always: { guard: 'isCompetenceLocked', target: 'locked' },
          on: { ANSWER_CHANGED: { actions: 'assignAnswer' }, NEXT },
        },
        locked: {
          tags: 'locked',
          entry: 'clearGeneralError',
          on: { CONTACT: { actions: 'openContactForm' } },
        },
      },
    },
    reviewAnswers: {
      entry: enter('reviewAnswers'),
      on: {
        ...STAGE_EVENTS,
        NEXT: { guard: 'canLeaveForward', target: 'leaving', actions: 'headToFinish' },
        FINISH: { guard: 'canLeaveForward', target: 'leaving', actions: 'headToFinish' },
      },
    },
    // Decides what a move needs: grading, a save, or nothing.
    leaving: {
      entry: 'clearErrors',
      always: [
        { guard: 'mustGradeAnswers', target: 'checkingAnswers' },
        { guard: 'hasChangesToSave', target: 'saving' },
        { target: 'arriving' },
      ],
    },
    saving: {
      tags: 'saving',
      invoke: {
        id: 'saveProfile',
        src: 'saveProfile',
        input: ({ context }) => pendingSave(context, false),
        onDone: { target: 'arriving', actions: { type: 'assignSaved', params: ({ event }) => ({ user: event.output }) } },
        onError: { target: 'arriving', actions: [{ type: 'assignSaveError', params: failure }, 'stayOnStage'] },
      },
    },
    checkingAnswers: {
      tags: 'saving',
      invoke: {
        id: 'gradeAnswers',
        src: 'saveProfile',
        input: ({ context }) => pendingSave(context, true),
        onDone: {
          target: 'arriving',
          actions: [{ type: 'assignSaved', params: ({ event }) => ({ user: event.output }) }, 'markAnswersPassed'],
        },
        onError: [
          {
            guard: { type: 'isNoAttemptsLeftError', params: failure },
            target: 'competenceReview.locked',
            actions: 'exhaustAttempts',
          },
          {
            guard: { type: 'isWrongAnswersError', params: failure },
            target: 'competenceReview.failed',
            actions: ['countFailedAttempt', 'clearAnswers', { type: 'assignSaveError', params: failure }],
          },
          { target: 'arriving', actions: [{ type: 'assignSaveError', params: failure }, 'stayOnStage'] },
        ],
      },
    },
    // Lands on the destination, or back on the stage when the move failed (destination = stage).
    arriving: {
      always: [
        { guard: 'isRestartDue', target: 'restarting' },
        { guard: 'isFinishing', target: 'startingProcedure' },
        { guard: { type: 'isDestination', params: { stage: 'personalDetails' } }, target: 'personalDetails' },
        { guard: { type: 'isDestination', params: { stage: 'proofOfIdentity' } }, target: 'proofOfIdentity' },
        { guard: { type: 'isDestination', params: { stage: 'bankDetails' } }, target: 'bankDetails' },
        { guard: { type: 'isDestination', params: { stage: 'investorType' } }, target: 'investorType' },
        { guard: { type: 'isDestination', params: { stage: 'competenceReview' } }, target: 'competenceReview' },
        { target: 'reviewAnswers' },
      ],
    },
    restarting: {
      tags: 'saving',
      invoke: {
        id: 'restartKyc',
        src: 'restartKyc',
        onDone: { target: 'personalDetails', actions: { type: 'assignUser', params: ({ event }) => ({ user: event.output }) } },
        onError: { target: 'arriving', actions: [{ type: 'assignSaveError', params: failure }, 'stayOnStage'] },
      },
    },
    startingProcedure: {
      tags: 'saving',
      invoke: {
        id: 'startKycProcedure',
        src: 'startKycProcedure',
        onDone: { target: 'finished', actions: { type: 'assignUser', params: ({ event }) => ({ user: event.output }) } },
        onError: { target: 'arriving', actions: [{ type: 'assignSaveError', params: failure }, 'stayOnStage'] },
      },
    },
    finished: { type: 'final' },
  },
  output: ({ context }) => context.user,
});
