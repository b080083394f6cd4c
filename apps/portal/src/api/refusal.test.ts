import { inviteErrorMessage } from '@keystone/flows';
import { apiError, ErrorCode, hasErrorCode } from '@keystone/flows/errors';
import { describe, expect, it, vi } from 'vitest';
import { onRefusal, refusal, showOnForm } from './refusal.tsx';

const unexpected = [apiError(1), apiError(18), apiError(21), new Error('boom'), { errorCode: 999, message: 'unknown' }];

describe('refusal: the one decision', () => {
  it("answers a catalogue error's words, the server's own or as the screen reads it", () => {
    expect(refusal(apiError(13))).toBe(apiError(13).message);
    expect(refusal(apiError(13), () => 'Said otherwise')).toBe('Said otherwise');
    expect(refusal(apiError(12), (refused) => hasErrorCode(refused, ErrorCode.USER_ALREADY_EXISTS))).toBe(true);
  });

  it('says a rate limit with when to try again', () => {
    expect(refusal(apiError(20, { retryAfterSeconds: 60 }))).toBe('Too many attempts. Please try again in 1 minute.');
  });

  it('answers null for no failure and for an unexpected one, without reading it: the generic modal speaks', () => {
    const read = vi.fn(() => 'words');
    for (const error of [null, undefined, ...unexpected]) expect(refusal(error, read)).toBeNull();
    expect(read).not.toHaveBeenCalled();
  });
});

describe('showOnForm: a refusal in the form that made the call', () => {
  it("puts a catalogue error's field errors under the fields and its message above the form", () => {
    const setError = vi.fn();
    showOnForm({ setError })(apiError(2, { fieldErrors: [{ field: 'PhoneNumber', message: 'Incorrect phone' }] }));
    expect(setError.mock.calls).toEqual([
      ['phoneNumber', { type: 'server', message: 'Incorrect phone' }, { shouldFocus: true }],
      ['root.server', { type: 'server', message: 'Invalid data' }],
    ]);
  });

  it('words the message as the screen asks', () => {
    const setError = vi.fn();
    showOnForm({ setError }, inviteErrorMessage)(apiError(12));
    showOnForm({ setError }, { wording: () => 'In other words' })(apiError(13));
    expect(setError.mock.calls).toEqual([
      ['root.server', { type: 'server', message: 'There is already an account associated with this email' }],
      ['root.server', { type: 'server', message: 'In other words' }],
    ]);
  });

  it("puts a field the server names otherwise under the form's field, and keeps the names it does not know", () => {
    const setError = vi.fn();
    const fieldName = (field: string) => (field === 'figures.netAssetsPence' ? 'netAssets' : undefined);
    const error = apiError(2, {
      fieldErrors: [
        { field: 'figures.netAssetsPence', message: 'Too high' },
        { field: 'Signature', message: 'Required' },
      ],
    });
    showOnForm({ setError }, { fieldName })(error);
    expect(setError.mock.calls.map(([field]: unknown[]) => field)).toEqual(['netAssets', 'signature', 'root.server']);
  });

  it('leaves the form alone on an unexpected failure: the generic modal speaks', () => {
    const setError = vi.fn();
    for (const error of unexpected) showOnForm({ setError })(error);
    expect(setError).not.toHaveBeenCalled();
  });

  it('says an unexpected failure in the form only for a call that opens no modal (signing in)', () => {
    const setError = vi.fn();
    showOnForm({ setError }, { alsoUnexpected: true })(apiError(1, { message: 'Something went wrong' }));
    expect(setError).toHaveBeenCalledWith('root.server', { type: 'server', message: 'Something went wrong' });
  });
});

describe('onRefusal: a refusal told in the screen’s own outcome message', () => {
  it("hands over the refusal's words, and nothing for an unexpected failure", () => {
    const tell = vi.fn();
    for (const error of unexpected) onRefusal(tell)(error);
    expect(tell).not.toHaveBeenCalled();
    onRefusal(tell)(apiError(35));
    onRefusal(tell, () => 'Worded here')(apiError(35));
    expect(tell.mock.calls).toEqual([[apiError(35).message], ['Worded here']]);
  });
});
