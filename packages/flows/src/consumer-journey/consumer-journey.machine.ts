import type { ConsumerJourney, ConsumerJourneyAction } from '@keystone/api';
import { assign, setup } from 'xstate';
import { loadJourneyPlaceholder, recordJourneyEventPlaceholder } from './consumer-journey.actors.ts';
import { CONSUMER_JOURNEY_TEXTS, type ConsumerJourneyAnswerStep } from './consumer-journey.texts.ts';

export interface ConsumerJourneyInput {
  /** The investor's first name, which the personalised warning greets them by. */
  firstName: string;
}

export interface ConsumerJourneyContext extends ConsumerJourneyInput {
  journey?: ConsumerJourney;
  /** The last failed call, shown with a way to try again. */
  error?: unknown;
}

export type ConsumerJourneyEvent = { type: 'CONTINUE' } | { type: 'LEAVE' } | { type: 'RETRY' };

export interface ConsumerJourneyOutput {
  outcome: 'mayInvest' | 'left';
}

const event = (step: ConsumerJourneyAnswerStep, action: ConsumerJourneyAction) => ({
  step,
  action,
  textVersion: CONSUMER_JOURNEY_TEXTS[step].version,
});
type ErrorParams = { error: unknown };
const failure = ({ event: failed }: { event: { error: unknown } }): ErrorParams => ({ error: failed.error });
const answered = ({ event: done }: { event: { output: ConsumerJourney } }) => ({ journey: done.output });

/**
 * A question the investor answers with 'Continue' or 'Leave' (the personalised warning, the question after the
 * cooling-off): logged as shown before it can be answered, so the log never holds an answer before what it answered.
 */
const question = (step: ConsumerJourneyAnswerStep) =>
  ({
    initial: 'showing',
    states: {
      showing: {
        tags: 'busy',
        invoke: {
          id: 'recordShown',
          src: 'recordEvent',
          input: () => event(step, 'SHOWN'),
          onDone: { target: 'asking' },
          onError: { target: 'asking' },
        },
      },
      asking: { on: { CONTINUE: { target: 'continuing' }, LEAVE: { target: 'leaving' } } },
      continuing: {
        tags: 'busy',
        entry: 'clearError',
        invoke: {
          id: 'recordAnswer',
          src: 'recordEvent',
          input: () => event(step, 'CONTINUE'),
          onDone: { target: '#consumerJourney.routing', actions: { type: 'assignJourney', params: answered } },
          onError: { target: 'asking', actions: { type: 'assignError', params: failure } },
        },
      },
      leaving: {
        tags: 'busy',
        invoke: {
          id: 'recordAnswer',
          src: 'recordEvent',
          input: () => event(step, 'LEAVE'),
          onDone: { target: '#consumerJourney.left' },
          onError: { target: '#consumerJourney.left' },
        },
      },
    },
  }) as const;

/**
 * The FCA's journey before a first-time investor's first pledge (COBS 4.12A, issue 24 §3), run by the portal when
 * 'Invest here' is pressed and before the pledge flow starts. `firstOffer` asks the server where the investor stands;
 * `routing` sends them to the step the server named. The personalised warning and the question after the
 * cooling-off log that they were shown before they can be answered (a failure to log it does not stop the investor)
 * and log the answer before moving on: 'Continue' answers the journey as it now stands, 'Leave' leaves (`left`, whose entry runs the host's
 * `leaveFlow`) even if the log could not be written. `coolingOff` says until when; `mayInvest` lets the pledge start.
 */
export const consumerJourneyMachine = setup({
  types: {
    context: {} as ConsumerJourneyContext,
    events: {} as ConsumerJourneyEvent,
    input: {} as ConsumerJourneyInput,
    output: {} as ConsumerJourneyOutput,
    tags: {} as 'busy',
  },
  actors: {
    loadJourney: loadJourneyPlaceholder,
    recordEvent: recordJourneyEventPlaceholder,
  },
  guards: {
    isAt: ({ context }, { step }: { step: ConsumerJourney['step'] }) => context.journey?.step === step,
  },
  actions: {
    assignJourney: assign((_, { journey }: { journey: ConsumerJourney }) => ({ journey, error: undefined })),
    assignError: assign((_, { error }: ErrorParams) => ({ error })),
    clearError: assign({ error: undefined }),
    // The host navigates back to the project page; nothing happens until it provides this.
    leaveFlow: () => {},
  },
}).createMachine({
  id: 'consumerJourney',
  context: ({ input }) => ({ firstName: input.firstName }),
  initial: 'firstOffer',
  states: {
    firstOffer: {
      initial: 'loading',
      states: {
        loading: {
          tags: 'busy',
          entry: 'clearError',
          invoke: {
            id: 'loadJourney',
            src: 'loadJourney',
            onDone: { target: '#consumerJourney.routing', actions: { type: 'assignJourney', params: answered } },
            onError: { target: 'failed', actions: { type: 'assignError', params: failure } },
          },
        },
        failed: { on: { RETRY: { target: 'loading' }, LEAVE: { target: '#consumerJourney.left' } } },
      },
    },
    routing: {
      always: [
        { guard: { type: 'isAt', params: { step: 'MAY_INVEST' } }, target: 'mayInvest' },
        { guard: { type: 'isAt', params: { step: 'PERSONALISED_WARNING' } }, target: 'personalisedWarning' },
        { guard: { type: 'isAt', params: { step: 'COOLING_OFF' } }, target: 'coolingOff' },
        { target: 'confirmAfterCoolingOff' },
      ],
    },
    personalisedWarning: question('PERSONALISED_WARNING'),
    coolingOff: {
      on: { LEAVE: { target: 'left' } },
    },
    confirmAfterCoolingOff: question('CONFIRM_AFTER_COOLING_OFF'),
    mayInvest: { type: 'final' },
    left: { type: 'final', entry: 'leaveFlow' },
  },
  output: ({ context }) => ({ outcome: context.journey?.step === 'MAY_INVEST' ? 'mayInvest' : 'left' }),
});
