import { describe, expect, it } from 'vitest';
import { SANDBOX_REJECT_MESSAGES, sandboxDecision } from './sandbox-provider.ts';

describe('sandboxDecision', () => {
  it('accepts ordinary names and knows each of the five reasons', () => {
    expect(sandboxDecision('Bennett')).toEqual({ accepted: true });
    for (const reason of Object.keys(SANDBOX_REJECT_MESSAGES)) {
      expect(sandboxDecision(`Reject-${reason}`)).toMatchObject({ accepted: false, reason });
    }
  });
});
