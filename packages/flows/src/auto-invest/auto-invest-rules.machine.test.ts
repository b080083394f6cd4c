import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { autoInvestRulesMachine } from './auto-invest-rules.machine.ts';
import {
  selectAuthority,
  selectRulesError,
  selectRulesIsBusy,
  selectRulesIsCodeDialogOpen,
  selectRulesOutcome,
  selectRulesSmsCodeError,
} from './auto-invest-rules.selectors.ts';
import { exampleAutoInvest } from './auto-invest-rules.snapshots.ts';
import {
  ALREADY_SET_UP,
  answered,
  AUTHORITY_EXPIRED,
  CODE_ENDED,
  COOLING_OFF,
  DECLARATION,
  DRAWN,
  expectRefused,
  HANG,
  JOURNEY_NOT_DONE,
  NOT_SET_UP,
  RULES,
  RULES_REFUSED,
  sendAndSettle,
  SERVER_DOWN,
  settled,
  STARTED,
  startRules,
  TYPED,
  walkToCode,
  WRONG_CODE,
} from './auto-invest-rules.test-actor.ts';

describe('autoInvestRulesMachine: where it starts', () => {
  it.each([
    ['no authority', null, 'none'],
    ['an active one', 'ACTIVE', 'active'],
    ['a paused one', 'PAUSED', 'paused'],
    ['an ended one', 'ENDED', 'none'],
  ] as const)('starts from %s at %s', (_name, state, expected) => {
    const { actor } = startRules({ autoInvest: exampleAutoInvest(state) });

    expect(actor.getSnapshot().value).toBe(expected);
  });
});

describe('autoInvestRulesMachine: starting and reading', () => {
  it('starts an authority for the rules, busy until the server answers', () => {
    const { actor, calls } = startRules({ start: [HANG] });

    actor.send({ type: 'START', rules: RULES });

    expect(actor.getSnapshot().value).toBe('starting');
    expect(selectRulesIsBusy(actor.getSnapshot())).toBe(true);
    expect(calls.start).toEqual([RULES]);
  });

  it('shows the draft authority to read, and goes on only once it has been read', async () => {
    const { actor } = startRules();

    const reading = await sendAndSettle(actor, { type: 'START', rules: RULES });
    expectRefused(actor, { type: 'NEXT' });
    actor.send({ type: 'AGREEMENT_READ' });
    actor.send({ type: 'NEXT' });

    expect(reading.value).toBe('reading');
    expect(reading.context.started).toEqual(STARTED);
    expect(actor.getSnapshot().value).toBe('signing');
  });

  it.each([
    ['the consumer journey', JOURNEY_NOT_DONE],
    ['the cooling-off', COOLING_OFF],
    ['the declaration', DECLARATION],
    ['rules refused', RULES_REFUSED],
    ['an authority already signed', ALREADY_SET_UP],
    ['a failure', SERVER_DOWN],
  ])('holds the refusal of %s on the form', async (_name, error) => {
    const { actor } = startRules({ start: [error] });

    const snapshot = await sendAndSettle(actor, { type: 'START', rules: RULES });

    expect(snapshot.value).toBe('none');
    expect(selectRulesError(snapshot)).toEqual(error);
  });

  it('forgets the last refusal when the investor starts again', async () => {
    const { actor } = startRules({ start: [JOURNEY_NOT_DONE, HANG] });
    await sendAndSettle(actor, { type: 'START', rules: RULES });

    actor.send({ type: 'START', rules: RULES });

    expect(selectRulesError(actor.getSnapshot())).toBeUndefined();
  });

  it('goes back from reading to the form', async () => {
    const { actor } = startRules();
    await sendAndSettle(actor, { type: 'START', rules: RULES });

    actor.send({ type: 'BACK' });

    expect(actor.getSnapshot().value).toBe('none');
  });
});

