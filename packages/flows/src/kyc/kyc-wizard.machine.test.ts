import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { kycWizardMachine } from './kyc-wizard.machine.ts';
import {
  selectCanGoBack,
  selectGeneralError,
  selectHeaderWindow,
  selectIsSaving,
  selectNextLabel,
  selectStage,
  selectStageErrors,
} from './kyc-wizard.selectors.ts';
import { HANG, sendAndSettle, startWizard, walkTo } from './kyc-wizard.test-actor.ts';
import { ALL_ANSWERS, filledCompany, filledIndividual, newcomer, TODAY } from './kyc.test-fixtures.ts';

const INVALID_PHONE = {
  errorCode: 2,
  message: 'Invalid data',
  fieldErrors: [{ field: 'PhoneNumber', message: 'Incorrect format' }],
};
const CATALOGUE_FAILURE = { errorCode: 1, message: 'Something went wrong. Please try again' };

describe('kycWizardMachine: starting', () => {
  it('opens on personal details with the saved profile and GB defaults', () => {
    const { actor } = startWizard({ user: newcomer });

    const snapshot = actor.getSnapshot();

    expect(snapshot.value).toBe('personalDetails');
    expect(selectStage(snapshot).label).toBe('01 Personal details');
    expect(snapshot.context.form).toMatchObject({ nationality: 'GB', issuingCountry: 'GB', firstName: '' });
    expect(selectNextLabel(snapshot)).toBe('Next');
    expect(selectIsSaving(snapshot)).toBe(false);
    expect(selectCanGoBack(snapshot)).toBe(false);
    expect(selectGeneralError(snapshot)).toBeUndefined();
  });

  it('shows the first four steps in the header', () => {
    const { actor } = startWizard();

    const header = selectHeaderWindow(actor.getSnapshot());

    expect(header).toMatchObject({ start: 0, end: 4, activeIndex: 0 });
    expect(header.stages.map((stage) => stage.id)).toEqual(['personalDetails', 'proofOfIdentity', 'bankDetails', 'investorType']);
  });

  it('fails loudly when the host has not provided saveProfile', async () => {
    const actor = createActor(kycWizardMachine, { input: { user: filledIndividual, today: TODAY } }).start();
    actor.send({ type: 'FIELD_CHANGED', field: 'city', value: 'Leeds' });

    actor.send({ type: 'NEXT' });
    const snapshot = await waitFor(actor, (current) => !current.hasTag('saving'));

    expect(snapshot.value).toBe('personalDetails');
    expect(selectGeneralError(snapshot)).toContain('provide the saveProfile actor');
  });
});

describe('kycWizardMachine: moving to a stage saves the profile if changed', () => {
  it('moves on without a call when nothing changed', async () => {
    const { actor, saved } = startWizard();

    const snapshot = await sendAndSettle(actor, { type: 'NEXT' });

    expect(snapshot.value).toBe('proofOfIdentity');
    expect(saved).toEqual([]);
  });

  it('saves only the changes, waits, and moves on', async () => {
    const { actor, saved } = startWizard({ save: [HANG] });
    actor.send({ type: 'FIELD_CHANGED', field: 'city', value: 'Leeds' });
    actor.send({ type: 'FIELD_CHANGED', field: 'postcode', value: 'LS1 4AP' });

    actor.send({ type: 'NEXT' });

    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('saving');
    expect(selectIsSaving(snapshot)).toBe(true);
    expect(selectStage(snapshot).id).toBe('personalDetails');
    expect(selectCanGoBack(snapshot)).toBe(false);
    expect(saved).toEqual([{ changes: { city: 'Leeds', postcode: 'LS1 4AP' }, validateQuestions: false }]);
  });

  it('arrives once saved, and does not save the same values twice', async () => {
    const { actor, saved } = startWizard();
    actor.send({ type: 'FIELD_CHANGED', field: 'city', value: 'Leeds' });
    await sendAndSettle(actor, { type: 'NEXT' });

    const back = await sendAndSettle(actor, { type: 'GO_TO_STAGE', index: 2 });

    expect(back.value).toBe('bankDetails');
    expect(saved).toHaveLength(1);
    expect(back.context.saved.city).toBe('Leeds');
  });

  it('sends the first save of a newcomer with the GB defaults and the phone as entered', async () => {
    const { actor, saved } = startWizard({ user: newcomer });
    actor.send({
      type: 'FORM_CHANGED',
      values: {
        personType: 'INDIVIDUAL',
        title: 'MR',
        firstName: 'Noah',
        lastName: 'Newcomer',
        dateOfBirth: '1990-03-04',
        phoneNumber: '7700 900777',
        address1: '1 High Street',
        city: 'York',
        postcode: 'YO1 7HH',
      },
    });

    const snapshot = await sendAndSettle(actor, { type: 'NEXT' });

    expect(snapshot.value).toBe('proofOfIdentity');
    expect(saved[0]?.changes).toEqual({
      personType: 'INDIVIDUAL',
      title: 'MR',
      firstName: 'Noah',
      lastName: 'Newcomer',
      dateOfBirth: '1990-03-04',
      phoneNumber: '7700900777',
      address1: '1 High Street',
      city: 'York',
      postcode: 'YO1 7HH',
      nationality: 'GB',
      issuingCountry: 'GB',
    });
  });

  it('stays on the stage with each field error under its field, first letter lowercased', async () => {
    const { actor } = startWizard({ save: [INVALID_PHONE] });
    actor.send({ type: 'FIELD_CHANGED', field: 'city', value: 'Leeds' });

    const snapshot = await sendAndSettle(actor, { type: 'NEXT' });

    expect(snapshot.value).toBe('personalDetails');
    expect(selectStageErrors(snapshot)).toEqual([{ field: 'phoneNumber', message: 'Incorrect format' }]);
    expect(selectGeneralError(snapshot)).toBeUndefined();
  });

  it('drops a field error once the field is edited', async () => {
    const { actor } = startWizard({ save: [INVALID_PHONE] });
    actor.send({ type: 'FIELD_CHANGED', field: 'city', value: 'Leeds' });
    await sendAndSettle(actor, { type: 'NEXT' });

    actor.send({ type: 'FIELD_CHANGED', field: 'phoneNumber', value: '7700900999' });

    expect(selectStageErrors(actor.getSnapshot())).toEqual([]);
  });

  it('stays on the stage with a general message when no field carries the error, until dismissed', async () => {
    const { actor } = startWizard({ save: [CATALOGUE_FAILURE] });
    actor.send({ type: 'FIELD_CHANGED', field: 'city', value: 'Leeds' });

    const snapshot = await sendAndSettle(actor, { type: 'NEXT' });
    expect(snapshot.value).toBe('personalDetails');
    expect(selectGeneralError(snapshot)).toBe('Something went wrong. Please try again');

    actor.send({ type: 'DISMISS_ERROR' });
    expect(selectGeneralError(actor.getSnapshot())).toBeUndefined();
  });

  it('clears the last failure when the next move succeeds', async () => {
    const { actor } = startWizard({ save: [new Error('Failed to fetch')] });
    actor.send({ type: 'FIELD_CHANGED', field: 'city', value: 'Leeds' });
    await sendAndSettle(actor, { type: 'NEXT' });

    const snapshot = await sendAndSettle(actor, { type: 'NEXT' });

    expect(snapshot.value).toBe('proofOfIdentity');
    expect(selectGeneralError(snapshot)).toBeUndefined();
  });
});

