import { describe, expect, it, vi } from 'vitest';
import { SERVER_ERROR, setServerErrors } from './server-errors.ts';

describe('setServerErrors', () => {
  it('puts each field message under its field and the message on the root', () => {
    const setError = vi.fn();
    setServerErrors({ setError }, { fieldMessages: { email: 'Incorrect email format' }, message: 'Invalid data' });
    expect(setError.mock.calls).toEqual([
      ['email', { type: 'server', message: 'Incorrect email format' }, { shouldFocus: true }],
      [SERVER_ERROR, { type: 'server', message: 'Invalid data' }],
    ]);
  });

  it('leaves the root alone when there is no general message', () => {
    const setError = vi.fn();
    setServerErrors({ setError }, { fieldMessages: { phoneNumber: 'Incorrect phone' } });
    expect(setError).toHaveBeenCalledTimes(1);
  });

  it('moves the focus to the first field in error only', () => {
    const setError = vi.fn();
    setServerErrors(
      { setError },
      { fieldMessages: { email: 'Incorrect email format', phoneNumber: 'Incorrect phone' } },
    );
    expect(setError.mock.calls.map(([field, , options]) => [field, options])).toEqual([
      ['email', { shouldFocus: true }],
      ['phoneNumber', { shouldFocus: false }],
    ]);
  });
});
