import { describe, expect, it } from 'vitest';
import { AGREEMENT_TEXTS } from '../agreement/agreement.messages.ts';
import {
  selectCanGoBack,
  selectCanSign,
  selectError,
  selectSignWaitReason,
  selectSmsCodeError,
} from './pledge.selectors.ts';
import { pledgeRefusalText } from './pledge.context.ts';
import { expectRefused, HANG, sendAndSettle, settled, startFlow, walkToConditions } from './pledge.test-actor.ts';
import {
  AWAITING_TRANSFER,
  CODE_ENDED,
  DRAWN,
  OVERFUNDED,
  PAID_FROM_WALLET,
  STARTED,
  TYPED,
  WRONG_CODE,
} from './pledge.test-fixtures.ts';

describe('pledgeMachine: signing', () => {
  it('requests the agreement on entering the step, for the amounts chosen', async () => {
    const { actor, calls } = startFlow();
    walkToConditions(actor, 'LONG');
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
    expect(pledgeRefusalText(selectError(failed))).toBe('Custom Amount shall be less than the Remaining Amount');
    const retried = await sendAndSettle(actor, { type: 'RETRY' });

    expect(retried.value).toEqual({ eSignature: 'signing' });
    expect(calls.start).toHaveLength(2);
    expect(selectError(retried)).toBeUndefined();
  });

  it('signs only once the agreement was shown in full, whatever the signature', () => {
    const { actor } = startFlow({ from: { eSignature: 'signing' } });
    actor.send({ type: 'SET_SIGNATURE', image: DRAWN });

    expectRefused(actor, { type: 'SIGN' });
    expect(selectSignWaitReason(actor.getSnapshot(), 'scrolling')).toBe(AGREEMENT_TEXTS.signUnread);
    expect(selectSignWaitReason(actor.getSnapshot(), 'confirming')).toBe(AGREEMENT_TEXTS.signUnreadConfirm);
    actor.send({ type: 'AGREEMENT_READ' });

    expect(selectCanSign(actor.getSnapshot())).toBe(true);
    expect(selectSignWaitReason(actor.getSnapshot(), 'scrolling')).toBeUndefined();
    actor.send({ type: 'CLEAR_SIGNATURE' });
    expect(selectSignWaitReason(actor.getSnapshot(), 'scrolling')).toBe(AGREEMENT_TEXTS.signNoSignature);
  });

  it('forgets that the agreement was read when a new agreement is drawn up', async () => {
    const { actor } = startFlow({ from: { eSignature: 'signing' }, context: { agreementRead: true } });
    await sendAndSettle(actor, { type: 'BACK' });
    const again = await sendAndSettle(actor, { type: 'NEXT' });

    expect(again.value).toEqual({ eSignature: 'signing' });
    expect(again.context.agreementRead).toBe(false);
    expect(again.context.agreementText).toEqual(STARTED.agreementText);
  });

  it('signs only when the tab on screen has an image, each tab keeping its own', () => {
    const { actor } = startFlow({ from: { eSignature: 'signing' }, context: { agreementRead: true } });

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
    const { actor, calls } = startFlow({
      from: { eSignature: 'signing' },
      context: { agreementRead: true },
      sms: [new Error('Failed to fetch')],
    });
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
      {
        pledgeId: 1,
        source: 'E_WALLET',
        signatureBase64: expect.stringMatching(/^data:image\/png/),
        smsCode: '123456',
      },
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

  it('reopens the code dialog once the fifth wrong try has ended the code, to send a new one', async () => {
    const { actor, calls } = startFlow({ from: { eSignature: 'enteringCode' }, finish: [CODE_ENDED] });

    const snapshot = await sendAndSettle(actor, { type: 'SUBMIT_CODE', code: '000000' });
    expect(snapshot.value).toEqual({ eSignature: 'enteringCode' });
    expect(selectSmsCodeError(snapshot)).toBe('Too many attempts. Please try again later.');
    await sendAndSettle(actor, { type: 'RESEND_CODE' });

    expect(calls.sms).toEqual([1]);
  });

  it('shows a refused payment in place of the processing text, and tries again on RETRY', async () => {
    const { actor, calls } = startFlow({ from: { eSignature: 'enteringCode' }, finish: [OVERFUNDED] });

    const failed = await sendAndSettle(actor, { type: 'SUBMIT_CODE', code: '123456' });
    expect(failed.value).toEqual({ payment: 'failed' });
    expect(pledgeRefusalText(selectError(failed))).toBe('Custom Amount shall be less than the Remaining Amount');
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
      context: { source: 'BANK_TRANSFER', pledgeId: 77, signatures: { DRAW: DRAWN }, agreementRead: true },
      finished: AWAITING_TRANSFER,
    });
    actor.send({ type: 'SELECT_SIGNATURE_TAB', tab: 'TYPE' });
    actor.send({ type: 'SET_SIGNATURE', image: TYPED });
    await sendAndSettle(actor, { type: 'SIGN' });

    await sendAndSettle(actor, { type: 'SUBMIT_CODE', code: '654321' });

    expect(calls.sms).toEqual([77]);
    expect(calls.finish).toEqual([
      { pledgeId: 77, source: 'BANK_TRANSFER', signatureBase64: TYPED, smsCode: '654321' },
    ]);
  });
});
