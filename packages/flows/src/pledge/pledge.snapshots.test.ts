import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { PledgeEvent } from './pledge.context.ts';
import { pledgeMachine } from './pledge.machine.ts';
import { selectCanGoBack, selectIsBusy, selectIsCodeDialogOpen, selectIsProcessing } from './pledge.selectors.ts';
import { PLEDGE_STATE_VALUES, pledgeSnapshotAt, type PledgeStateValue } from './pledge.snapshots.ts';
import { selectStep } from './pledge.steps.ts';
import { MINIMUMS } from './pledge.test-actor.ts';
import { DRAWN, input } from './pledge.test-fixtures.ts';

const named = (values: ReadonlyArray<PledgeStateValue>) =>
  values.map((value) => [JSON.stringify(value), value] as const);

/** A story's way in: the snapshot given to the screen, whose actor starts from it without calling anything. */
describe('every pledge state can be resolved for a story', () => {
  it.each(named(PLEDGE_STATE_VALUES))('%s', (_name, value) => {
    const snapshot = pledgeSnapshotAt(value, input);
    const actor = createActor(pledgeMachine, { snapshot, input }).start();

    expect(snapshot.value).toEqual(value);
    expect(snapshot.status).toBe(value === 'success' || value === 'left' ? 'done' : 'active');
    expect(actor.getSnapshot().value).toEqual(value);
    actor.stop();
  });

  it('gives each state the choices that reach it', () => {
    expect(pledgeSnapshotAt('source', input).context.source).toBeUndefined();
    expect(pledgeSnapshotAt('term', input).context).toMatchObject({
      source: 'E_WALLET',
      investStrategy: 'DEBT_SECURED',
    });
    expect(pledgeSnapshotAt('statement', input).context).toMatchObject({ term: 'LONG', longAmountPence: 100_000 });
    expect(pledgeSnapshotAt('conditions', input).context).toMatchObject({ term: 'SHORT', longAmountPence: 0 });
    expect(pledgeSnapshotAt({ eSignature: 'signing' }, input).context).toMatchObject({ pledgeId: 1, signatures: {} });
    expect(pledgeSnapshotAt({ payment: 'finishing' }, input).context.smsCode).toBe('123456');
  });

  it('lets a story set what it shows', () => {
    const snapshot = pledgeSnapshotAt({ payment: 'awaitingTransfer' }, input, { source: 'BANK_TRANSFER' });

    expect(snapshot.context.source).toBe('BANK_TRANSFER');
  });

  it('tags the states that wait for the server as busy, the payment as processing, the dialog as open', () => {
    const tagged = (select: typeof selectIsBusy) =>
      PLEDGE_STATE_VALUES.filter((value) => select(pledgeSnapshotAt(value, input)));

    expect(tagged(selectIsBusy)).toEqual([
      { eSignature: 'requestingAgreement' },
      { eSignature: 'sendingCode' },
      { payment: 'finishing' },
    ]);
    expect(tagged(selectIsProcessing)).toEqual([{ payment: 'finishing' }]);
    expect(tagged(selectIsCodeDialogOpen)).toEqual([{ eSignature: 'sendingCode' }, { eSignature: 'enteringCode' }]);
  });

  it('offers Back everywhere but while waiting, once paid and at the end', () => {
    const withBack = PLEDGE_STATE_VALUES.filter((value) =>
      selectCanGoBack(pledgeSnapshotAt(value, input, { error: new Error('refused') })),
    );

    expect(withBack).toEqual([
      'source',
      'strategy',
      'term',
      'amount',
      'statement',
      'conditions',
      { eSignature: 'agreementFailed' },
      { eSignature: 'signing' },
      { eSignature: 'enteringCode' },
      { payment: 'failed' },
    ]);
  });
});

// Moves each state must refuse: the snapshot stays the very same object.
const FORBIDDEN: ReadonlyArray<readonly [PledgeStateValue, PledgeEvent[]]> = [
  ['source', [{ type: 'NEXT' }, { type: 'SIGN' }, { type: 'SELECT_TERM', term: 'SHORT' }]],
  ['strategy', [{ type: 'NEXT' }, { type: 'SELECT_STRATEGY', investStrategy: 'SHARIA' }]],
  ['term', [{ type: 'NEXT' }, { type: 'SELECT_SOURCE', source: 'BANK_TRANSFER' }]],
  [
    'amount',
    [{ type: 'NEXT' }, { type: 'NEXT', amounts: { ...MINIMUMS, shortOption: 'CUSTOM', shortCustomText: '0' } }],
  ],
  ['statement', [{ type: 'NEXT' }]],
  ['conditions', [{ type: 'NEXT' }, { type: 'SET_STATEMENT', accepted: true }]],
  [{ eSignature: 'requestingAgreement' }, [{ type: 'NEXT' }, { type: 'SIGN' }]],
  [{ eSignature: 'signing' }, [{ type: 'SIGN' }, { type: 'SUBMIT_CODE', code: '123456' }, { type: 'NEXT' }]],
  [
    { eSignature: 'enteringCode' },
    [
      { type: 'SUBMIT_CODE', code: '' },
      { type: 'SET_SIGNATURE', image: DRAWN },
    ],
  ],
  [{ payment: 'finishing' }, [{ type: 'BACK' }, { type: 'NEXT' }, { type: 'RETRY' }]],
  [{ payment: 'awaitingTransfer' }, [{ type: 'BACK' }, { type: 'NEXT' }, { type: 'RETRY' }]],
  ['success', [{ type: 'BACK' }, { type: 'NEXT' }]],
  ['left', [{ type: 'NEXT' }]],
];

describe('forbidden moves leave the snapshot unchanged', () => {
  it.each(FORBIDDEN.map(([value, events]) => [JSON.stringify(value), value, events] as const))(
    '%s',
    (_name, value, events) => {
      const actor = createActor(pledgeMachine, { snapshot: pledgeSnapshotAt(value, input), input }).start();
      for (const event of events) {
        const before = actor.getSnapshot();

        actor.send(event);

        expect(actor.getSnapshot(), event.type).toBe(before);
      }
      actor.stop();
    },
  );
});

describe('selectStep', () => {
  it('names the step of a nested state', () => {
    expect(selectStep(pledgeSnapshotAt({ payment: 'failed' }, input))).toBe('payment');
    expect(selectStep(pledgeSnapshotAt('left', input))).toBe('left');
  });
});
