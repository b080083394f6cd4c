import { DECLARATION_MESSAGES, DECLARATION_TEXTS } from '../declarations/declarations.texts.ts';
import type { User } from '@keystone/api';
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { kycWizardMachine } from './kyc-wizard.machine.ts';
import {
  selectCanGoBack,
  selectHeaderWindow,
  selectIsSaving,
  selectNextLabel,
  selectSaveError,
  selectSaveErrorDisplay,
  selectStage,
  selectStageDefaults,
  selectStageRules,
} from './kyc-wizard.selectors.ts';
import { HANG, sendAndSettle, startWizard, walkTo } from './kyc-wizard.test-actor.ts';
import { filledCompany, filledIndividual, newcomer, TODAY, signedDeclaration } from './kyc.test-fixtures.ts';

const INVALID_PHONE = {
  errorCode: 2,
  message: 'Invalid data',
  fieldErrors: [{ field: 'PhoneNumber', message: 'Incorrect format' }],
};
const CATALOGUE_FAILURE = { errorCode: 1, message: 'Something went wrong. Please try again' };

const NEWCOMER_DETAILS = {
  personType: 'INDIVIDUAL',
  title: 'MR',
  firstName: 'Noah',
  lastName: 'Newcomer',
  dateOfBirth: '1990-03-04',
  phoneNumber: '7700 900777',
  address1: '1 High Street',
  city: 'York',
  postcode: 'YO1 7HH',
} as const;

describe('kycWizardMachine: starting', () => {
  it('opens on personal details, the form starting from the saved profile with GB defaults', () => {
    const { actor } = startWizard({ user: newcomer });

    const snapshot = actor.getSnapshot();

    expect(snapshot.value).toBe('personalDetails');
    expect(selectStage(snapshot).label).toBe('01 Personal details');
    expect(selectStageDefaults(snapshot)).toMatchObject({ nationality: 'GB', issuingCountry: 'GB', firstName: '' });
    expect(selectNextLabel(snapshot)).toBe('Next');
    expect(selectIsSaving(snapshot)).toBe(false);
    expect(selectCanGoBack(snapshot)).toBe(false);
    expect(selectSaveError(snapshot)).toBeUndefined();
  });

  it('keeps no field values of its own', () => {
    const { actor } = startWizard();

    expect(Object.keys(actor.getSnapshot().context).sort()).toEqual([
      'competenceReviewPassed',
      'destination',
      'pendingSave',
      'saveError',
      'signedInvestorType',
      'stageIndex',
      'today',
      'usedAnswerAttempts',
      'user',
    ]);
  });

  it('shows the first four steps in the header', () => {
    const { actor } = startWizard();

    const header = selectHeaderWindow(actor.getSnapshot());

    expect(header).toMatchObject({ start: 0, end: 4, activeIndex: 0 });
    expect(header.stages.map((stage) => stage.id)).toEqual([
      'personalDetails',
      'proofOfIdentity',
      'bankDetails',
      'investorType',
    ]);
  });

  it('offers the stage rules for the form resolver, with the exact messages', () => {
    const { actor } = startWizard({ user: newcomer });
    const rules = selectStageRules(actor.getSnapshot());

    expect(rules({ ...selectStageDefaults(actor.getSnapshot()), dateOfBirth: '2015-01-01' })).toContainEqual({
      field: 'dateOfBirth',
      message: 'Sorry, your age must be 18+.',
    });
  });

  it('fails loudly when the host has not provided saveProfile', async () => {
    const user = { ...filledIndividual, city: null };
    const actor = createActor(kycWizardMachine, {
      input: { user, today: TODAY, declaration: signedDeclaration(user) },
    }).start();

    actor.send({ type: 'NEXT', values: { city: 'Leeds' } });
    const snapshot = await waitFor(actor, (current) => !current.hasTag('saving'));

    expect(snapshot.value).toBe('personalDetails');
    expect(selectSaveErrorDisplay(snapshot)?.message).toContain('provide the saveProfile actor');
  });
});

