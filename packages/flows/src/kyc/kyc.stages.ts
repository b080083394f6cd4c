import { KYC_STEP_COUNT, KYC_STEP_WINDOW } from '../constants.ts';

// The wizard's six stages in order (seed 000 §2): ids name the machine's states, labels are the header's words.
const STAGES = [
  { id: 'personalDetails', title: 'Personal details' },
  { id: 'proofOfIdentity', title: 'Proof of Identity' },
  { id: 'bankDetails', title: 'Bank details' },
  { id: 'investorType', title: 'Investor Certification' },
  { id: 'competenceReview', title: 'Competence Review' },
  { id: 'reviewAnswers', title: 'Review info' },
] as const;

export type KycStageId = (typeof STAGES)[number]['id'];

export interface KycStage {
  id: KycStageId;
  index: number;
  /** '01' to '06', as the header numbers the steps. */
  number: string;
  title: string;
  /** '01 Personal details': the header's label. */
  label: string;
}

export const KYC_STAGES: ReadonlyArray<KycStage> = STAGES.map(({ id, title }, index) => {
  const number = String(index + 1).padStart(2, '0');
  return { id, index, number, title, label: `${number} ${title}` };
});

/** Each stage's title by id, for screens that name a stage outside the header (the review's sections). */
export const KYC_STAGE_TITLES = Object.fromEntries(STAGES.map(({ id, title }) => [id, title])) as {
  readonly [id in KycStageId]: string;
};

export const KYC_STAGE_IDS: ReadonlyArray<KycStageId> = STAGES.map((stage) => stage.id);

export const FIRST_KYC_STAGE_INDEX = 0;
export const LAST_KYC_STAGE_INDEX = KYC_STAGES.length - 1;
export const COMPETENCE_STAGE_INDEX = KYC_STAGE_IDS.indexOf('competenceReview');

export function kycStageIndex(id: KycStageId): number {
  return KYC_STAGE_IDS.indexOf(id);
}

/** The stage at an index; indexes outside the wizard are clamped to its first or last stage. */
export function kycStageAt(index: number): KycStage {
  const clamped = Math.min(Math.max(Math.trunc(index), FIRST_KYC_STAGE_INDEX), LAST_KYC_STAGE_INDEX);
  return KYC_STAGES[clamped] as KycStage;
}

export function isKycStageIndex(value: unknown): value is number {
  return (
    Number.isInteger(value) && (value as number) >= FIRST_KYC_STAGE_INDEX && (value as number) <= LAST_KYC_STAGE_INDEX
  );
}

export interface StepWindow {
  /** Index of the first visible step. */
  start: number;
  /** Index after the last visible step. */
  end: number;
}

/**
 * Which steps the header shows: the first `size` until the active step would fall off the end, then a window
 * that keeps the active step last, so with six steps and a window of 4 it scrolls once the active index is
 * above 3. The same rule as `getStepWindow` in @keystone/ui, which flows cannot import.
 */
export function stepWindow(activeIndex: number, total = KYC_STEP_COUNT, size = KYC_STEP_WINDOW): StepWindow {
  if (total <= size) return { start: 0, end: total };
  const lastStart = total - size;
  const start = Math.min(Math.max(activeIndex - (size - 1), 0), lastStart);
  return { start, end: start + size };
}
