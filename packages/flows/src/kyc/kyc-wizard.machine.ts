import type { User } from '@keystone/api';
import { assign, setup } from 'xstate';
import { competenceReviewMachine } from '../competence/competence-review.machine.ts';
import { restartKycPlaceholder, saveProfilePlaceholder, startKycProcedurePlaceholder } from './kyc.actors.ts';
import type { SaveProfileInput } from './kyc.form.ts';
import { kycStageIndex, type KycStageId } from './kyc.stages.ts';
import {
  canJumpTo,
  canLeaveStage,
  FINISHED_DESTINATION,
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
const onward = ({ context }: { context: KycWizardContext }): MoveParams => ({
  destination: context.stageIndex + 1,
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
 * review invokes its own statechart, which the server serves and grades (issue 24 §5), and moves on once passed; going
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
    competenceReview: competenceReviewMachine,
  },
  guards: {
    canLeaveForward: ({ context, event }) =>
      event.type === 'NEXT'
        ? canLeaveStage(context, context.stageIndex, submittedForm(context, event.values))
        : canLeaveStage(context, context.stageIndex),
    isPastFirstStage: ({ context }) => context.stageIndex > 0,
    canGoToChosenStage: ({ context, event }) => event.type === 'GO_TO_STAGE' && canJumpTo(context, event.index),
    isCompetencePassed: ({ context }) => context.competenceReviewPassed,
    hasChangesToSave: ({ context }) => context.pendingSave !== undefined,
    isRestartDue: ({ context }) => context.destination === 0 && context.stageIndex !== 0,
    isFinishing: ({ context }) => context.destination === FINISHED_DESTINATION,
    isDestination: ({ context }, { stage }: StageParams) => context.destination === kycStageIndex(stage),
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
    // The declaration the save signed (issue 24 §4): that category needs no new signature now.
    assignDeclarationSigned: assign({
      signedInvestorType: ({ context }) => context.pendingSave?.declaration?.investorType ?? context.signedInvestorType,
    }),
    assignUser: assign((_, { user }: { user: User }) => ({ user })),
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
    // The competence-attempt logic is its own statechart (competence/competence-review.machine.ts), invoked here
    // until the server accepts an attempt; passing moves on to the review.
    competenceReview: {
      entry: enter('competenceReview'),
      on: STAGE_EVENTS,
      initial: 'routing',
      states: {
        routing: {
          always: [{ guard: 'isCompetencePassed', target: 'passed' }, { target: 'reviewing' }],
        },
        reviewing: {
          invoke: {
            id: 'competence',
            src: 'competenceReview',
            onDone: {
              target: '#kycWizard.leaving',
              actions: ['markAnswersPassed', { type: 'headTo', params: onward }],
            },
          },
          // Offered by the review once it is locked (its CONTACT action); the wizard's host opens the form.
          on: { CONTACT: { actions: 'openContactForm' } },
        },
        passed: { on: { NEXT } },
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
      always: [{ guard: 'hasChangesToSave', target: 'saving' }, { target: 'arriving' }],
    },
    saving: {
      tags: 'saving',
      invoke: {
        id: 'saveProfile',
        src: 'saveProfile',
        input: ({ context }) => context.pendingSave as SaveProfileInput,
        onDone: {
          target: 'arriving',
          actions: [
            { type: 'assignSaved', params: ({ event }) => ({ user: event.output }) },
            'assignDeclarationSigned',
          ],
        },
        onError: { target: 'arriving', actions: [{ type: 'assignSaveError', params: failure }, 'stayOnStage'] },
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
