import { describe, expect, it } from 'vitest';
import { attemptsLeft, attemptsLeftMessage, hasAttemptsLeft } from './competence.rules.ts';

describe('competence attempts', () => {
  it.each([
    [0, 3],
    [1, 2],
    [2, 1],
    [3, 0],
    [7, 0],
  ])('leaves %i used attempts with %i', (used, left) => {
    expect(attemptsLeft(used)).toBe(left);
    expect(hasAttemptsLeft(used)).toBe(left > 0);
  });

  it('words the seed: 2 minus the attempts used before this failure', () => {
    for (const usedBefore of [0, 1]) {
      expect(attemptsLeftMessage(usedBefore + 1)).toBe(`Attempts left: ${2 - usedBefore}`);
    }
  });
});
