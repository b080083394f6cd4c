import { describe, expect, it } from 'vitest';
import { getStepWindow, stepNumber } from './step-window.ts';

describe('getStepWindow (six KYC steps, window of 4)', () => {
  it.each([0, 1, 2, 3])('shows steps 1–4 while the active index is %i', (active) => {
    expect(getStepWindow(active, 6)).toEqual({ start: 0, end: 4 });
  });

  it('scrolls by one once the active index is above 3, keeping it the last visible step', () => {
    expect(getStepWindow(4, 6)).toEqual({ start: 1, end: 5 });
    expect(getStepWindow(5, 6)).toEqual({ start: 2, end: 6 });
  });

  it('never runs past the last step', () => {
    expect(getStepWindow(9, 6)).toEqual({ start: 2, end: 6 });
  });

  it('treats a negative index as the first step', () => {
    expect(getStepWindow(-1, 6)).toEqual({ start: 0, end: 4 });
  });

  it('shows every step when they fit', () => {
    expect(getStepWindow(3, 4)).toEqual({ start: 0, end: 4 });
    expect(getStepWindow(1, 2)).toEqual({ start: 0, end: 2 });
  });

  it('honours another window size', () => {
    expect(getStepWindow(2, 9, 3)).toEqual({ start: 0, end: 3 });
    expect(getStepWindow(3, 9, 3)).toEqual({ start: 1, end: 4 });
  });
});

describe('stepNumber', () => {
  it('pads to two digits from 01', () => {
    expect(stepNumber(0)).toBe('01');
    expect(stepNumber(5)).toBe('06');
    expect(stepNumber(11)).toBe('12');
  });
});
