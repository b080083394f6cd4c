import type { ConsumerJourney, ConsumerJourneyEventRequest } from '@keystone/api';
import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, getNextSnapshot, waitFor, type EventFrom, type SnapshotFrom } from 'xstate';
import { consumerJourneyMachine } from './consumer-journey.machine.ts';

type Snapshot = SnapshotFrom<typeof consumerJourneyMachine>;
type Event = EventFrom<typeof consumerJourneyMachine>;

const at = (step: ConsumerJourney['step']): ConsumerJourney =>
  step === 'PERSONALISED_WARNING' ? { step } : { step, coolingOffEndsAt: '2026-12-02T14:32:00.000Z' };
const refused = { errorCode: 46, message: 'Please read the risk warning' };

// The server's answers are events here, exactly as the running actor receives them, in the state that waits for them.
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string) => ({ type: `xstate.error.actor.${id}`, error: refused });
const SERVER_ANSWERS: Record<string, Event[]> = {
  '{"firstOffer":"loading"}': [
    done('loadJourney', at('PERSONALISED_WARNING')),
    done('loadJourney', at('COOLING_OFF')),
    done('loadJourney', at('CONFIRM_AFTER_COOLING_OFF')),
    done('loadJourney', at('MAY_INVEST')),
    failed('loadJourney'),
  ],
  '{"personalisedWarning":"showing"}': [done('recordShown', at('PERSONALISED_WARNING')), failed('recordShown')],
  '{"confirmAfterCoolingOff":"showing"}': [done('recordShown', at('CONFIRM_AFTER_COOLING_OFF')), failed('recordShown')],
  '{"personalisedWarning":"continuing"}': [done('recordAnswer', at('COOLING_OFF')), failed('recordAnswer')],
  '{"personalisedWarning":"leaving"}': [done('recordAnswer', at('PERSONALISED_WARNING')), failed('recordAnswer')],
  '{"confirmAfterCoolingOff":"continuing"}': [done('recordAnswer', at('MAY_INVEST')), failed('recordAnswer')],
  '{"confirmAfterCoolingOff":"leaving"}': [
    done('recordAnswer', at('CONFIRM_AFTER_COOLING_OFF')),
    failed('recordAnswer'),
  ],
} as unknown as Record<string, Event[]>;
const INVESTOR: Event[] = [{ type: 'CONTINUE' }, { type: 'LEAVE' }, { type: 'RETRY' }];

const valueOf = (snapshot: Snapshot) => JSON.stringify(snapshot.value);
const serializeState = (snapshot: Snapshot) =>
  JSON.stringify({ value: snapshot.value, step: snapshot.context.journey?.step, failed: !!snapshot.context.error });

const paths = getShortestPaths(consumerJourneyMachine, {
  input: { firstName: 'James' },
  events: (snapshot) => SERVER_ANSWERS[valueOf(snapshot)] ?? INVESTOR,
  serializeState,
});

const EVERY_STATE = [
  '{"firstOffer":"loading"}',
  '{"firstOffer":"failed"}',
  '{"personalisedWarning":"showing"}',
  '{"personalisedWarning":"asking"}',
  '{"personalisedWarning":"continuing"}',
  '{"personalisedWarning":"leaving"}',
  '"coolingOff"',
  '{"confirmAfterCoolingOff":"showing"}',
  '{"confirmAfterCoolingOff":"asking"}',
  '{"confirmAfterCoolingOff":"continuing"}',
  '{"confirmAfterCoolingOff":"leaving"}',
  '"mayInvest"',
  '"left"',
];

