import { describe, expect, it } from 'vitest';
import { recoveryShares } from './recovery-shares.ts';

describe('recoveryShares', () => {
  it('shares in proportion to what each is owed, the cut-off pennies to the largest fractions', () => {
    // 100 × 1/3 = 33.33…, 100 × 2/3 = 66.66…: the one penny left goes to the larger fraction.
    expect(recoveryShares(100, [100, 200])).toEqual([33, 67]);
    // Equal fractions: the earlier in the list first.
    expect(recoveryShares(2, [1, 1, 1])).toEqual([1, 1, 0]);
    expect(recoveryShares(300, [100, 200])).toEqual([100, 200]);
    expect(recoveryShares(0, [0, 0])).toEqual([0, 0]);
  });

  it('refuses more than is owed', () => {
    expect(() => recoveryShares(301, [100, 200])).toThrow(/more than/);
  });

  it('never makes or loses a penny, and never pays an investment more than it is owed', () => {
    // A fixed-seed generator: the same 500 cases on every run, so a failure can be replayed.
    let seed = 34;
    const next = (below: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return Math.floor((seed / 2_147_483_648) * below);
    };
    for (let run = 0; run < 500; run += 1) {
      const owed = Array.from({ length: 1 + next(30) }, () => next(10_000_000) * (1 + next(1000)));
      const total = owed.reduce((sum, pence) => sum + pence, 0);
      const amount = next(total + 1);
      const shares = recoveryShares(amount, owed);
      expect(shares.reduce((sum, pence) => sum + pence, 0)).toBe(amount);
      shares.forEach((share, index) => {
        expect(share).toBeGreaterThanOrEqual(0);
        expect(share).toBeLessThanOrEqual(owed[index] ?? 0);
      });
    }
  });
});
