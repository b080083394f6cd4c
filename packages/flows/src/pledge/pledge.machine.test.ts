import { describe, expect, it } from 'vitest';
import type { PledgeEvent } from './pledge.context.ts';
import { selectCanGoBack, selectErrorText, selectSmsCodeError } from './pledge.selectors.ts';
import { HANG, MINIMUMS, sendAndSettle, settled, startFlow, type FlowActor } from './pledge.test-actor.ts';
import {
  AWAITING_TRANSFER,
  DRAWN,
  input,
  LIMITS,
  OVERFUNDED,
  PAID_FROM_WALLET,
  shortOnlyProject,
  STARTED,
  TYPED,
  WRONG_CODE,
} from './pledge.test-fixtures.ts';

/** Sends `event` and expects the very same snapshot back: the move is refused. */
function expectRefused(actor: FlowActor, event: PledgeEvent) {
  const before = actor.getSnapshot();
  actor.send(event);
  expect(actor.getSnapshot()).toBe(before);
}

/** From the first step to the conditions: e-wallet, DEBT, the term asked, the minimums. */
function walkToConditions(actor: FlowActor, isLong = false) {
  actor.send({ type: 'SELECT_SOURCE', source: 'E_WALLET' });
  actor.send({ type: 'NEXT' });
  actor.send({ type: 'SELECT_STRATEGY', strategy: 'DEBT' });
  actor.send({ type: 'NEXT' });
  actor.send({ type: 'SELECT_TERM', isLong });
  actor.send({ type: 'NEXT' });
  actor.send({ type: 'NEXT', amounts: MINIMUMS });
  if (isLong) {
    actor.send({ type: 'SET_STATEMENT', accepted: true });
    actor.send({ type: 'NEXT' });
  }
}