describe('kycWizardMachine: moving to a stage saves the profile if changed', () => {
  it('moves on without a call when nothing changed', async () => {
    const { actor, saved } = startWizard();

    const snapshot = await sendAndSettle(actor, { type: 'NEXT', values: selectStageDefaults(actor.getSnapshot()) });

    expect(snapshot.value).toBe('proofOfIdentity');
    expect(saved).toEqual([]);
  });

  it('saves only the changes, waits, and moves on', async () => {
    const { actor, saved } = startWizard({ save: [HANG] });

    actor.send({
      type: 'NEXT',
      values: { ...selectStageDefaults(actor.getSnapshot()), city: 'Leeds', postcode: 'LS1 4AP' },
    });

    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('saving');
    expect(selectIsSaving(snapshot)).toBe(true);
    expect(selectStage(snapshot).id).toBe('personalDetails');
    expect(selectCanGoBack(snapshot)).toBe(false);
    expect(saved).toEqual([{ changes: { city: 'Leeds', postcode: 'LS1 4AP' }, validateQuestions: false }]);
  });

  it('arrives with the saved user as the new baseline, and does not save the same values twice', async () => {
    const { actor, saved } = startWizard();
    await sendAndSettle(actor, { type: 'NEXT', values: { city: 'Leeds' } });
    await sendAndSettle(actor, { type: 'NEXT', values: {} });

    const back = await sendAndSettle(actor, { type: 'BACK', values: {} });
    expect(back.value).toBe('proofOfIdentity');

    expect(saved).toHaveLength(1);
    expect(back.context.user.city).toBe('Leeds');
    expect(selectStageDefaults(back).city).toBe('Leeds');
  });

  it('sends the first save of a newcomer with the GB defaults and the phone as entered', async () => {
    const { actor, saved } = startWizard({ user: newcomer });

    const snapshot = await sendAndSettle(actor, { type: 'NEXT', values: NEWCOMER_DETAILS });

    expect(snapshot.value).toBe('proofOfIdentity');
    expect(saved[0]?.changes).toEqual({
      ...NEWCOMER_DETAILS,
      phoneNumber: '7700900777',
      nationality: 'GB',
      issuingCountry: 'GB',
    });
  });

  it('stays on the stage with each field error, first letter lowercased, for the form to show', async () => {
    const { actor } = startWizard({ save: [INVALID_PHONE] });

    const snapshot = await sendAndSettle(actor, { type: 'NEXT', values: { city: 'Leeds' } });

    expect(snapshot.value).toBe('personalDetails');
    expect(selectSaveErrorDisplay(snapshot)).toEqual({ fieldMessages: { phoneNumber: 'Incorrect format' } });
  });

  it('stays on the stage with a general message when no field carries the error', async () => {
    const { actor } = startWizard({ save: [CATALOGUE_FAILURE] });

    const snapshot = await sendAndSettle(actor, { type: 'NEXT', values: { city: 'Leeds' } });

    expect(snapshot.value).toBe('personalDetails');
    expect(selectSaveErrorDisplay(snapshot)).toEqual({
      fieldMessages: {},
      message: 'Something went wrong. Please try again',
    });
  });

  it('clears the last failure when the next move succeeds', async () => {
    const { actor } = startWizard({ save: [new Error('Failed to fetch')] });
    await sendAndSettle(actor, { type: 'NEXT', values: { city: 'Leeds' } });

    const snapshot = await sendAndSettle(actor, { type: 'NEXT', values: { city: 'Leeds' } });

    expect(snapshot.value).toBe('proofOfIdentity');
    expect(selectSaveErrorDisplay(snapshot)?.message).toBeUndefined();
  });
});

