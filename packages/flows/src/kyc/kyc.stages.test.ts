import { describe, expect, it } from 'vitest';
import { KYC_STEP_COUNT } from '../constants.ts';
import {
  COMPETENCE_STAGE_INDEX,
  isKycStageIndex,
  KYC_STAGE_IDS,
  KYC_STAGES,
  kycStageAt,
  kycStageIndex,
  stepWindow,
} from './kyc.stages.ts';

describe('the KYC stages', () => {
  it('are the six of the seed, in order, with the header labels', () => {
    expect(KYC_STAGES.map((stage) => [stage.id, stage.label])).toEqual([
      ['personalDetails', '01 Personal details'],
      ['proofOfIdentity', '02 Proof of Identity'],
      ['bankDetails', '03 Bank details'],
      ['investorType', '04 Investor Certification'],
      ['competenceReview', '05 Competence Review'],
      ['reviewAnswers', '06 Review info'],
    ]);
    expect(KYC_STAGES).toHaveLength(KYC_STEP_COUNT);
  });

  it('know their own index and number', () => {
    KYC_STAGES.forEach((stage, index) => {
      expect(stage.index).toBe(index);
      expect(kycStageIndex(stage.id)).toBe(index);
      expect(stage.number).toBe(`0${index + 1}`);
      expect(stage.label).toBe(`${stage.number} ${stage.title}`);
    });
    expect(KYC_STAGE_IDS).toEqual(KYC_STAGES.map((stage) => stage.id));
    expect(COMPETENCE_STAGE_INDEX).toBe(4);
  });

  it('clamps an index outside the wizard', () => {
    expect(kycStageAt(-1).id).toBe('personalDetails');
    expect(kycStageAt(2).id).toBe('bankDetails');
    expect(kycStageAt(9).id).toBe('reviewAnswers');
  });

  it.each([
    [0, true],
    [5, true],
    [-1, false],
    [6, false],
    [1.5, false],
    [Number.NaN, false],
    ['2', false],
  ])('tells whether %s is a stage index', (value, expected) => {
    expect(isKycStageIndex(value)).toBe(expected);
  });
});

describe('stepWindow (six steps, window of 4)', () => {
  it.each([0, 1, 2, 3])('shows steps 1–4 while the active index is %i', (active) => {
    expect(stepWindow(active)).toEqual({ start: 0, end: 4 });
  });

  it('scrolls by one once the active index is above 3, keeping it the last visible step', () => {
    expect(stepWindow(4)).toEqual({ start: 1, end: 5 });
    expect(stepWindow(5)).toEqual({ start: 2, end: 6 });
  });

  it('never runs past the last step nor before the first', () => {
    expect(stepWindow(9)).toEqual({ start: 2, end: 6 });
    expect(stepWindow(-1)).toEqual({ start: 0, end: 4 });
  });

  it('shows every step when they fit, and honours another size', () => {
    expect(stepWindow(3, 4, 4)).toEqual({ start: 0, end: 4 });
    expect(stepWindow(3, 9, 3)).toEqual({ start: 1, end: 4 });
  });
});