describe('pledgeMachine: choosing', () => {
  it('opens on the source, with nothing chosen', () => {
    const { actor } = startFlow();

    const { value, context } = actor.getSnapshot();

    expect(value).toBe('source');
    expect(context).toMatchObject({ source: undefined, strategy: undefined, isLong: undefined, pledgeId: undefined });
  });

  it('advances each step only once it is satisfied', () => {
    const { actor } = startFlow();

    expectRefused(actor, { type: 'NEXT' });
    actor.send({ type: 'SELECT_SOURCE', source: 'BANK_TRANSFER' });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().value).toBe('strategy');

    expectRefused(actor, { type: 'NEXT' });
    actor.send({ type: 'SELECT_STRATEGY', strategy: 'DEBT_SECURED' });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().value).toBe('term');

    expectRefused(actor, { type: 'NEXT' });
    actor.send({ type: 'SELECT_TERM', isLong: false });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().value).toBe('amount');
  });

  it('offers only the strategies the project offers for short term', () => {
    const { actor } = startFlow({ from: 'strategy' });

    // The mill offers DEBT and DEBT_SECURED short term; EQUITY only long term.
    expectRefused(actor, { type: 'SELECT_STRATEGY', strategy: 'EQUITY' });
    expectRefused(actor, { type: 'SELECT_STRATEGY', strategy: 'SHARIA' });
  });

  it('offers long term only with a strategy the project offers for it', () => {
    const { actor } = startFlow({ from: 'strategy' });
    actor.send({ type: 'SELECT_STRATEGY', strategy: 'DEBT_SECURED' });
    actor.send({ type: 'NEXT' });

    expectRefused(actor, { type: 'SELECT_TERM', isLong: true });
    actor.send({ type: 'BACK' });
    actor.send({ type: 'SELECT_STRATEGY', strategy: 'DEBT' });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'SELECT_TERM', isLong: true });

    expect(actor.getSnapshot().context.isLong).toBe(true);
  });

  it('offers no long term when the project does not allow it', () => {
    const { actor } = startFlow({
      input: { ...input, project: shortOnlyProject },
      from: 'term',
      context: { strategy: 'DEBT' },
    });

    expectRefused(actor, { type: 'SELECT_TERM', isLong: true });
  });

  it('asks for the term again when the strategy changes, not when the same one is chosen', () => {
    const { actor } = startFlow();
    walkToConditions(actor);
    for (let step = 0; step < 3; step += 1) actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().value).toBe('strategy');

    actor.send({ type: 'SELECT_STRATEGY', strategy: 'DEBT' });
    expect(actor.getSnapshot().context.isLong).toBe(false);
    actor.send({ type: 'SELECT_STRATEGY', strategy: 'DEBT_SECURED' });
    expect(actor.getSnapshot().context.isLong).toBeUndefined();
    actor.send({ type: 'NEXT' });
    expectRefused(actor, { type: 'NEXT' });
  });

  it('advances the amount step only with a valid choice, keeping the amounts in pence', () => {
    const { actor } = startFlow({ from: 'amount', context: { source: 'E_WALLET', isLong: false } });

    expectRefused(actor, { type: 'NEXT' });
    expectRefused(actor, { type: 'NEXT', amounts: { ...MINIMUMS, shortOption: 'CUSTOM', shortCustomText: '999' } });
    // £50,000 remaining is more than the £20,000 in the e-wallet.
    expectRefused(actor, { type: 'NEXT', amounts: { ...MINIMUMS, shortOption: 'REMAINING' } });
    actor.send({ type: 'NEXT', amounts: { ...MINIMUMS, shortOption: 'CUSTOM', shortCustomText: '£2,500' } });

    expect(actor.getSnapshot().value).toBe('conditions');
    expect(actor.getSnapshot().context).toMatchObject({
      shortOption: 'CUSTOM',
      shortAmountPence: 250_000,
      longAmountPence: null,
    });
  });

  it('takes a long-term pledge through the statement, and back', () => {
    const { actor } = startFlow({ from: 'amount', context: { source: 'BANK_TRANSFER', isLong: true } });

    actor.send({ type: 'NEXT', amounts: { ...MINIMUMS, longOption: 'REMAINING' } });
    // £1,000 short and £40,000 long differ by more than £10,000.
    expect(actor.getSnapshot().value).toBe('amount');
    actor.send({ type: 'NEXT', amounts: { ...MINIMUMS, longOption: 'CUSTOM', longCustomText: '11000' } });
    expect(actor.getSnapshot().value).toBe('statement');
    expect(actor.getSnapshot().context).toMatchObject({ shortAmountPence: 100_000, longAmountPence: 1_100_000 });

    expectRefused(actor, { type: 'NEXT' });
    actor.send({ type: 'SET_STATEMENT', accepted: true });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().value).toBe('conditions');
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().value).toBe('statement');
  });

  it('goes back from the conditions to the amount for a short-term pledge', () => {
    const { actor } = startFlow();
    walkToConditions(actor);

    expectRefused(actor, { type: 'NEXT' });
    actor.send({ type: 'SET_CONDITIONS', accepted: true });
    actor.send({ type: 'SET_CONDITIONS', accepted: false });
    expectRefused(actor, { type: 'NEXT' });
    actor.send({ type: 'BACK' });

    expect(actor.getSnapshot().value).toBe('amount');
  });

  it('leaves the flow by the first Back, for the host to show the project page', () => {
    const { actor, leaveFlow } = startFlow();

    actor.send({ type: 'BACK' });

    expect(actor.getSnapshot().value).toBe('left');
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ outcome: 'left' });
    expect(leaveFlow).toHaveBeenCalledOnce();
  });
});

