import { apiError } from '@keystone/flows/errors';
import { describe, expect, it } from 'vitest';
import { tokenCheckFromAnswer } from './token-check.ts';

const status = (value: number) => ({ status: value });

describe('tokenCheckFromAnswer', () => {
  it('is valid, with the invited e-mail, when the server accepts the token', () => {
    const data = { valid: true as const, tokenType: 'REGISTRY' as const, email: 'invited@keystone.test' };
    expect(tokenCheckFromAnswer({ data, response: status(200) })).toEqual({ state: 'valid', email: 'invited@keystone.test' });
  });

  it('is invalid when the server refuses the token (code 8, 400 or 401)', () => {
    expect(tokenCheckFromAnswer({ error: apiError(8), response: status(400) })).toEqual({ state: 'invalid' });
    expect(tokenCheckFromAnswer({ error: apiError(8), response: status(401) })).toEqual({ state: 'invalid' });
  });

  it('is invalid when the token is malformed (code 2)', () => {
    expect(tokenCheckFromAnswer({ error: apiError(2), response: status(400) })).toEqual({ state: 'invalid' });
  });

  it('failed, without a message, when the server broke or the network dropped: the generic modal speaks', () => {
    expect(tokenCheckFromAnswer({ error: apiError(1), response: status(500) })).toEqual({ state: 'failed', message: null });
    expect(tokenCheckFromAnswer({ error: apiError(1), response: status(503) })).toEqual({ state: 'failed', message: null });
    expect(tokenCheckFromAnswer({ error: apiError(21), response: status(501) })).toEqual({ state: 'failed', message: null });
  });

  it("failed, with the server's message, when rate-limited: the link may still be good", () => {
    const error = apiError(20);
    expect(tokenCheckFromAnswer({ error, response: status(429) })).toEqual({ state: 'failed', message: error.message });
  });
});
