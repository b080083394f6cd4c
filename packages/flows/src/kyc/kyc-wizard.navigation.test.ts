import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import {
  selectCanGoBack,
  selectHeaderWindow,
  selectIncompleteStages,
  selectIsFinished,
  selectIsSaving,
  selectSaveErrorDisplay,
  selectStage,
} from './kyc-wizard.selectors.ts';
import { HANG, sendAndSettle, startWizard, walkTo } from './kyc-wizard.test-actor.ts';
import { filledIndividual, TODAY, signedDeclaration } from './kyc.test-fixtures.ts';
import { kycWizardContext } from './kyc-wizard.context.ts';
import { kycWizardMachine } from './kyc-wizard.machine.ts';

describe('kycWizardMachine: going back, jumping and restarting', () => {
  it('goes back a stage, saving what changed', async () => {
    const { actor, saved, calls } = startWizard();
    await walkTo(actor, 'bankDetails');

    const snapshot = await sendAndSettle(actor, { type: 'BACK', values: { sortCode: '112233' } });

    expect(snapshot.value).toBe('proofOfIdentity');
    expect(saved).toEqual([{ changes: { sortCode: '112233' }, validateQuestions: false }]);
    expect(calls.restart).toBe(0);
  });

  it('restarts the KYC when going back to the first stage, after saving', async () => {
    const { actor, saved, calls } = startWizard({
      user: { ...filledIndividual, kycRejectReason: 'Blurred' },
      restart: [HANG],
    });
    await walkTo(actor, 'proofOfIdentity');

    actor.send({ type: 'BACK', values: { docType: 'DRIVERS_LICENSE' } });
    const restarting = await waitFor(actor, (snapshot) => snapshot.matches('restarting'));

    expect(saved).toEqual([{ changes: { docType: 'DRIVERS_LICENSE' }, validateQuestions: false }]);
    expect(restarting.value).toBe('restarting');
    expect(selectIsSaving(restarting)).toBe(true);
    expect(calls.restart).toBe(1);
  });

  it('lands on personal details with the restarted user', async () => {
    const { actor, calls } = startWizard({ user: { ...filledIndividual, kycRejectReason: 'Blurred' } });
    await walkTo(actor, 'investorType');

    const snapshot = await sendAndSettle(actor, { type: 'GO_TO_STAGE', index: 0 });

    expect(snapshot.value).toBe('personalDetails');
    expect(calls.restart).toBe(1);
    expect(snapshot.context.user.kycRejectReason).toBeNull();
  });

  it('restarts when the header jumps to the first stage', async () => {
    const { actor, calls } = startWizard();
    await walkTo(actor, 'bankDetails');

    const snapshot = await sendAndSettle(actor, { type: 'GO_TO_STAGE', index: 0 });

    expect(snapshot.value).toBe('personalDetails');
    expect(calls.restart).toBe(1);
  });

  it('stays on the stage with the message when the restart fails', async () => {
    const { actor } = startWizard({ restart: [{ errorCode: 16, message: 'KYC procedure in progress' }] });
    await walkTo(actor, 'proofOfIdentity');

    const snapshot = await sendAndSettle(actor, { type: 'BACK', values: {} });

    expect(snapshot.value).toBe('proofOfIdentity');
    expect(selectSaveErrorDisplay(snapshot)?.message).toBe('KYC procedure in progress');
  });

  it('jumps back from the header without restarting', async () => {
    const { actor, calls } = startWizard();
    await walkTo(actor, 'investorType');

    const snapshot = await sendAndSettle(actor, { type: 'GO_TO_STAGE', index: 1 });

    expect(snapshot.value).toBe('proofOfIdentity');
    expect(calls.restart).toBe(0);
  });

  it('jumps forward over stages that pass as saved, saving nothing', async () => {
    const { actor, saved } = startWizard();

    const snapshot = await sendAndSettle(actor, { type: 'GO_TO_STAGE', index: 3 });

    expect(saved).toEqual([]);

    expect(snapshot.value).toBe('investorType');
    expect(selectStage(snapshot).index).toBe(3);
  });

  it('refuses a jump forward over a stage that does not pass', () => {
    const { actor } = startWizard({ user: { ...filledIndividual, sortCode: null } });
    const before = actor.getSnapshot();

    actor.send({ type: 'GO_TO_STAGE', index: 3 });

    expect(actor.getSnapshot()).toBe(before);
  });

  it.each([-1, 6, 0, 1.5])('ignores GO_TO_STAGE %s from the first stage', (index) => {
    const { actor } = startWizard();
    const before = actor.getSnapshot();

    actor.send({ type: 'GO_TO_STAGE', index });

    expect(actor.getSnapshot()).toBe(before);
  });

  it('ignores BACK on the first stage', () => {
    const { actor, calls } = startWizard();
    const before = actor.getSnapshot();

    actor.send({ type: 'BACK', values: { city: 'Leeds' } });

    expect(actor.getSnapshot()).toBe(before);
    expect(calls.restart).toBe(0);
  });
});