describe('autoInvestRulesMachine: signing', () => {
  it('signs only with an image on the current tab', async () => {
    const { actor } = startRules();
    await sendAndSettle(actor, { type: 'START', rules: RULES });
    actor.send({ type: 'AGREEMENT_READ' });
    actor.send({ type: 'NEXT' });

    expectRefused(actor, { type: 'SIGN' });
    actor.send({ type: 'SET_SIGNATURE', image: DRAWN });
    actor.send({ type: 'SELECT_SIGNATURE_TAB', tab: 'TYPE' });
    expectRefused(actor, { type: 'SIGN' });
  });

  it('sends the code on SIGN with the dialog open, then waits for the code', async () => {
    const { actor, calls } = startRules({ sms: [HANG] });
    await sendAndSettle(actor, { type: 'START', rules: RULES });
    actor.send({ type: 'AGREEMENT_READ' });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'SET_SIGNATURE', image: DRAWN });

    actor.send({ type: 'SIGN' });

    expect(actor.getSnapshot().value).toBe('sendingCode');
    expect(selectRulesIsCodeDialogOpen(actor.getSnapshot())).toBe(true);
    expect(calls.sms).toEqual([8]);
  });

  it('keeps the dialog open after a code that failed to send, as a pledge does', async () => {
    const { actor } = startRules({ sms: [SERVER_DOWN] });

    const snapshot = await walkToCode(actor);

    expect(snapshot.value).toBe('signing');
    expect(selectRulesIsCodeDialogOpen(snapshot)).toBe(true);
  });

  it('refuses an empty code and a code before one was sent', async () => {
    const { actor } = startRules();
    await walkToCode(actor);
    expectRefused(actor, { type: 'SUBMIT_CODE', code: ' ' });
    actor.send({ type: 'CLOSE_CODE_DIALOG' });

    expectRefused(actor, { type: 'SUBMIT_CODE', code: '123456' });
    expect(selectRulesIsCodeDialogOpen(actor.getSnapshot())).toBe(false);
  });

  it('signs with the current tab’s image and the code, and is active with the outcome kept', async () => {
    const { actor, calls } = startRules();
    await sendAndSettle(actor, { type: 'START', rules: RULES });
    actor.send({ type: 'AGREEMENT_READ' });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'SET_SIGNATURE', image: DRAWN });
    actor.send({ type: 'SELECT_SIGNATURE_TAB', tab: 'TYPE' });
    actor.send({ type: 'SET_SIGNATURE', image: TYPED });
    await sendAndSettle(actor, { type: 'SIGN' });

    const snapshot = await sendAndSettle(actor, { type: 'SUBMIT_CODE', code: ' 123456 ' });

    expect(calls.sign).toEqual([{ authorityId: 8, signatureBase64: TYPED, smsCode: '123456' }]);
    expect(snapshot.value).toBe('active');
    expect(selectRulesOutcome(snapshot)).toBe('signed');
    expect(selectAuthority(snapshot)?.state).toBe('ACTIVE');
  });

  it('goes back to the code with its message when the code is wrong', async () => {
    const { actor } = startRules({ sign: [WRONG_CODE] });
    await walkToCode(actor);

    const refused = await sendAndSettle(actor, { type: 'SUBMIT_CODE', code: '111111' });
    const signed = await sendAndSettle(actor, { type: 'SUBMIT_CODE', code: '123456' });

    expect(refused.value).toBe('signing');
    expect(selectRulesIsCodeDialogOpen(refused)).toBe(true);
    expect(selectRulesSmsCodeError(refused)).toBe('The code is not correct');
    expect(signed.value).toBe('active');
  });

  it('says when the code has ended after too many tries', async () => {
    const { actor } = startRules({ sign: [CODE_ENDED] });
    await walkToCode(actor);

    const snapshot = await sendAndSettle(actor, { type: 'SUBMIT_CODE', code: '111111' });

    expect(selectRulesSmsCodeError(snapshot)).toBe(CODE_ENDED.message);
  });

  it('goes back to the form with the refusal when the authority expired', async () => {
    const { actor } = startRules({ sign: [AUTHORITY_EXPIRED] });
    await walkToCode(actor);

    const snapshot = await sendAndSettle(actor, { type: 'SUBMIT_CODE', code: '123456' });

    expect(snapshot.value).toBe('none');
    expect(selectRulesError(snapshot)).toEqual(AUTHORITY_EXPIRED);
    expect(snapshot.context.started).toBeUndefined();
  });

  it('goes back to the form when the code is asked for an expired authority', async () => {
    const { actor } = startRules({ sms: [AUTHORITY_EXPIRED] });

    const snapshot = await walkToCode(actor);

    expect(snapshot.value).toBe('none');
  });

  it('holds another failure on the signing step with the dialog closed', async () => {
    const { actor } = startRules({ sign: [DECLARATION] });
    await walkToCode(actor);

    const snapshot = await sendAndSettle(actor, { type: 'SUBMIT_CODE', code: '123456' });

    expect(snapshot.value).toBe('signing');
    expect(selectRulesError(snapshot)).toEqual(DECLARATION);
    expect(selectRulesIsCodeDialogOpen(snapshot)).toBe(false);
  });
});

