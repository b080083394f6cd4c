import type { User } from '@keystone/api';
import { assign, setup } from 'xstate';
import { MAX_COMPETENCE_ATTEMPTS } from '../constants.ts';
import { hasErrorCode } from '../errors/api-error.ts';
import { ErrorCode } from '../errors/catalogue.ts';
import { restartKycPlaceholder, saveProfilePlaceholder, startKycProcedurePlaceholder } from './kyc.actors.ts';
import type { SaveProfileInput } from './kyc.form.ts';
import { kycStageIndex, type KycStageId } from './kyc.stages.ts';
import {
  canJumpTo,
  canLeaveStage,
  FINISHED_DESTINATION,
  isCompetenceLocked,
  kycWizardContext,
  saveForMove,
  submittedForm,
  type KycStageValues,
  type KycWizardContext,
  type KycWizardEvent,
  type KycWizardInput,
  type KycWizardTag,
} from './kyc-wizard.context.ts';

type ErrorParams = { error: unknown };
const failure = ({ event }: { event: { error: unknown } }): ErrorParams => ({ error: event.error });
type StageParams = { stage: KycStageId };
/** Where a move goes, and the values the stage submitted with it (a jump or the review's finish submits none). */
type MoveParams = { destination: number; values: KycStageValues | undefined };
type MoveArgs = { context: KycWizardContext; event: KycWizardEvent };

const submitted = (event: KycWizardEvent) => ('values' in event ? event.values : undefined);
const forward = ({ context, event }: MoveArgs): MoveParams => ({
  destination: context.stageIndex + 1,
  values: submitted(event),
});
const backward = ({ context, event }: MoveArgs): MoveParams => ({
  destination: context.stageIndex - 1,
  values: submitted(event),
});
const chosen = ({ context, event }: MoveArgs): MoveParams => ({
  destination: event.type === 'GO_TO_STAGE' ? event.index : context.stageIndex,
  values: undefined,
});
const finish = (): MoveParams => ({ destination: FINISHED_DESTINATION, values: undefined });

// Each stage's own handlers: where the investor may go from here.
const STAGE_EVENTS = {
  BACK: { guard: 'isPastFirstStage', target: '#kycWizard.leaving', actions: { type: 'headTo', params: backward } },
  GO_TO_STAGE: {
    guard: 'canGoToChosenStage',
    target: '#kycWizard.leaving',
    actions: { type: 'headTo', params: chosen },
  },
} as const;

const NEXT = {
  guard: 'canLeaveForward',
  target: '#kycWizard.leaving',
  actions: { type: 'headTo', params: forward },
} as const;

const enter = (stage: KycStageId) => ({ type: 'enterStage', params: { stage } }) as const;

