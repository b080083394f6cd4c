import { apiError } from '@keystone/flows/errors';
import { inviteErrorMessage } from '@keystone/flows';
import { describe, expect, it, vi } from 'vitest';
import { showOnForm } from './show-on-form.ts';

describe('showOnForm', () => {
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
    expect(setError).toHaveBeenCalledWith('root.server', {
      type: 'server',
      message: 'There is already an account associated with this email',
    });
  });

  it('leaves the form alone on an unexpected failure: the generic modal speaks', () => {
    const setError = vi.fn();
    showOnForm({ setError })(apiError(1));
    showOnForm({ setError })(new Error('boom'));
    expect(setError).not.toHaveBeenCalled();
  });
});
