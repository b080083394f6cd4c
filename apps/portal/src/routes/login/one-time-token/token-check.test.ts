import { apiError } from '@keystone/flows/errors';
import { describe, expect, it } from 'vitest';
import { tokenCheckFromAnswer } from './token-check.ts';

describe('tokenCheckFromAnswer', () => {
  it('is valid, with the invited e-mail, when the server accepts the token', () => {
    const data = { valid: true as const, tokenType: 'REGISTRY' as const, email: 'invited@keystone.test' };
    expect(tokenCheckFromAnswer({ data })).toEqual({ state: 'valid', email: 'invited@keystone.test' });
  });

  it('is invalid when the server refuses the token (code 8)', () => {
    expect(tokenCheckFromAnswer({ error: apiError(8) })).toEqual({ state: 'invalid' });
  });

  it('is invalid when the token is malformed (code 2)', () => {
    expect(tokenCheckFromAnswer({ error: apiError(2) })).toEqual({ state: 'invalid' });
  });

  it('failed, without a message, when the server broke or the network dropped: the generic modal speaks', () => {
    expect(tokenCheckFromAnswer({ error: apiError(1) })).toEqual({ state: 'failed', message: null });
    expect(tokenCheckFromAnswer({ error: apiError(21) })).toEqual({ state: 'failed', message: null });
    expect(tokenCheckFromAnswer({ error: new TypeError('Failed to fetch') })).toEqual({
      state: 'failed',
      message: null,
    });
  });

  it("failed, with the server's message, when rate-limited (code 20): the link may still be good", () => {
    const error = apiError(20);
    expect(tokenCheckFromAnswer({ error })).toEqual({ state: 'failed', message: error.message });
  });
});
