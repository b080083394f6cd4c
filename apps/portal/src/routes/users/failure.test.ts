import { apiError } from '@keystone/api';
import { GENERIC_ERROR } from '@keystone/flows/errors';
import { describe, expect, it } from 'vitest';
import { ApiCallError } from './api-call.ts';
import { describeFailure, retryOnceIfUnexpected } from './failure.ts';

describe('describeFailure', () => {
  it("words a refusal with the server's message", () => {
    expect(describeFailure(new ApiCallError(apiError(11), 403))).toEqual({ unexpected: false, text: 'Illegal role', errorCode: 11 });
    expect(describeFailure(new ApiCallError(apiError(13), 404))).toEqual({
      unexpected: false,
      text: "The user doesn't exist",
      errorCode: 13,
    });
  });

  it('marks server faults as unexpected', () => {
    expect(describeFailure(new ApiCallError(apiError(1), 500))).toMatchObject({ unexpected: true, errorCode: 1 });
    expect(describeFailure(new ApiCallError(apiError(21), 501))).toMatchObject({ unexpected: true, text: 'Not implemented yet' });
  });

  it('marks anything that is not a call error as unexpected', () => {
    expect(describeFailure(new TypeError(''))).toEqual({ unexpected: true, text: GENERIC_ERROR.text, errorCode: null });
  });
});

describe('retryOnceIfUnexpected', () => {
  it('tries once more after a server fault', () => {
    expect(retryOnceIfUnexpected(0, new ApiCallError(apiError(1), 500))).toBe(true);
    expect(retryOnceIfUnexpected(1, new ApiCallError(apiError(1), 500))).toBe(false);
  });

  it('does not repeat a refusal', () => expect(retryOnceIfUnexpected(0, new ApiCallError(apiError(11), 403))).toBe(false));
});
