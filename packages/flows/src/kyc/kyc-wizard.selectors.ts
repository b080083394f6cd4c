import type { FieldError } from '@keystone/api';
import type { SnapshotFrom } from 'xstate';
import { attemptsLeftMessage, COMPETENCE_ATTEMPTS_MESSAGES, NEXT_LABELS } from '../competence/competence.rules.ts';
import { validateKycStage } from './kyc.rules.ts';
import { KYC_STAGES, kycStageAt, stepWindow, type KycStage, type StepWindow } from './kyc.stages.ts';
import type { kycWizardMachine } from './kyc-wizard.machine.ts';

export type KycWizardSnapshot = SnapshotFrom<typeof kycWizardMachine>;

/** The stage on screen (while a move away from it is saved, still that stage). */
export function selectStage(snapshot: KycWizardSnapshot): KycStage {
  return kycStageAt(snapshot.context.stageIndex);
}

/**
 * What keeps the investor on this stage: the stage's own rules on the form as it is now, then the messages of
 * the last failed save for fields the rules do not already name. The machine refuses NEXT while any rule fails
 * without changing its snapshot, so a form shows these once a Next was refused (or as fields are touched).
 */
export function selectStageErrors(snapshot: KycWizardSnapshot): FieldError[] {
  const { context } = snapshot;
  const ruleErrors = validateKycStage(selectStage(snapshot).id, context.form, {
    today: context.today,
    competenceReviewPassed: context.competenceReviewPassed,
  });
  const named = new Set(ruleErrors.map((error) => error.field));
  return [...ruleErrors, ...context.fieldErrors.filter((error) => !named.has(error.field))];
}

/** 'CONTACT' once the competence test has failed for good (the button then sends CONTACT), else 'Next'. */
export function selectNextLabel(snapshot: KycWizardSnapshot): string {
  return snapshot.hasTag('locked') ? NEXT_LABELS.contact : NEXT_LABELS.next;
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

/** The last failed call's message when no field carries it (dismissed with DISMISS_ERROR). */
export function selectGeneralError(snapshot: KycWizardSnapshot): string | undefined {
  return snapshot.context.generalError;
}

/** 'Attempts left: N' after a wrong attempt, the no-attempts message once locked, otherwise nothing. */
export function selectCompetenceMessage(snapshot: KycWizardSnapshot): string | undefined {
  if (snapshot.hasTag('locked')) return COMPETENCE_ATTEMPTS_MESSAGES.noAttemptsLeft;
  if (snapshot.matches({ competenceReview: 'failed' })) return attemptsLeftMessage(snapshot.context.usedAnswerAttempts);
  return undefined;
}

/** Back is offered from the second stage on, and not while a call is under way. */
export function selectCanGoBack(snapshot: KycWizardSnapshot): boolean {
  return snapshot.status === 'active' && !snapshot.hasTag('saving') && snapshot.context.stageIndex > 0;
}

export function selectIsFinished(snapshot: KycWizardSnapshot): boolean {
  return snapshot.status === 'done';
}
