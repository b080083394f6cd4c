import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { resalePurchaseMachine } from './resale-purchase.machine.ts';
import {
  selectPurchaseAmountError,
  selectPurchaseError,
  selectPurchaseFigures,
  selectPurchaseIsBusy,
  selectPurchaseIsCodeDialogOpen,
  selectPurchaseIsSettling,
  selectPurchaseRefusal,
  selectPurchaseResult,
  selectPurchaseSmsCodeError,
} from './resale-purchase.selectors.ts';
import {
  COOLING_OFF,
  BOUGHT,
  CODE_ENDED,
  DRAWN,
  input,
  INSUFFICIENT_FUNDS,
  KYC_NOT_FINISHED,
  PURCHASE_EXPIRED,
  RESEND_TOO_SOON,
  SERVER_DOWN,
  SOLD_OUT,
  STARTED,
  TYPED,
  WRONG_CODE,
} from './resale-purchase.test-fixtures.ts';
import {
  expectRefused,
  HANG,
  OK,
  sendAndSettle,
  settled,
  startPurchase,
  walkToCode,
} from './resale-purchase.test-actor.ts';
import { RESALE_AMOUNT_MESSAGES } from './resale.messages.ts';

describe('resalePurchaseMachine: the amount', () => {
  it('starts on the amount, holding nothing', () => {
    const { actor } = startPurchase();

    expect(actor.getSnapshot().value).toBe('choosingAmount');
    expect(actor.getSnapshot().context.amountPence).toBeUndefined();
  });

  it.each([
    ['nothing', undefined],
    ['less than the minimum', 50_000],
    ['more than is left', 600_000],
    ['pennies', 200_050],
    ['leaving less than the minimum', 450_000],
  ])('refuses %s', (_name, amountPence) => {
    const { actor, calls } = startPurchase();

    expectRefused(actor, { type: 'NEXT', amountPence });

    expect(calls.start).toEqual([]);
  });

  it('starts the purchase for a valid amount and shows the draft assignment with its price', async () => {
    const { actor, calls } = startPurchase({ start: [HANG] });

    actor.send({ type: 'NEXT', amountPence: 200_000 });

    expect(actor.getSnapshot().value).toBe('starting');
    expect(selectPurchaseIsBusy(actor.getSnapshot())).toBe(true);
    expect(calls.start).toEqual([{ listingId: 12, amountPence: 200_000 }]);
  });

  it('reviews what the server started', async () => {
    const { actor } = startPurchase();

    const snapshot = await sendAndSettle(actor, { type: 'NEXT', amountPence: 200_000 });

    expect(snapshot.value).toBe('reviewing');
    expect(selectPurchaseFigures(snapshot)).toEqual(STARTED.figures);
    expect(snapshot.context).toMatchObject({ purchaseId: 31, agreement: STARTED.agreement, amountPence: 200_000 });
  });

  it('buys all that is left', async () => {
    const { actor } = startPurchase();

    const snapshot = await sendAndSettle(actor, { type: 'NEXT', amountPence: 500_000 });

    expect(snapshot.value).toBe('reviewing');
  });

  it('goes back to the amount with the server’s words when it refuses the amount', async () => {
    const { actor } = startPurchase({ start: [INSUFFICIENT_FUNDS] });

    const snapshot = await sendAndSettle(actor, { type: 'NEXT', amountPence: 200_000 });

    expect(snapshot.value).toBe('choosingAmount');
    expect(selectPurchaseAmountError(snapshot)).toBe(RESALE_AMOUNT_MESSAGES.insufficientFunds);
  });

  it('holds another failure to start, with RETRY and BACK', async () => {
    const { actor, calls } = startPurchase({ start: [SERVER_DOWN] });

    const failed = await sendAndSettle(actor, { type: 'NEXT', amountPence: 200_000 });
    const retried = await sendAndSettle(actor, { type: 'RETRY' });

    expect(failed.value).toBe('startFailed');
    expect(selectPurchaseError(failed)).toEqual(SERVER_DOWN);
    expect(retried.value).toBe('reviewing');
    expect(calls.start).toHaveLength(2);
  });
});