describe('pledgeMachine: signing', () => {
  it('requests the agreement on entering the step, for the amounts chosen', async () => {
    const { actor, calls } = startFlow();
    walkToConditions(actor, true);
    actor.send({ type: 'SET_CONDITIONS', accepted: true });

    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const snapshot = await settled(actor);

    expect(calls.start).toEqual([
      { projectId: 7, investStrategy: 'DEBT', shortAmountPence: 100_000, longAmountPence: 100_000 },
    ]);
    expect(snapshot.value).toEqual({ eSignature: 'signing' });
    expect(snapshot.context).toMatchObject({
      pledgeId: 41,
      agreement: STARTED.agreement,
      expiresAt: STARTED.expiresAt,
    });
  });

  it('shows why the agreement could not be had, and asks again on RETRY', async () => {
    const { actor, calls } = startFlow({ from: 'conditions', start: [OVERFUNDED] });
    actor.send({ type: 'SET_CONDITIONS', accepted: true });

    const failed = await sendAndSettle(actor, { type: 'NEXT' });
    expect(failed.value).toEqual({ eSignature: 'agreementFailed' });
    expect(selectErrorText(failed)).toBe('Invalid data');
    const retried = await sendAndSettle(actor, { type: 'RETRY' });

    expect(retried.value).toEqual({ eSignature: 'signing' });
    expect(calls.start).toHaveLength(2);
    expect(selectErrorText(retried)).toBeUndefined();
  });

  it('signs only when the tab on screen has an image, each tab keeping its own', () => {
    const { actor } = startFlow({ from: { eSignature: 'signing' } });

    expectRefused(actor, { type: 'SIGN' });
    actor.send({ type: 'SET_SIGNATURE', image: DRAWN });
    actor.send({ type: 'SELECT_SIGNATURE_TAB', tab: 'TYPE' });
    expectRefused(actor, { type: 'SIGN' });
    actor.send({ type: 'SET_SIGNATURE', image: TYPED });
    actor.send({ type: 'SELECT_SIGNATURE_TAB', tab: 'DRAW' });

    expect(actor.getSnapshot().context.signatures).toEqual({ DRAW: DRAWN, TYPE: TYPED });
    actor.send({ type: 'CLEAR_SIGNATURE' });
    expect(actor.getSnapshot().context.signatures).toEqual({ TYPE: TYPED });
    expectRefused(actor, { type: 'SIGN' });
  });

  it('sends the code on Sign and opens the dialog even when the SMS fails', async () => {
    const { actor, calls } = startFlow({ from: { eSignature: 'signing' }, sms: [new Error('Failed to fetch')] });
    actor.send({ type: 'SET_SIGNATURE', image: DRAWN });

    actor.send({ type: 'SIGN' });
    expect(actor.getSnapshot().hasTag('codeDialog')).toBe(true);
    const snapshot = await settled(actor);

    expect(snapshot.value).toEqual({ eSignature: 'enteringCode' });
    expect(calls.sms).toEqual([1]);
    await sendAndSettle(actor, { type: 'RESEND_CODE' });
    expect(calls.sms).toEqual([1, 1]);
  });

  it('stores the code and pays with the tab on screen, from the e-wallet by itself', async () => {
    const { actor, calls } = startFlow({ from: { eSignature: 'enteringCode' } });
    expectRefused(actor, { type: 'SUBMIT_CODE', code: '   ' });

    actor.send({ type: 'SUBMIT_CODE', code: ' 123456 ' });
    expect(actor.getSnapshot().value).toEqual({ payment: 'finishing' });
    expect(actor.getSnapshot().hasTag('processing')).toBe(true);
    expect(selectCanGoBack(actor.getSnapshot())).toBe(false);
    const snapshot = await settled(actor);

    expect(calls.finish).toEqual([
      { pledgeId: 1, fromWallet: true, signatureBase64: expect.stringMatching(/^data:image\/png/), smsCode: '123456' },
    ]);
    expect(snapshot.value).toBe('success');
    expect(snapshot.output).toEqual({ outcome: 'pledged', finish: PAID_FROM_WALLET });
  });

  it('closes the code dialog back to the signature, where clearing it forgets the code', () => {
    const { actor } = startFlow({ from: { eSignature: 'enteringCode' }, context: { smsCode: '123456' } });

    actor.send({ type: 'CLOSE_CODE_DIALOG' });
    expect(actor.getSnapshot().value).toEqual({ eSignature: 'signing' });
    expect(actor.getSnapshot().context.smsCode).toBe('123456');
    actor.send({ type: 'CLEAR_SIGNATURE' });

    expect(actor.getSnapshot().context.smsCode).toBeUndefined();
  });

  it('leaves the signature for the conditions by Back', () => {
    const { actor } = startFlow({ from: { eSignature: 'signing' } });

    actor.send({ type: 'BACK' });

    expect(actor.getSnapshot().value).toBe('conditions');
  });
});

