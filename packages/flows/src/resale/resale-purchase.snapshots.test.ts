import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { ResalePurchaseEvent } from './resale-purchase.context.ts';
import { resalePurchaseMachine } from './resale-purchase.machine.ts';
import {
  selectPurchaseAmountBounds,
  selectPurchaseAmountRule,
  selectPurchaseCanGoBack,
  selectPurchaseCanGoNext,
  selectPurchaseCanSign,
  selectPurchaseIsBusy,
  selectPurchaseIsCodeDialogOpen,
  selectPurchaseIsSettling,
  selectPurchaseRefusal,
  selectPurchaseStep,
} from './resale-purchase.selectors.ts';
import {
  RESALE_PURCHASE_STATE_VALUES,
  resalePurchaseSnapshotAt,
  type ResalePurchaseStateValue,
} from './resale-purchase.snapshots.ts';
import { DRAWN, input, LISTING } from './resale-purchase.test-fixtures.ts';
import { LISTING_NOT_FOR_SALE_MESSAGES, RESALE_AMOUNT_MESSAGES } from './resale.messages.ts';

const FINAL: readonly ResalePurchaseStateValue[] = ['bought', 'soldOut', 'gateRefused'];

/** A story's way in: the snapshot given to the screen, whose actor starts from it without calling anything. */
describe('every purchase state can be resolved for a story', () => {
  it.each(RESALE_PURCHASE_STATE_VALUES)('%s', (value) => {
    const snapshot = resalePurchaseSnapshotAt(value, input);

    const actor = createActor(resalePurchaseMachine, { snapshot, input }).start();

    expect(snapshot.value).toBe(value);
    expect(snapshot.status).toBe(FINAL.includes(value) ? 'done' : 'active');
    expect(actor.getSnapshot().value).toBe(value);
    actor.stop();
  });

  it('gives each state what reaches it', () => {
    expect(resalePurchaseSnapshotAt('choosingAmount', input).context.amountPence).toBeUndefined();
    expect(resalePurchaseSnapshotAt('starting', input).context).toMatchObject({ amountPence: 100_000 });
    expect(resalePurchaseSnapshotAt('reviewing', input).context).toMatchObject({
      purchaseId: 1,
      agreementRead: false,
      figures: { capitalPence: 100_000, accruedInterestPence: 2_000, pricePence: 102_000 },
    });
    expect(resalePurchaseSnapshotAt('enteringCode', input).context).toMatchObject({ agreementRead: true });
    expect(resalePurchaseSnapshotAt('settling', input).context.smsCode).toBe('123456');
    expect(selectPurchaseRefusal(resalePurchaseSnapshotAt('soldOut', input))).toBe(LISTING_NOT_FOR_SALE_MESSAGES.sold);
    expect(selectPurchaseRefusal(resalePurchaseSnapshotAt('expired', input))).toBe(
      RESALE_AMOUNT_MESSAGES.purchaseExpired,
    );
  });

  it('lets a story set what it shows', () => {
    const snapshot = resalePurchaseSnapshotAt('choosingAmount', input, {
      amountError: RESALE_AMOUNT_MESSAGES.insufficientFunds,
    });

    expect(snapshot.context.amountError).toBe(RESALE_AMOUNT_MESSAGES.insufficientFunds);
  });

  it('tags the states that wait for the server as busy, the settlement as settling, the dialog as open', () => {
    const tagged = (select: typeof selectPurchaseIsBusy) =>
      RESALE_PURCHASE_STATE_VALUES.filter((value) => select(resalePurchaseSnapshotAt(value, input)));

    expect(tagged(selectPurchaseIsBusy)).toEqual(['starting', 'sendingCode', 'settling']);
    expect(tagged(selectPurchaseIsSettling)).toEqual(['settling']);
    expect(tagged(selectPurchaseIsCodeDialogOpen)).toEqual(['sendingCode', 'enteringCode']);
  });

  it('offers Back from a failure, the review and signing only', () => {
    const withBack = RESALE_PURCHASE_STATE_VALUES.filter((value) =>
      selectPurchaseCanGoBack(resalePurchaseSnapshotAt(value, input)),
    );

    expect(withBack).toEqual(['startFailed', 'reviewing', 'signing', 'settleFailed']);
  });
});