describe('autoInvestRulesMachine: a current authority', () => {
  it('pauses, keeping “paused” on screen, and resumes', async () => {
    const { actor, calls } = startRules({ autoInvest: exampleAutoInvest('ACTIVE') });

    const paused = await sendAndSettle(actor, { type: 'PAUSE' });
    const resumed = await sendAndSettle(actor, { type: 'RESUME' });

    expect(paused.value).toBe('paused');
    expect(selectRulesOutcome(paused)).toBe('paused');
    expect(resumed.value).toBe('active');
    expect(selectRulesOutcome(resumed)).toBe('resumed');
    expect(calls.state).toEqual([{ state: 'PAUSED' }, { state: 'ACTIVE' }]);
  });

  it('is busy while the state changes', () => {
    const { actor } = startRules({ autoInvest: exampleAutoInvest('ACTIVE'), state: [HANG] });

    actor.send({ type: 'PAUSE' });

    expect(actor.getSnapshot().value).toBe('settingState');
    expect(selectRulesIsBusy(actor.getSnapshot())).toBe(true);
    expectRefused(actor, { type: 'END' });
  });

  it.each(['ACTIVE', 'PAUSED'] as const)('ends from %s, then offers new rules', async (state) => {
    const { actor } = startRules({ autoInvest: exampleAutoInvest(state) });

    const ended = await sendAndSettle(actor, { type: 'END' });
    actor.send({ type: 'NEW_RULES' });

    expect(ended.value).toBe('ended');
    expect(selectRulesOutcome(ended)).toBe('ended');
    expect(actor.getSnapshot().value).toBe('none');
    expect(selectRulesOutcome(actor.getSnapshot())).toBeUndefined();
  });

  it('holds a refused change of state where it was', async () => {
    const { actor } = startRules({ autoInvest: exampleAutoInvest('PAUSED'), state: [NOT_SET_UP] });

    const snapshot = await sendAndSettle(actor, { type: 'RESUME' });

    expect(snapshot.value).toBe('paused');
    expect(selectRulesError(snapshot)).toEqual(NOT_SET_UP);
  });

  it('changes the rules and returns to the state it was in', async () => {
    const { actor, calls } = startRules({ autoInvest: exampleAutoInvest('PAUSED') });
    const changed = { ...RULES, minRatePercent: 8 };
    actor.send({ type: 'CHANGE' });

    const editing = actor.getSnapshot();
    const saved = await sendAndSettle(actor, { type: 'SAVE', rules: changed });

    expect(editing.matches({ changing: 'editing' })).toBe(true);
    expect(calls.update).toEqual([changed]);
    // The server answered ACTIVE here; the machine follows what it answered.
    expect(saved.value).toBe('active');
    expect(selectRulesOutcome(saved)).toBe('changed');
    expect(selectAuthority(saved)?.rules).toEqual(changed);
  });

  it('keeps the form with the refusal when a change is refused, and cancels back', async () => {
    const { actor } = startRules({ autoInvest: exampleAutoInvest('PAUSED'), update: [RULES_REFUSED] });
    actor.send({ type: 'CHANGE' });

    const refused = await sendAndSettle(actor, { type: 'SAVE', rules: RULES });
    actor.send({ type: 'CANCEL' });

    expect(refused.matches({ changing: 'editing' })).toBe(true);
    expect(selectRulesError(refused)).toEqual(RULES_REFUSED);
    expect(actor.getSnapshot().value).toBe('paused');
  });

  it('answers the state the server answered, whatever was asked', async () => {
    const { actor } = startRules({ autoInvest: exampleAutoInvest('ACTIVE'), state: [answered('ACTIVE')] });

    const snapshot = await sendAndSettle(actor, { type: 'PAUSE' });

    expect(snapshot.value).toBe('active');
  });

  it('refuses the placeholders loudly when the host provides no actor', async () => {
    const actor = createActor(autoInvestRulesMachine, { input: { autoInvest: exampleAutoInvest(null) } }).start();

    actor.send({ type: 'START', rules: RULES });
    const snapshot = await settled(actor);

    expect(snapshot.value).toBe('none');
    expect(String(selectRulesError(snapshot))).toContain('startAutoInvest');
  });
});
