import { describe, expect, it } from 'vitest';
import { transactionTone } from './badge.tsx';

describe('transactionTone', () => {
  it('shows failed pink and pending orange', () => {
    expect(transactionTone('FAILED')).toBe('failed');
    expect(transactionTone('PENDING')).toBe('pending');
  });

  it('shows every other status green', () => {
    expect(transactionTone('SUCCEEDED')).toBe('succeeded');
    expect(transactionTone('SOMETHING_NEW')).toBe('succeeded');
  });
});
