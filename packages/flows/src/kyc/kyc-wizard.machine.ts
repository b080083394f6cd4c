import type { User } from '@keystone/api';
import { assign, setup } from 'xstate';
import { MAX_COMPETENCE_ATTEMPTS } from '../constants.ts';
import { hasErrorCode } from '../errors/api-error.ts';
import { ErrorCode } from '../errors/catalogue.ts';
import { formErrorDisplay } from '../errors/display.ts';
import { restartKycPlaceholder, saveProfilePlaceholder, startKycProcedurePlaceholder } from './kyc.actors.ts';
import { kycSaveRequest } from './kyc.form.ts';
import { kycStageIndex, type KycStageId } from './kyc.stages.ts';
import {
  canJumpTo,
  canLeaveStage,
  FINISHED_DESTINATION,
  isCompetenceLocked,
  kycWizardContext,
  mustGradeAnswers,
  pendingSave,
  withoutErrorsFor,
  type KycWizardContext,
  type KycWizardEvent,
  type KycWizardInput,
  type KycWizardTag,
} from './kyc-wizard.context.ts';

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