/**
 * The KYC wizard (seed 000 §2, §4): six stages, each move saving what the stage's form changed; the competence
 * review graded on the way to the review stage (codes 38, 39; the attempts rule in `competence.rules.ts`); going
 * back to the first stage restarts the KYC; finishing starts the procedure. The stage forms hold the values: NEXT
 * and BACK carry what the stage submitted, and the machine keeps only what the server answered.
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
    canLeaveForward: ({ context, event }) =>
      event.type === 'NEXT'
        ? canLeaveStage(context, context.stageIndex, submittedForm(context, event.values))
        : canLeaveStage(context, context.stageIndex),
    isPastFirstStage: ({ context }) => context.stageIndex > 0,
    canGoToChosenStage: ({ context, event }) => event.type === 'GO_TO_STAGE' && canJumpTo(context, event.index),
    isCompetenceLocked: ({ context }) => isCompetenceLocked(context),
    isGrading: ({ context }) => context.pendingSave?.validateQuestions === true,
    hasChangesToSave: ({ context }) => context.pendingSave !== undefined,
    isRestartDue: ({ context }) => context.destination === 0 && context.stageIndex !== 0,
    isFinishing: ({ context }) => context.destination === FINISHED_DESTINATION,
    isDestination: ({ context }, { stage }: StageParams) => context.destination === kycStageIndex(stage),
    isWrongAnswersError: (_, { error }: ErrorParams) => hasErrorCode(error, ErrorCode.WRONG_COMPETENCE_ANSWERS),
    isNoAttemptsLeftError: (_, { error }: ErrorParams) => hasErrorCode(error, ErrorCode.NO_ANSWER_ATTEMPTS_LEFT),
  },
  actions: {
    enterStage: assign((_, { stage }: StageParams) => ({
      stageIndex: kycStageIndex(stage),
      destination: kycStageIndex(stage),
      pendingSave: undefined,
    })),
    // A move: where it goes and what it saves.
    headTo: assign(({ context }, { destination, values }: MoveParams) => ({
      destination,
      pendingSave: values === undefined ? undefined : saveForMove(context, values, destination),
    })),
    stayOnStage: assign({ destination: ({ context }) => context.stageIndex }),
    clearSaveError: assign({ saveError: undefined }),
    assignSaveError: assign((_, { error }: ErrorParams) => ({ saveError: error })),
    // The user the server answered is the saved truth, with its counts.
    assignSaved: assign((_, { user }: { user: User }) => ({
      user,
      usedAnswerAttempts: user.usedAnswerAttempts,
      competenceReviewPassed: user.competenceReviewPassed,
    })),
    markAnswersPassed: assign({ competenceReviewPassed: true }),
    assignUser: assign((_, { user }: { user: User }) => ({ user })),
    countFailedAttempt: assign({ usedAnswerAttempts: ({ context }) => context.usedAnswerAttempts + 1 }),
    exhaustAttempts: assign({ usedAnswerAttempts: MAX_COMPETENCE_ATTEMPTS }),
    // The host opens its contact form (interest KYC); nothing happens until it provides this.
    openContactForm: () => {},
  },
}).createMachine({
  id: 'kycWizard',
  context: ({ input }) => kycWizardContext(input),
  // Resumes at the first stage not complete as saved (the context's destination).
  initial: 'arriving',
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
          on: { NEXT },
        },
        // After a wrong attempt ('Attempts left: N'); the third lands here with none left and locks at once.
        failed: {
          always: { guard: 'isCompetenceLocked', target: 'locked' },
          on: { NEXT },
        },
        locked: {
          tags: 'locked',
          entry: 'clearSaveError',
          on: { CONTACT: { actions: 'openContactForm' } },
        },
      },
    },
    reviewAnswers: {
      entry: enter('reviewAnswers'),
      on: {
        ...STAGE_EVENTS,
        FINISH: { guard: 'canLeaveForward', target: 'leaving', actions: { type: 'headTo', params: finish } },
      },
    },
    // Decides what a move needs: grading, a save, or nothing.
    leaving: {
      entry: 'clearSaveError',
      always: [
        { guard: 'isGrading', target: 'checkingAnswers' },
        { guard: 'hasChangesToSave', target: 'saving' },
        { target: 'arriving' },
      ],
    },
    saving: {
      tags: 'saving',
      invoke: {
        id: 'saveProfile',
        src: 'saveProfile',
        input: ({ context }) => context.pendingSave as SaveProfileInput,
        onDone: {
          target: 'arriving',
          actions: { type: 'assignSaved', params: ({ event }) => ({ user: event.output }) },
        },
        onError: { target: 'arriving', actions: [{ type: 'assignSaveError', params: failure }, 'stayOnStage'] },
      },
    },
    checkingAnswers: {
      tags: 'saving',
      invoke: {
        id: 'gradeAnswers',
        src: 'saveProfile',
        input: ({ context }) => context.pendingSave as SaveProfileInput,
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
            actions: ['countFailedAttempt', { type: 'assignSaveError', params: failure }],
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
        onDone: {
          target: 'personalDetails',
          actions: { type: 'assignUser', params: ({ event }) => ({ user: event.output }) },
        },
        onError: { target: 'arriving', actions: [{ type: 'assignSaveError', params: failure }, 'stayOnStage'] },
      },
    },
    startingProcedure: {
      tags: 'saving',
      invoke: {
        id: 'startKycProcedure',
        src: 'startKycProcedure',
        onDone: {
          target: 'finished',
          actions: { type: 'assignUser', params: ({ event }) => ({ user: event.output }) },
        },
        onError: { target: 'arriving', actions: [{ type: 'assignSaveError', params: failure }, 'stayOnStage'] },
      },
    },
    finished: { type: 'final' },
  },
  output: ({ context }) => context.user,
});
