import type { KycStatus, User } from '@keystone/api';
import { assign, not, setup } from 'xstate';
import { KYC_IN_PROGRESS_REFRESH_MS, KYC_POLL_INTERVAL_MS, KYC_POLL_MAX_EXTRA_TIMES } from '../constants.ts';
import { errorText } from '../errors/display.ts';
import { loadProfilePlaceholder, restartKycPlaceholder } from './kyc.actors.ts';

export interface KycStatusInput {
  /** The user once the procedure has started (the wizard's output), or as loaded for the finished screen. */
  user: User;
}

export interface KycStatusContext {
  user: User;
  /** Polls still allowed while the status is DRAFT (seed 000 §4: up to 10 more times). */
  pollsLeft: number;
  /** Why the restart failed, shown on the rejected screen. */
  errorMessage: string | undefined;
}

export type KycStatusEvent = { type: 'BACK' } | { type: 'DISMISS_ERROR' };

/** `refreshing`: the profile is being loaded; `backEnabled`: the back button works; `restarting`: it is working. */
export type KycStatusTag = 'refreshing' | 'backEnabled' | 'restarting';

export function kycStatusContext({ user }: KycStatusInput): KycStatusContext {
  return { user, pollsLeft: KYC_POLL_MAX_EXTRA_TIMES, errorMessage: undefined };
}

type StatusParams = { status: KycStatus };

/**
 * The finished screen (seed 000 §4): the status and the combined reject reasons; the profile polled every 5 s up
 * to 10 more times while DRAFT and refreshed every 5 minutes while IN_PROGRESS; back goes to the dashboard when
 * APPROVED and restarts the wizard when REJECTED (the final `restarted` state: the host shows the wizard at
 * stage 0 with the output user).
 */
export const kycStatusMachine = setup({
  types: {
    context: {} as KycStatusContext,
    events: {} as KycStatusEvent,
    input: {} as KycStatusInput,
    output: {} as User,
    tags: {} as KycStatusTag,
  },
  actors: {
    loadProfile: loadProfilePlaceholder,
    restartKyc: restartKycPlaceholder,
  },
  delays: {
    pollInterval: KYC_POLL_INTERVAL_MS,
    inProgressRefresh: KYC_IN_PROGRESS_REFRESH_MS,
  },
  guards: {
    hasStatus: ({ context }, { status }: StatusParams) => context.user.kycStatus === status,
    hasPollsLeft: ({ context }) => context.pollsLeft > 0,
  },
  actions: {
    countPoll: assign({ pollsLeft: ({ context }) => context.pollsLeft - 1 }),
    assignUser: assign((_, { user }: { user: User }) => ({ user })),
    assignErrorMessage: assign((_, { error }: { error: unknown }) => ({ errorMessage: errorText(error) })),
    clearErrorMessage: assign({ errorMessage: undefined }),
    // The host navigates; nothing happens until it provides this.
    goToDashboard: () => {},
  },
}).createMachine({
  id: 'kycStatus',
  context: ({ input }) => kycStatusContext(input),
  initial: 'routing',
  states: {
    // Shows the screen for the status the user has now.
    routing: {
      always: [
        { guard: { type: 'hasStatus', params: { status: 'DRAFT' } }, target: 'awaitingReview' },
        { guard: { type: 'hasStatus', params: { status: 'IN_PROGRESS' } }, target: 'underReview' },
        { guard: { type: 'hasStatus', params: { status: 'APPROVED' } }, target: 'approved' },
        { target: 'rejected' },
      ],
    },
    awaitingReview: {
      initial: 'waiting',
      states: {
        waiting: {
          always: { guard: not('hasPollsLeft'), target: 'stopped' },
          after: { pollInterval: 'loading' },
        },
        loading: {
          tags: 'refreshing',
          entry: 'countPoll',
          invoke: {
            id: 'loadProfile',
            src: 'loadProfile',
            onDone: { target: '#kycStatus.routing', actions: { type: 'assignUser', params: ({ event }) => ({ user: event.output }) } },
            // A failed poll counts as one; the next is tried on time.
            onError: 'waiting',
          },
        },
        // Ten polls and still DRAFT: the screen keeps its status until the investor comes back.
        stopped: {},
      },
    },
    underReview: {
      initial: 'waiting',
      states: {
        waiting: { after: { inProgressRefresh: 'loading' } },
        loading: {
          tags: 'refreshing',
          invoke: {
            id: 'loadProfile',
            src: 'loadProfile',
            onDone: { target: '#kycStatus.routing', actions: { type: 'assignUser', params: ({ event }) => ({ user: event.output }) } },
            onError: 'waiting',
          },
        },
      },
    },
    approved: {
      tags: 'backEnabled',
      on: { BACK: { actions: 'goToDashboard' } },
    },
    rejected: {
      tags: 'backEnabled',
      on: {
        BACK: { target: 'restarting' },
        DISMISS_ERROR: { actions: 'clearErrorMessage' },
      },
    },
    restarting: {
      tags: 'restarting',
      entry: 'clearErrorMessage',
      invoke: {
        id: 'restartKyc',
        src: 'restartKyc',
        onDone: { target: 'restarted', actions: { type: 'assignUser', params: ({ event }) => ({ user: event.output }) } },
        onError: { target: 'rejected', actions: { type: 'assignErrorMessage', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    restarted: { type: 'final' },
  },
  output: ({ context }) => context.user,
});