describe('resalePurchaseMachine: refusals', () => {
  it('ends sold out when the part has been sold, with the server’s sentence', async () => {
    const { actor } = startPurchase({ start: [SOLD_OUT] });

    const snapshot = await sendAndSettle(actor, { type: 'NEXT', amountPence: 200_000 });

    expect(snapshot.value).toBe('soldOut');
    expect(snapshot.status).toBe('done');
    expect(selectPurchaseRefusal(snapshot)).toBe(SOLD_OUT.message);
    expect(snapshot.output).toEqual({ outcome: 'refused', reason: SOLD_OUT.message });
  });

  it.each([
    ['KYC', KYC_NOT_FINISHED],
    ['cooling-off', COOLING_OFF],
    ['declaration', { errorCode: 47, message: 'Your declaration is out of date' }],
    ['consumer journey', { errorCode: 46, message: 'Finish the consumer journey first' }],
    ['everyday limit', { errorCode: 45, message: 'Over your 12-month limit' }],
  ])('ends at the gate (%s) with its message', async (_name, error) => {
    const { actor } = startPurchase({ start: [error] });

    const snapshot = await sendAndSettle(actor, { type: 'NEXT', amountPence: 200_000 });

    expect(snapshot.value).toBe('gateRefused');
    expect(selectPurchaseRefusal(snapshot)).toBe(error.message);
  });

  it('ends sold out when the settlement finds the part sold', async () => {
    const { actor } = startPurchase({ finish: [SOLD_OUT] });
    await walkToCode(actor);

    const snapshot = await sendAndSettle(actor, { type: 'SUBMIT_CODE', code: '123456' });

    expect(snapshot.value).toBe('soldOut');
  });

  it('waits at expired for START_AGAIN, then starts a new purchase', async () => {
    const { actor, calls } = startPurchase({ finish: [PURCHASE_EXPIRED] });
    await walkToCode(actor);

    const expired = await sendAndSettle(actor, { type: 'SUBMIT_CODE', code: '123456' });
    actor.send({ type: 'START_AGAIN' });
    const again = await sendAndSettle(actor, { type: 'NEXT', amountPence: 200_000 });

    expect(expired.value).toBe('expired');
    expect(selectPurchaseRefusal(expired)).toBe(RESALE_AMOUNT_MESSAGES.purchaseExpired);
    expect(again.value).toBe('reviewing');
    expect(again.context).toMatchObject({ purchaseId: 32, agreementRead: false, refusal: undefined });
    expect(calls.start).toHaveLength(2);
  });

  it('ends expired when the code is asked for an expired purchase', async () => {
    const { actor } = startPurchase({ sms: [PURCHASE_EXPIRED] });

    const snapshot = await walkToCode(actor);

    expect(snapshot.value).toBe('expired');
  });
});