describe('purchase selectors', () => {
  it('names the step', () => {
    expect(selectPurchaseStep(resalePurchaseSnapshotAt('gateRefused', input))).toBe('gateRefused');
  });

  it('checks the amount with the buyer’s rule and bounds', () => {
    const snapshot = resalePurchaseSnapshotAt('choosingAmount', input);
    const rule = selectPurchaseAmountRule(snapshot);

    expect(rule(undefined)).toBe(RESALE_AMOUNT_MESSAGES.required);
    expect(rule(600_000)).toBe(RESALE_AMOUNT_MESSAGES.aboveAvailable.buy(500_000));
    expect(rule(450_000)).toBe(RESALE_AMOUNT_MESSAGES.leavesTooLittle.buy(50_000, 100_000));
    expect(rule(500_000)).toBeUndefined();
    expect(selectPurchaseAmountBounds(snapshot)).toEqual({ minimumPence: 100_000, maximumPence: 500_000 });
    expect(selectPurchaseCanGoNext(snapshot, 200_000)).toBe(true);
    expect(selectPurchaseCanGoNext(snapshot, 50_000)).toBe(false);
  });

  it('bounds a listing smaller than the minimum to all of it', () => {
    const small = { listing: { ...LISTING, remainingPence: 60_000 } };

    expect(selectPurchaseAmountBounds(resalePurchaseSnapshotAt('choosingAmount', small))).toEqual({
      minimumPence: 60_000,
      maximumPence: 60_000,
    });
  });

  it('enables Sign once the current tab has an image', () => {
    expect(selectPurchaseCanSign(resalePurchaseSnapshotAt('signing', input))).toBe(false);
    expect(selectPurchaseCanSign(resalePurchaseSnapshotAt('signing', input, { signatures: { DRAW: DRAWN } }))).toBe(
      true,
    );
  });
});

// Moves each state must refuse: the snapshot stays the very same object.
const FORBIDDEN: ReadonlyArray<readonly [ResalePurchaseStateValue, ResalePurchaseEvent[]]> = [
  [
    'choosingAmount',
    [
      { type: 'NEXT' },
      { type: 'NEXT', amountPence: 99_900 },
      { type: 'SIGN' },
      { type: 'SUBMIT_CODE', code: '123456' },
      { type: 'BACK' },
    ],
  ],
  ['starting', [{ type: 'NEXT', amountPence: 200_000 }, { type: 'BACK' }, { type: 'RETRY' }]],
  ['reviewing', [{ type: 'NEXT' }, { type: 'SIGN' }, { type: 'SUBMIT_CODE', code: '123456' }]],
  ['signing', [{ type: 'SIGN' }, { type: 'NEXT' }, { type: 'SUBMIT_CODE', code: '123456' }]],
  ['sendingCode', [{ type: 'SUBMIT_CODE', code: '123456' }, { type: 'BACK' }, { type: 'SIGN' }]],
  ['enteringCode', [{ type: 'SUBMIT_CODE', code: '' }, { type: 'BACK' }, { type: 'SET_SIGNATURE', image: DRAWN }]],
  ['settling', [{ type: 'BACK' }, { type: 'RETRY' }, { type: 'SUBMIT_CODE', code: '123456' }]],
  ['settleFailed', [{ type: 'NEXT' }, { type: 'SUBMIT_CODE', code: '123456' }]],
  ['expired', [{ type: 'NEXT', amountPence: 200_000 }, { type: 'BACK' }, { type: 'RETRY' }]],
  ['bought', [{ type: 'BACK' }, { type: 'START_AGAIN' }, { type: 'RETRY' }]],
  ['soldOut', [{ type: 'BACK' }, { type: 'START_AGAIN' }, { type: 'NEXT', amountPence: 200_000 }]],
  ['gateRefused', [{ type: 'BACK' }, { type: 'START_AGAIN' }, { type: 'RETRY' }]],
];

describe('forbidden moves leave the snapshot unchanged', () => {
  it.each(FORBIDDEN)('%s', (value, events) => {
    // A final state's actor has stopped and takes no event at all: ask the snapshot instead.
    if (FINAL.includes(value)) {
      const snapshot = resalePurchaseSnapshotAt(value, input);
      expect(events.filter((event) => snapshot.can(event))).toEqual([]);
      return;
    }
    const actor = createActor(resalePurchaseMachine, {
      snapshot: resalePurchaseSnapshotAt(value, input),
      input,
    }).start();
    for (const event of events) {
      const before = actor.getSnapshot();

      actor.send(event);

      expect(actor.getSnapshot(), event.type).toBe(before);
    }
    actor.stop();
  });
});
