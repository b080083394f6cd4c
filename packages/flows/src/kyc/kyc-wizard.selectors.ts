import type { FieldError } from '@keystone/api';
import type { SnapshotFrom } from 'xstate';
import { formErrorDisplay, type FormErrorDisplay } from '../errors/display.ts';
import { NEXT_LABELS } from '../competence/competence.rules.ts';
import type { CompetenceReviewActor } from '../competence/competence-review.selectors.ts';
import type { KycForm } from './kyc.form.ts';
import { isKycStageValid, validateKycStage } from './kyc.rules.ts';
import { kycStageDefaults, kycStageRuleOptions } from './kyc-wizard.context.ts';
import { KYC_STAGES, kycStageAt, stepWindow, type KycStage, type StepWindow } from './kyc.stages.ts';
import type { kycWizardMachine } from './kyc-wizard.machine.ts';

export type KycWizardSnapshot = SnapshotFrom<typeof kycWizardMachine>;

/** The stage on screen (while a move away from it is saved, still that stage). */
export function selectStage(snapshot: KycWizardSnapshot): KycStage {
  return kycStageAt(snapshot.context.stageIndex);
}

/** The values the stage's form starts from: what the server holds, with the GB defaults and the risk box. */
export function selectStageDefaults(snapshot: KycWizardSnapshot): KycForm {
  return kycStageDefaults(snapshot.context);
}

/** What the stage's form resolver checks: the stage's rules (`validateKycStage`) on the form's values. */
export function selectStageRules(snapshot: KycWizardSnapshot): (values: KycForm) => FieldError[] {
  const stage = selectStage(snapshot).id;
  const options = kycStageRuleOptions(snapshot.context, { signing: true });
  return (values) => validateKycStage(stage, values, options);
}

/** What the server said when the last call failed (the same value until the next move), or `undefined`. */
export function selectSaveError(snapshot: KycWizardSnapshot): unknown {
  return snapshot.context.saveError;
}

/**
 * How a stage shows the last failure (seed 000 §8 "Profile save"): each field error under its field (the name's
 * first letter lowercased), else one message for the form's root error.
 */
export function selectSaveErrorDisplay(snapshot: KycWizardSnapshot): FormErrorDisplay | undefined {
  const { saveError } = snapshot.context;
  return saveError === undefined ? undefined : formErrorDisplay(saveError);
}

/** The titles of the stages whose saved values still fail their rules: what the review asks to complete. */
export function selectIncompleteStages(snapshot: KycWizardSnapshot): string[] {
  const form = kycStageDefaults(snapshot.context);
  const options = kycStageRuleOptions(snapshot.context);
  return KYC_STAGES.filter((stage) => stage.id !== 'reviewAnswers' && !isKycStageValid(stage.id, form, options)).map(
    (stage) => stage.title,
  );
}

/** The wizard's forward button; the competence review labels its own (competence-review.selectors.ts). */
export function selectNextLabel(_snapshot: KycWizardSnapshot): string {
  return NEXT_LABELS.next;
}

/** The competence review the stage runs while it is not passed (the invoked `competenceReview`), else nothing. */
export function selectCompetenceReview(snapshot: KycWizardSnapshot): CompetenceReviewActor | undefined {
  return snapshot.children.competence as CompetenceReviewActor | undefined;
}

export interface KycHeaderWindow extends StepWindow {
  activeIndex: number;
  /** The stages the header shows, four of six. */
  stages: ReadonlyArray<KycStage>;
}

export function selectHeaderWindow(snapshot: KycWizardSnapshot): KycHeaderWindow {
  const activeIndex = selectStage(snapshot).index;
  const window = stepWindow(activeIndex);
  return { ...window, activeIndex, stages: KYC_STAGES.slice(window.start, window.end) };
}

/** A save, the grading, the restart or the procedure's start is under way: buttons and fields wait. */
export function selectIsSaving(snapshot: KycWizardSnapshot): boolean {
  return snapshot.hasTag('saving');
}

/** Back is offered from the second stage on, and not while a call is under way. */
export function selectCanGoBack(snapshot: KycWizardSnapshot): boolean {
  return snapshot.status === 'active' && !snapshot.hasTag('saving') && snapshot.context.stageIndex > 0;
}

export function selectIsFinished(snapshot: KycWizardSnapshot): boolean {
  return snapshot.status === 'done';
}