describe('resalePurchaseMachine: signing and the code', () => {
  it('signs only once the whole assignment has been shown and the tab has an image', async () => {
    const { actor } = startPurchase();
    await sendAndSettle(actor, { type: 'NEXT', amountPence: 200_000 });

    expectRefused(actor, { type: 'NEXT' });
    actor.send({ type: 'AGREEMENT_READ' });
    actor.send({ type: 'NEXT' });
    expectRefused(actor, { type: 'SIGN' });
    actor.send({ type: 'SET_SIGNATURE', image: DRAWN });
    actor.send({ type: 'SELECT_SIGNATURE_TAB', tab: 'TYPE' });

    expectRefused(actor, { type: 'SIGN' });
    expect(actor.getSnapshot().value).toBe('signing');
  });

  it('keeps each tab’s image and signs with the current one', async () => {
    const { actor, calls } = startPurchase();
    await sendAndSettle(actor, { type: 'NEXT', amountPence: 200_000 });
    actor.send({ type: 'AGREEMENT_READ' });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'SET_SIGNATURE', image: DRAWN });
    actor.send({ type: 'SELECT_SIGNATURE_TAB', tab: 'TYPE' });
    actor.send({ type: 'SET_SIGNATURE', image: TYPED });

    await sendAndSettle(actor, { type: 'SIGN' });
    await sendAndSettle(actor, { type: 'SUBMIT_CODE', code: ' 123456 ' });

    expect(calls.finish).toEqual([{ purchaseId: 31, signatureBase64: TYPED, smsCode: '123456' }]);
  });

  it('sends the code on SIGN and opens the code dialog', async () => {
    const { actor, calls } = startPurchase({ sms: [HANG] });
    await sendAndSettle(actor, { type: 'NEXT', amountPence: 200_000 });
    actor.send({ type: 'AGREEMENT_READ' });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'SET_SIGNATURE', image: DRAWN });

    actor.send({ type: 'SIGN' });

    expect(actor.getSnapshot().value).toBe('sendingCode');
    expect(selectPurchaseIsCodeDialogOpen(actor.getSnapshot())).toBe(true);
    expect(calls.sms).toEqual([31]);
  });

  it('ignores a code that failed to send, or a new one asked within 30 seconds, as a pledge does', async () => {
    const { actor, calls } = startPurchase({ sms: [OK, RESEND_TOO_SOON] });
    await walkToCode(actor);

    const snapshot = await sendAndSettle(actor, { type: 'RESEND_CODE' });

    expect(snapshot.value).toBe('enteringCode');
    expect(calls.sms).toEqual([31, 31]);
  });

  it('refuses an empty code', async () => {
    const { actor } = startPurchase();
    await walkToCode(actor);

    expectRefused(actor, { type: 'SUBMIT_CODE', code: '  ' });
  });

  it('goes back to the code with the message when the code is wrong, on the same purchase', async () => {
    const { actor, calls } = startPurchase({ finish: [WRONG_CODE] });
    await walkToCode(actor);

    const refused = await sendAndSettle(actor, { type: 'SUBMIT_CODE', code: '111111' });
    const bought = await sendAndSettle(actor, { type: 'SUBMIT_CODE', code: '123456' });

    expect(refused.value).toBe('enteringCode');
    expect(selectPurchaseSmsCodeError(refused)).toBe('The code is not correct');
    expect(bought.value).toBe('bought');
    expect(calls.start).toHaveLength(1);
  });

  it('says when the code has ended after too many wrong tries', async () => {
    const { actor } = startPurchase({ finish: [CODE_ENDED] });
    await walkToCode(actor);

    const snapshot = await sendAndSettle(actor, { type: 'SUBMIT_CODE', code: '111111' });

    expect(snapshot.value).toBe('enteringCode');
    expect(selectPurchaseSmsCodeError(snapshot)).toBe(CODE_ENDED.message);
  });

  it('goes back to the amount with the message when the e-wallet cannot pay the price', async () => {
    const { actor } = startPurchase({ finish: [INSUFFICIENT_FUNDS] });
    await walkToCode(actor);

    const snapshot = await sendAndSettle(actor, { type: 'SUBMIT_CODE', code: '123456' });

    expect(snapshot.value).toBe('choosingAmount');
    expect(selectPurchaseAmountError(snapshot)).toBe(RESALE_AMOUNT_MESSAGES.insufficientFunds);
    expect(snapshot.context.amountPence).toBe(200_000);
  });

  it('closes the code dialog back to signing', async () => {
    const { actor } = startPurchase();
    await walkToCode(actor);

    actor.send({ type: 'CLOSE_CODE_DIALOG' });

    expect(actor.getSnapshot().value).toBe('signing');
  });
});

describe('resalePurchaseMachine: the settlement', () => {
  it('settles, tagged busy and settling, then ends bought with the result', async () => {
    const { actor } = startPurchase({ finish: [HANG] });
    await walkToCode(actor);

    actor.send({ type: 'SUBMIT_CODE', code: '123456' });

    expect(actor.getSnapshot().value).toBe('settling');
    expect(selectPurchaseIsSettling(actor.getSnapshot())).toBe(true);
    expectRefused(actor, { type: 'BACK' });
  });

  it('ends bought with what the server answered as output', async () => {
    const { actor } = startPurchase();
    await walkToCode(actor);

    const snapshot = await sendAndSettle(actor, { type: 'SUBMIT_CODE', code: '123456' });

    expect(snapshot.value).toBe('bought');
    expect(selectPurchaseResult(snapshot)).toEqual(BOUGHT);
    expect(snapshot.output).toEqual({ outcome: 'bought', result: BOUGHT });
  });

  it('holds another failure with RETRY, and BACK to signing', async () => {
    const { actor, calls } = startPurchase({ finish: [SERVER_DOWN, SERVER_DOWN] });
    await walkToCode(actor);

    const failed = await sendAndSettle(actor, { type: 'SUBMIT_CODE', code: '123456' });
    const retried = await sendAndSettle(actor, { type: 'RETRY' });
    actor.send({ type: 'BACK' });

    expect(failed.value).toBe('settleFailed');
    expect(retried.value).toBe('settleFailed');
    expect(actor.getSnapshot().value).toBe('signing');
    expect(calls.finish).toHaveLength(2);
  });

  it('refuses the placeholders loudly when the host provides no actor', async () => {
    const actor = createActor(resalePurchaseMachine, { input }).start();

    actor.send({ type: 'NEXT', amountPence: 200_000 });
    const snapshot = await settled(actor);

    expect(snapshot.value).toBe('startFailed');
    expect(String(selectPurchaseError(snapshot))).toContain('startResalePurchase');
  });
});