describe('consumerJourney paths', () => {
  it('reaches every state and never crashes', () => {
    expect([...new Set(paths.map((path) => valueOf(path.state)))].sort()).toEqual([...EVERY_STATE].sort());
    expect(paths.filter((path) => path.state.status === 'error')).toEqual([]);
  });

  it('lets no question be skipped: CONTINUE does nothing while the cooling-off runs or a call is pending', () => {
    const waiting = paths.filter((path) =>
      [
        '"coolingOff"',
        '{"firstOffer":"loading"}',
        '{"personalisedWarning":"showing"}',
        '{"personalisedWarning":"continuing"}',
        '{"confirmAfterCoolingOff":"showing"}',
      ].includes(valueOf(path.state)),
    );
    expect(waiting.length).toBeGreaterThan(0);
    for (const path of waiting) {
      expect(valueOf(getNextSnapshot(consumerJourneyMachine, path.state, { type: 'CONTINUE' }))).toBe(
        valueOf(path.state),
      );
    }
  });

  it('reaches mayInvest only when the server says so', () => {
    const invested = paths.filter((path) => path.state.value === 'mayInvest');
    expect(invested.length).toBeGreaterThan(0);
    expect(invested.every((path) => path.state.context.journey?.step === 'MAY_INVEST')).toBe(true);
  });
});

function run(answers: { load: ConsumerJourney; record: (request: ConsumerJourneyEventRequest) => ConsumerJourney }) {
  const recorded: ConsumerJourneyEventRequest[] = [];
  const leaveFlow = vi.fn();
  const actor = createActor(
    consumerJourneyMachine.provide({
      actors: {
        loadJourney: fromPromise(async () => answers.load),
        recordEvent: fromPromise<ConsumerJourney, ConsumerJourneyEventRequest>(async ({ input }) => {
          recorded.push(input);
          return answers.record(input);
        }),
      },
      actions: { leaveFlow },
    }),
    { input: { firstName: 'James' } },
  );
  actor.start();
  return { actor, recorded, leaveFlow };
}

describe('consumerJourney on a running actor', () => {
  it('logs the warning shown, then the Continue with the text version, and waits out the cooling-off', async () => {
    const { actor, recorded } = run({ load: at('PERSONALISED_WARNING'), record: () => at('COOLING_OFF') });
    await waitFor(actor, (snapshot) => snapshot.matches({ personalisedWarning: 'asking' }));
    actor.send({ type: 'CONTINUE' });
    await waitFor(actor, (snapshot) => snapshot.matches('coolingOff'));

    expect(recorded).toEqual([
      { step: 'PERSONALISED_WARNING', action: 'SHOWN', textVersion: 'personalised-warning.v1' },
      { step: 'PERSONALISED_WARNING', action: 'CONTINUE', textVersion: 'personalised-warning.v1' },
    ]);
    expect(actor.getSnapshot().context.journey?.coolingOffEndsAt).toBe('2026-12-02T14:32:00.000Z');
  });

  it('opens the pledge after the cooling-off only on Continue', async () => {
    const { actor, recorded } = run({ load: at('CONFIRM_AFTER_COOLING_OFF'), record: () => at('MAY_INVEST') });
    await waitFor(actor, (snapshot) => snapshot.matches({ confirmAfterCoolingOff: 'asking' }));
    actor.send({ type: 'CONTINUE' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');

    expect(actor.getSnapshot().output).toEqual({ outcome: 'mayInvest' });
    expect(recorded.map((request) => `${request.step} ${request.action}`)).toEqual([
      'CONFIRM_AFTER_COOLING_OFF SHOWN',
      'CONFIRM_AFTER_COOLING_OFF CONTINUE',
    ]);
  });

  it('logs Leave and hands back to the host', async () => {
    const { actor, recorded, leaveFlow } = run({
      load: at('CONFIRM_AFTER_COOLING_OFF'),
      record: () => at('CONFIRM_AFTER_COOLING_OFF'),
    });
    await waitFor(actor, (snapshot) => snapshot.matches({ confirmAfterCoolingOff: 'asking' }));
    actor.send({ type: 'LEAVE' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');

    expect(actor.getSnapshot().output).toEqual({ outcome: 'left' });
    expect(leaveFlow).toHaveBeenCalledTimes(1);
    expect(recorded.at(-1)).toEqual({
      step: 'CONFIRM_AFTER_COOLING_OFF',
      action: 'LEAVE',
      textVersion: 'confirm-after-cooling-off.v1',
    });
  });

  it('lets an investor who has invested before straight through', async () => {
    const { actor, recorded } = run({ load: at('MAY_INVEST'), record: () => at('MAY_INVEST') });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');

    expect(actor.getSnapshot().output).toEqual({ outcome: 'mayInvest' });
    expect(recorded).toEqual([]);
  });
});
