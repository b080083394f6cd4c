import { apiError } from '@keystone/flows/errors';
import { describe, expect, it } from 'vitest';
import { isUnexpectedFailure } from './unexpected-failure.ts';

const status = (value: number) => ({ status: value });

describe('isUnexpectedFailure', () => {
  it('treats every 5xx answer as unexpected, whatever its code', () => {
    expect(isUnexpectedFailure(apiError(1), status(500))).toBe(true);
    expect(isUnexpectedFailure(apiError(21), status(501))).toBe(true);
    expect(isUnexpectedFailure(apiError(18), status(502))).toBe(true);
  });

  it("treats the client's network and timeout failures (code 1 with 503 or 504) as unexpected", () => {
    expect(isUnexpectedFailure(apiError(1, { message: 'Something went wrong. Please try again' }), status(503))).toBe(
      true,
    );
    expect(isUnexpectedFailure(apiError(1, { message: 'The request timed out. Please try again' }), status(504))).toBe(
      true,
    );
  });

  it('treats the codes the contract answers with a 5xx as unexpected when no status is known (what the hooks throw)', () => {
    expect(isUnexpectedFailure(apiError(1))).toBe(true);
    expect(isUnexpectedFailure(apiError(18))).toBe(true);
    expect(isUnexpectedFailure(apiError(21))).toBe(true);
  });

  it('leaves the answers a screen words for itself to the screen', () => {
    expect(isUnexpectedFailure(apiError(7), status(401))).toBe(false);
    expect(isUnexpectedFailure(apiError(8), status(400))).toBe(false);
    expect(isUnexpectedFailure(apiError(12), status(409))).toBe(false);
    expect(isUnexpectedFailure(apiError(20), status(429))).toBe(false);
    expect(isUnexpectedFailure(apiError(2))).toBe(false);
  });

  it('treats something that is not an error of the catalogue as unexpected', () => {
    expect(isUnexpectedFailure(new Error('boom'))).toBe(true);
    expect(isUnexpectedFailure(undefined)).toBe(true);
    expect(isUnexpectedFailure({ errorCode: 999, message: 'unknown' }, status(400))).toBe(true);
  });
});