describe('pledgeMachine: paying', () => {
  it('refuses Back while the payment is being made', () => {
    const { actor } = startFlow({ from: { eSignature: 'enteringCode' }, finish: [HANG] });
    actor.send({ type: 'SUBMIT_CODE', code: '123456' });

    expectRefused(actor, { type: 'BACK' });
    expectRefused(actor, { type: 'RETRY' });
  });

  it('reopens the code dialog with the message when the code is refused, on the same pledge', async () => {
    const { actor, calls } = startFlow({ from: { eSignature: 'enteringCode' }, finish: [WRONG_CODE] });

    const snapshot = await sendAndSettle(actor, { type: 'SUBMIT_CODE', code: '000000' });

    expect(snapshot.value).toEqual({ eSignature: 'enteringCode' });
    expect(selectSmsCodeError(snapshot)).toBe('The code is not correct');
    expect(snapshot.context).toMatchObject({ pledgeId: 1, smsCode: undefined });
    expect(calls.start).toEqual([]);
    const paid = await sendAndSettle(actor, { type: 'SUBMIT_CODE', code: '123456' });
    expect(paid.value).toBe('success');
    expect(selectSmsCodeError(paid)).toBeUndefined();
  });

  it('shows a refused payment in place of the processing text, and tries again on RETRY', async () => {
    const { actor, calls } = startFlow({ from: { eSignature: 'enteringCode' }, finish: [OVERFUNDED] });

    const failed = await sendAndSettle(actor, { type: 'SUBMIT_CODE', code: '123456' });
    expect(failed.value).toEqual({ payment: 'failed' });
    expect(selectErrorText(failed)).toBe('Invalid data');
    expect(selectCanGoBack(failed)).toBe(true);
    const paid = await sendAndSettle(actor, { type: 'RETRY' });

    expect(paid.value).toBe('success');
    expect(calls.finish).toHaveLength(2);
  });

  it('goes back from a refused payment to a new agreement, keeping the signatures', async () => {
    const { actor, calls } = startFlow({ from: { payment: 'failed' }, context: { error: OVERFUNDED } });

    const snapshot = await sendAndSettle(actor, { type: 'BACK' });

    expect(snapshot.value).toEqual({ eSignature: 'signing' });
    expect(calls.start).toHaveLength(1);
    expect(snapshot.context).toMatchObject({ pledgeId: STARTED.pledgeId, smsCode: undefined, error: undefined });
    expect(Object.keys(snapshot.context.signatures)).toEqual(['DRAW']);
  });

  it('waits for the transfer to be confirmed, with no way back', async () => {
    const { actor } = startFlow({
      from: { eSignature: 'enteringCode' },
      context: { source: 'BANK_TRANSFER' },
      finished: AWAITING_TRANSFER,
    });

    const awaiting = await sendAndSettle(actor, { type: 'SUBMIT_CODE', code: '123456' });
    expect(awaiting.value).toEqual({ payment: 'awaitingTransfer' });
    expect(awaiting.context.finish).toEqual(AWAITING_TRANSFER);
    expectRefused(actor, { type: 'BACK' });
    expectRefused(actor, { type: 'NEXT' });
    actor.send({ type: 'SET_TRANSFER_CONFIRMED', confirmed: true });
    actor.send({ type: 'NEXT' });

    expect(actor.getSnapshot().value).toBe('success');
    expect(actor.getSnapshot().output).toEqual({ outcome: 'pledged', finish: AWAITING_TRANSFER });
  });

  it('sends the finish the source, the signature of the tab on screen and the code', async () => {
    const { actor, calls } = startFlow({
      from: { eSignature: 'signing' },
      context: { source: 'BANK_TRANSFER', pledgeId: 77, signatures: { DRAW: DRAWN } },
      finished: AWAITING_TRANSFER,
    });
    actor.send({ type: 'SELECT_SIGNATURE_TAB', tab: 'TYPE' });
    actor.send({ type: 'SET_SIGNATURE', image: TYPED });
    await sendAndSettle(actor, { type: 'SIGN' });

    await sendAndSettle(actor, { type: 'SUBMIT_CODE', code: '654321' });

    expect(calls.sms).toEqual([77]);
    expect(calls.finish).toEqual([{ pledgeId: 77, fromWallet: false, signatureBase64: TYPED, smsCode: '654321' }]);
  });

  it('starts with the limits it is given', () => {
    const { actor } = startFlow();

    expect(actor.getSnapshot().context.limits).toEqual(LIMITS);
  });
});
