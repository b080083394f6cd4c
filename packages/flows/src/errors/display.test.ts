import { describe, expect, it } from 'vitest';
import {
  errorText,
  forgotPasswordErrorMessage,
  formErrorDisplay,
  inviteErrorMessage,
  isExpiredLinkError,
  loginErrorMessage,
  notActiveMessage,
  registrationErrorMessage,
  resetPasswordErrorMessage,
  waitDuration,
} from './display.ts';

const GENERIC = 'Whatever happened, it was probably our fault. Please try again later.';
const serverSays = (errorCode: number, message: string) => ({ errorCode, message });

describe('errorText', () => {
  it('prefers the server message', () => {
    expect(errorText(serverSays(13, "The user doesn't exist"))).toBe("The user doesn't exist");
  });

  it('falls back to the error text', () => {
    expect(errorText(new Error('Network down'))).toBe('Network down');
  });

  it('falls back to the generic text', () => {
    expect(errorText(undefined)).toBe(GENERIC);
    expect(errorText(serverSays(1, ' '))).toBe(GENERIC);
    expect(errorText(new Error(''))).toBe(GENERIC);
    expect(errorText({ status: 500 })).toBe(GENERIC);
  });
});

describe('loginErrorMessage', () => {
  it('words wrong credentials', () => {
    expect(loginErrorMessage(serverSays(7, 'anything'))).toBe('Incorrect Email or Password');
  });

  it('sends a NOT_ACTIVE account to support', () => {
    expect(
      loginErrorMessage(serverSays(19, 'Your account is not active'), { supportEmail: 'help@keystone.example' }),
    ).toBe('Something went wrong. Please contact support: help@keystone.example');
  });

  it('shows the server message for a NOT_ACTIVE account when no support address is known', () => {
    expect(loginErrorMessage(serverSays(19, 'Your account is not active'))).toBe('Your account is not active');
  });

  it('shows the server message for other codes', () => {
    expect(loginErrorMessage(serverSays(20, 'Too many attempts. Please try again later.'))).toBe(
      'Too many attempts. Please try again later.',
    );
    expect(loginErrorMessage(undefined)).toBe(GENERIC);
  });

  it('says when a locked-out account may try again, from the seconds the server gave', () => {
    const lockedOut = { errorCode: 20, message: 'Too many attempts. Please try again later.', retryAfterSeconds: 899 };
    expect(loginErrorMessage(lockedOut)).toBe('Too many attempts. Please try again in 15 minutes.');
  });

  it('words the support message', () => {
    expect(notActiveMessage('a@b.co')).toBe('Something went wrong. Please contact support: a@b.co');
  });
});

describe('forgotPasswordErrorMessage', () => {
  it('says Incorrect Email for code 7', () => {
    expect(forgotPasswordErrorMessage(serverSays(7, 'Incorrect Email or Password'))).toBe('Incorrect Email');
  });

  it('shows the server message otherwise', () => {
    expect(forgotPasswordErrorMessage(serverSays(13, "The user doesn't exist"))).toBe("The user doesn't exist");
  });
});

describe('registrationErrorMessage', () => {
  it("shows the catalogue's message for the code, whatever the server wrote", () => {
    expect(registrationErrorMessage(serverSays(12, 'duplicate key'))).toBe('User already exists');
    expect(registrationErrorMessage(serverSays(8, ''))).toBe('Invalid token');
  });

  it('shows the error text for anything that is not a contract error', () => {
    expect(registrationErrorMessage(new Error('offline'))).toBe('offline');
    // A body with a code outside the catalogue is not our server's: the client reports such bodies as code 1.
    expect(registrationErrorMessage(serverSays(99, 'Odd'))).toBe(GENERIC);
  });
});

describe('reset password', () => {
  it('treats code 8 as an expired link', () => {
    expect(isExpiredLinkError(serverSays(8, 'Invalid token'))).toBe(true);
    expect(resetPasswordErrorMessage(serverSays(8, 'Invalid token'))).toBe(
      'Link was expired. Please repeat the forgotten password flow again',
    );
  });

  it('shows the server message otherwise', () => {
    expect(isExpiredLinkError(serverSays(2, 'Invalid data'))).toBe(false);
    expect(resetPasswordErrorMessage(serverSays(2, 'Invalid data'))).toBe('Invalid data');
  });
});

describe('inviteErrorMessage', () => {
  it('words an existing account', () => {
    expect(inviteErrorMessage(serverSays(12, 'User already exists'))).toBe(
      'There is already an account associated with this email',
    );
  });

  it('shows the server message otherwise', () => {
    expect(inviteErrorMessage(serverSays(11, 'Illegal role'))).toBe('Illegal role');
  });
});

describe('formErrorDisplay', () => {
  it('puts each field error under its field, first letter lowercased', () => {
    const error = {
      errorCode: 2,
      message: 'Invalid data',
      fieldErrors: [
        { field: 'PhoneNumber', message: 'Incorrect format' },
        { field: 'email', message: 'Incorrect email format' },
        { field: 'email', message: 'second message for the same field' },
      ],
    };
    expect(formErrorDisplay(error)).toEqual({
      fieldMessages: { phoneNumber: 'Incorrect format', email: 'Incorrect email format' },
    });
  });

  it('shows a general message when no field carries the error', () => {
    expect(formErrorDisplay(serverSays(16, 'KYC procedure in progress'))).toEqual({
      fieldMessages: {},
      message: 'KYC procedure in progress',
    });
    expect(formErrorDisplay(new Error('timeout'))).toEqual({ fieldMessages: {}, message: 'timeout' });
  });
});

describe('waitDuration', () => {
  it.each([
    [1, '1 second'],
    [8, '8 seconds'],
    [59, '59 seconds'],
    [60, '1 minute'],
    [61, '2 minutes'],
    [899, '15 minutes'],
    [900, '15 minutes'],
    [3_600, '1 hour'],
    [3_601, '2 hours'],
    [86_400, '1 day'],
  ])('rounds %i seconds up to %s', (seconds, shown) => {
    expect(waitDuration(seconds)).toBe(shown);
  });
});