describe('kycWizardMachine: finishing', () => {
  async function atReview(options: Parameters<typeof startWizard>[0] = {}) {
    const wizard = startWizard({ user: { ...filledIndividual, competenceReviewPassed: true }, ...options });
    await walkTo(wizard.actor, 'reviewAnswers');
    return wizard;
  }

  it('scrolls the header so the review step is the last one shown', async () => {
    const { actor } = await atReview();

    expect(selectHeaderWindow(actor.getSnapshot())).toMatchObject({ start: 2, end: 6, activeIndex: 5 });
  });

  it('starts the procedure without a save when nothing changed, and outputs the user', async () => {
    const { actor, saved, calls } = await atReview();

    const snapshot = await sendAndSettle(actor, { type: 'FINISH' });

    expect(saved).toEqual([]);
    expect(calls.start).toBe(1);
    expect(snapshot.value).toBe('finished');
    expect(selectIsFinished(snapshot)).toBe(true);
    expect(snapshot.output?.kycProcedureFinished).toBe(true);
  });

  it('waits while the procedure starts', async () => {
    const { actor, calls } = await atReview({ start: [HANG] });

    actor.send({ type: 'FINISH' });

    expect(calls.start).toBe(1);
    expect(actor.getSnapshot().value).toBe('startingProcedure');
    expect(selectIsSaving(actor.getSnapshot())).toBe(true);
  });

  it('stays on the review with the message when the procedure cannot start', async () => {
    const { actor } = await atReview({ start: [{ errorCode: 15, message: 'KYC procedure not finished' }] });

    const snapshot = await sendAndSettle(actor, { type: 'FINISH' });

    expect(snapshot.value).toBe('reviewAnswers');
    expect(selectSaveErrorDisplay(snapshot)?.message).toBe('KYC procedure not finished');
  });

  it('lists no stage as incomplete when everything saved passes', async () => {
    const { actor } = await atReview();

    expect(selectIncompleteStages(actor.getSnapshot())).toEqual([]);
  });

  it('refuses to finish while an earlier stage no longer passes as saved, and names it', async () => {
    const user = { ...filledIndividual, competenceReviewPassed: true, sortCode: null, riskStatementAccepted: false };
    const context = {
      ...kycWizardContext({ user, today: TODAY, declaration: signedDeclaration(user) }),
      stageIndex: 5,
      destination: 5,
    };
    const snapshot = kycWizardMachine.resolveState({ value: 'reviewAnswers', context });
    const actor = createActor(kycWizardMachine, {
      snapshot,
      input: { user, today: TODAY, declaration: signedDeclaration(user) },
    }).start();
    const before = actor.getSnapshot();

    actor.send({ type: 'FINISH' });

    expect(actor.getSnapshot()).toBe(before);
    expect(selectIncompleteStages(before)).toEqual(['Bank details', 'Investor Certification']);
  });

  it('ignores FINISH before the review stage', () => {
    const { actor, calls } = startWizard();
    const before = actor.getSnapshot();

    actor.send({ type: 'FINISH' });

    expect(actor.getSnapshot()).toBe(before);
    expect(calls.start).toBe(0);
  });
});

describe('kycWizardMachine: forbidden while a call is under way', () => {
  it.each([
    ['NEXT', { type: 'NEXT', values: { city: 'Bath' } }],
    ['BACK', { type: 'BACK', values: {} }],
    ['FINISH', { type: 'FINISH' }],
    ['GO_TO_STAGE', { type: 'GO_TO_STAGE', index: 0 }],
    ['CONTACT', { type: 'CONTACT' }],
  ] as const)('ignores %s while saving', async (_name, event) => {
    const { actor, saved } = startWizard({ save: [HANG] });
    await walkTo(actor, 'proofOfIdentity');
    actor.send({ type: 'NEXT', values: { docType: 'DRIVERS_LICENSE' } });
    const before = actor.getSnapshot();

    actor.send(event);

    expect(actor.getSnapshot()).toBe(before);
    expect(saved).toHaveLength(1);
  });

  it('ignores everything once finished', async () => {
    const { actor } = startWizard({ user: { ...filledIndividual, competenceReviewPassed: true } });
    await walkTo(actor, 'reviewAnswers');
    const done = await sendAndSettle(actor, { type: 'FINISH' });

    actor.send({ type: 'BACK', values: {} });

    expect(actor.getSnapshot()).toBe(done);
    expect(selectCanGoBack(done)).toBe(false);
  });
});
