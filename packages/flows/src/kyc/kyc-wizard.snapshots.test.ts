import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { kycWizardContext, type KycWizardContext } from './kyc-wizard.context.ts';
import { kycWizardMachine } from './kyc-wizard.machine.ts';
import {
  selectIsSaving,
  selectSaveErrorDisplay,
  selectStage,
  selectStageDefaults,
  selectStageRules,
} from './kyc-wizard.selectors.ts';
import { WIZARD_STATE_VALUES } from './kyc-wizard.test-actor.ts';
import { filledIndividual, newcomer, TODAY, signedDeclaration } from './kyc.test-fixtures.ts';

type WizardValue = (typeof WIZARD_STATE_VALUES)[number];

// The stage each state shows: the busy states show the stage being left.
const STAGE_OF: Record<string, number> = {
  personalDetails: 0,
  proofOfIdentity: 1,
  bankDetails: 2,
  investorType: 3,
  competenceReview: 4,
  reviewAnswers: 5,
  saving: 2,
  restarting: 1,
  startingProcedure: 5,
  finished: 5,
};

function contextFor(value: WizardValue): KycWizardContext {
  const key = typeof value === 'string' ? value : 'competenceReview';
  const stageIndex = STAGE_OF[key] ?? 0;
  const passed = typeof value === 'object' && value.competenceReview === 'passed';
  return {
    ...kycWizardContext({ user: filledIndividual, today: TODAY, declaration: signedDeclaration(filledIndividual) }),
    stageIndex,
    destination: stageIndex,
    competenceReviewPassed: passed,
  };
}

/** How a story reaches a state: `kycWizardMachine.resolveState({ value, context })`, given to the screen. */
describe('every wizard state can be resolved for a story', () => {
  it.each(WIZARD_STATE_VALUES.map((value) => [JSON.stringify(value), value] as const))('%s', (_name, value) => {
    const context = contextFor(value);

    const snapshot = kycWizardMachine.resolveState({ value, context });
    const actor = createActor(kycWizardMachine, {
      snapshot,
      input: { user: filledIndividual, today: TODAY, declaration: signedDeclaration(filledIndividual) },
    }).start();

    expect(snapshot.value).toEqual(value);
    expect(snapshot.status).toBe(value === 'finished' ? 'done' : 'active');
    expect(selectStage(snapshot).index).toBe(context.stageIndex);
    expect(actor.getSnapshot().value).toEqual(value);
    actor.stop();
  });

  it('tags the busy states as saving', () => {
    const busy = WIZARD_STATE_VALUES.filter((value) =>
      selectIsSaving(kycWizardMachine.resolveState({ value, context: contextFor(value) })),
    );

    expect(busy).toEqual(['saving', 'restarting', 'startingProcedure']);
  });

  it('gives a stage form its rules, failing on an empty profile', () => {
    const snapshot = kycWizardMachine.resolveState({
      value: 'bankDetails',
      context: { ...kycWizardContext({ user: newcomer, today: TODAY }), stageIndex: 2, destination: 2 },
    });

    expect(selectStageRules(snapshot)(selectStageDefaults(snapshot))).toEqual([
      { field: 'sortCode', message: 'Please fill required field' },
      { field: 'accountNumber', message: 'Please fill required field' },
    ]);
  });

  it('shows a server error resolved into the context', () => {
    const snapshot = kycWizardMachine.resolveState({
      value: 'personalDetails',
      context: {
        ...contextFor('personalDetails'),
        saveError: {
          errorCode: 2,
          message: 'Invalid data',
          fieldErrors: [{ field: 'Postcode', message: 'Incorrect format' }],
        },
      },
    });

    expect(selectSaveErrorDisplay(snapshot)).toEqual({ fieldMessages: { postcode: 'Incorrect format' } });
  });
});