describe('kycWizardMachine: a stage is not left forward while invalid', () => {
  it('leaves the snapshot unchanged and the errors readable from it', () => {
    const { actor, saved } = startWizard({ user: newcomer });
    actor.send({ type: 'FIELD_CHANGED', field: 'firstName', value: 'Noah' });
    const before = actor.getSnapshot();

    actor.send({ type: 'NEXT' });

    expect(actor.getSnapshot()).toBe(before);
    expect(saved).toEqual([]);
    expect(selectStageErrors(before).map((error) => error.field)).toEqual([
      'personType',
      'title',
      'lastName',
      'dateOfBirth',
      'phoneNumber',
      'address1',
      'city',
      'postcode',
    ]);
  });

  it('keeps an investor under 18 on personal details', () => {
    const { actor } = startWizard();
    actor.send({ type: 'FIELD_CHANGED', field: 'dateOfBirth', value: '2010-01-01' });
    const before = actor.getSnapshot();

    actor.send({ type: 'NEXT' });

    expect(actor.getSnapshot()).toBe(before);
    expect(selectStageErrors(before)).toEqual([{ field: 'dateOfBirth', message: 'Sorry, your age must be 18+.' }]);
  });

  it('keeps a company on bank details until its company block is filled in', async () => {
    const { actor } = startWizard({ user: { ...filledCompany, companyNumber: null } });
    await walkTo(actor, 'bankDetails');
    const before = actor.getSnapshot();

    actor.send({ type: 'NEXT' });

    expect(actor.getSnapshot()).toBe(before);
    expect(selectStageErrors(before)).toEqual([{ field: 'companyNumber', message: 'Please fill required field' }]);
  });

  it('keeps the investor on investor type until the risk statement is ticked', async () => {
    const { actor } = startWizard();
    await walkTo(actor, 'investorType');
    const before = actor.getSnapshot();

    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot()).toBe(before);

    actor.send({ type: 'FIELD_CHANGED', field: 'riskStatementAccepted', value: true });
    const snapshot = await sendAndSettle(actor, { type: 'NEXT' });
    expect(snapshot.matches('competenceReview')).toBe(true);
  });
});

describe('kycWizardMachine: answers reach the review with the form', () => {
  it('keeps the answers after grading for the review stage', async () => {
    const { actor } = startWizard();
    actor.send({ type: 'FORM_CHANGED', values: { riskStatementAccepted: true } });
    await walkTo(actor, 'competenceReview');
    for (const [questionId, answer] of Object.entries(ALL_ANSWERS)) {
      actor.send({ type: 'ANSWER_CHANGED', questionId: questionId as keyof typeof ALL_ANSWERS, answer });
    }

    const snapshot = await sendAndSettle(actor, { type: 'NEXT' });

    expect(snapshot.value).toBe('reviewAnswers');
    expect(snapshot.context.form.answers).toEqual(ALL_ANSWERS);
  });
});