describe('kycWizardMachine: a stage is not left forward while its submitted values fail', () => {
  it('leaves the snapshot unchanged and saves nothing', () => {
    const { actor, saved } = startWizard({ user: newcomer });
    const before = actor.getSnapshot();

    actor.send({ type: 'NEXT', values: { firstName: 'Noah' } });

    expect(actor.getSnapshot()).toBe(before);
    expect(saved).toEqual([]);
  });

  it('keeps an investor under 18 on personal details', () => {
    const { actor } = startWizard();
    const before = actor.getSnapshot();

    actor.send({ type: 'NEXT', values: { dateOfBirth: '2010-01-01' } });

    expect(actor.getSnapshot()).toBe(before);
  });

  it('keeps a company on bank details until its company block is filled in', async () => {
    const { actor } = startWizard({ user: { ...filledCompany, companyNumber: null } });
    await walkTo(actor, 'bankDetails');
    const before = actor.getSnapshot();

    actor.send({ type: 'NEXT', values: {} });
    expect(actor.getSnapshot()).toBe(before);

    const snapshot = await sendAndSettle(actor, { type: 'NEXT', values: { companyNumber: '12345678' } });
    expect(snapshot.value).toBe('investorType');
  });

  it("asks for a new category's declaration before leaving investor type, and signs it with the save (issue 24 §4)", async () => {
    const { actor, saved } = startWizard();
    await walkTo(actor, 'investorType', {});
    const before = actor.getSnapshot();
    const everyday = { investorType: 'EVERYDAY_INVESTOR', riskStatementAccepted: true } as const;

    // Not ticked, no figure: the declaration keeps them on the stage, as its form's resolver says.
    actor.send({ type: 'NEXT', values: everyday });
    expect(actor.getSnapshot()).toBe(before);
    expect(selectStageRules(before)({ ...selectStageDefaults(before), ...everyday })).toEqual([
      { field: 'netInvestableAssets', message: DECLARATION_MESSAGES.amountRequired },
      { field: 'acceptedTextVersion', message: DECLARATION_MESSAGES.accept },
    ]);

    const snapshot = await sendAndSettle(actor, {
      type: 'NEXT',
      values: {
        ...everyday,
        netInvestableAssets: '40,000',
        acceptedTextVersion: DECLARATION_TEXTS.EVERYDAY_INVESTOR.version,
      },
    });
    expect(snapshot.matches('competenceReview')).toBe(true);
    expect(saved).toEqual([
      {
        changes: { investorType: 'EVERYDAY_INVESTOR' },
        validateQuestions: false,
        declaration: {
          investorType: 'EVERYDAY_INVESTOR',
          textVersion: DECLARATION_TEXTS.EVERYDAY_INVESTOR.version,
          accepted: true,
          figures: { netInvestableAssetsPence: 4_000_000 },
        },
      },
    ]);
    expect(snapshot.context.signedInvestorType).toBe('EVERYDAY_INVESTOR');
  });

  it('keeps the investor on investor type until the risk statement is ticked, then saves the box', async () => {
    const { actor, saved } = startWizard({ user: { ...filledIndividual, riskStatementAccepted: false } });
    await walkTo(actor, 'investorType', {});
    const before = actor.getSnapshot();

    actor.send({ type: 'NEXT', values: { riskStatementAccepted: false } });
    expect(actor.getSnapshot()).toBe(before);

    const snapshot = await sendAndSettle(actor, { type: 'NEXT', values: { riskStatementAccepted: true } });
    expect(snapshot.matches('competenceReview')).toBe(true);
    expect(saved).toEqual([{ changes: { riskStatementAccepted: true }, validateQuestions: false }]);
    expect(snapshot.context.user.riskStatementAccepted).toBe(true);
  });
});

describe('kycWizardMachine: resuming after a reload', () => {
  const resumedAt = (user: User) => startWizard({ user, from: 'resume' }).actor.getSnapshot().value;

  it('opens a newcomer on personal details', () => {
    expect(resumedAt(newcomer)).toBe('personalDetails');
  });

  it('opens on the first stage whose saved values do not pass', () => {
    expect(resumedAt({ ...filledIndividual, sortCode: null })).toBe('bankDetails');
    expect(resumedAt({ ...filledIndividual, riskStatementAccepted: false })).toBe('investorType');
  });

  it('opens on the competence review, running it, until the answers were accepted, also with no attempts left', () => {
    expect(resumedAt(filledIndividual)).toEqual({ competenceReview: 'reviewing' });
    expect(resumedAt({ ...filledIndividual, usedAnswerAttempts: 3 })).toEqual({ competenceReview: 'reviewing' });
  });

  it('opens on the review once every stage is complete', () => {
    expect(resumedAt({ ...filledIndividual, competenceReviewPassed: true })).toBe('reviewAnswers');
  });

  it('opens on personal details when the host asks, as after a rejected procedure is restarted', () => {
    const user = { ...filledIndividual, competenceReviewPassed: true };
    const actor = createActor(kycWizardMachine, {
      input: { user, today: TODAY, fromFirstStage: true, declaration: signedDeclaration(user) },
    }).start();
    expect(actor.getSnapshot().value).toBe('personalDetails');
  });
});
