import { describe, expect, it } from 'vitest';
import { sandboxOutcome } from './sandbox-provider.ts';

describe('sandboxOutcome', () => {
  it.each([1_300, 11_300, 101_300, 99_913_00])('fails %i pence (pounds ending in 13)', (amountPence) => {
    expect(sandboxOutcome(amountPence)).toMatchObject({ succeeded: false });
  });

  it.each([100, 1_200, 1_400, 13_000, 131_00, 125_000])('settles %i pence', (amountPence) => {
    expect(sandboxOutcome(amountPence)).toMatchObject({ succeeded: true });
  });

  it('gives every outcome its own provider reference', () => {
    expect(sandboxOutcome(100).providerReference).not.toBe(sandboxOutcome(100).providerReference);
  });
});
