import { describe, expect, it } from 'vitest';
import { apiError, hasErrorCode, isApiError } from './api-error.ts';
import { catalogueMessage, errorCatalogue, ErrorCode, errorCodes, isErrorCode } from './catalogue.ts';

describe('the error catalogue', () => {
  it('holds the seed codes and the added ones', () => {
    expect([...errorCodes].sort((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 35, 38, 39, 40, 41, 42, 43, 44, 45, 46,
      47, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66,
    ]);
  });

  it.each([
    [1, 'Something went wrong. Please try again'],
    [2, 'Invalid data'],
    [3, 'Unable to upload file'],
    [4, 'File processing error'],
    [5, 'File does not exist'],
    [6, 'Need token'],
    [7, 'Incorrect Email or Password'],
    [8, 'Invalid token'],
    [9, 'Illegal file url'],
    [10, 'Illegal access'],
    [11, 'Illegal role'],
    [12, 'User already exists'],
    [13, "The user doesn't exist"],
    [14, 'KYC procedure finished'],
    [15, 'KYC procedure not finished'],
    [16, 'KYC procedure in progress'],
    [17, 'Project does not exist'],
    [18, 'Payment provider communication exception.'],
    [19, 'Your account is not active'],
    [20, 'Too many attempts. Please try again later.'],
    [21, 'Not implemented yet'],
    [35, 'Not enough money to make paid out. Please fund project e-wallet.'],
    [38, 'Incorrect answers to the competence questions'],
    [39, 'No attempts left'],
    [40, "You have reached today's upload limit of 20 files or 100 MB. Please try again tomorrow."],
    [41, 'This request was already made with different details. Please start it again.'],
    [42, 'Not found'],
    [44, 'Your next attempt is not open yet. Please try again later.'],
    [51, 'The amount is more than the investors are still owed'],
    [52, 'Money recovered can only be recorded while the project is in recovery'],
    [53, 'This is more than is left of your ISA allowance for this tax year'],
    [54, 'Please open your Innovative Finance ISA first'],
    [55, 'An Innovative Finance ISA can only be opened by a UK resident aged 18 or over'],
    [56, 'You already have an Innovative Finance ISA with us'],
    [57, 'This transfer is already finished, so it can no longer change'],
    [58, "Please confirm it's you before you go on"],
    [59, 'Please set up a second step for signing in first'],
    [60, 'That code is not right. Please check it and try again'],
    [61, 'Your sign-in took too long. Please sign in again'],
    [62, 'This investment cannot be sold now'],
    [63, 'This loan part is no longer for sale'],
    [64, 'You have no auto-invest rules to change'],
    [65, 'Your auto-invest rules are already signed'],
    [66, 'The auto-invest share can only change before the project opens for pledges'],
  ])('words code %i as %s', (code, message) => {
    expect(catalogueMessage(code)).toBe(message);
  });

  it('names every code of the contract, each once', () => {
    expect(Object.values(ErrorCode).sort((a, b) => a - b)).toEqual([...errorCodes].sort((a, b) => a - b));
  });

  it('names the codes the machines and the portal test for', () => {
    expect(ErrorCode.INCORRECT_CREDENTIALS).toBe(7);
    expect(ErrorCode.INVALID_TOKEN).toBe(8);
    expect(ErrorCode.WRONG_COMPETENCE_ANSWERS).toBe(38);
    expect(ErrorCode.NO_ANSWER_ATTEMPTS_LEFT).toBe(39);
  });

  it('knows nothing of other codes', () => {
    expect(catalogueMessage(22)).toBeUndefined();
    expect(isErrorCode(0)).toBe(false);
    expect(isErrorCode('7')).toBe(false);
  });

  it.each([
    [ErrorCode.INVALID_DATA, 400],
    [ErrorCode.NEED_TOKEN, 401],
    [ErrorCode.INCORRECT_CREDENTIALS, 401],
    [ErrorCode.INVALID_TOKEN, 401],
    [ErrorCode.ILLEGAL_ACCESS, 403],
    [ErrorCode.ILLEGAL_ROLE, 403],
    [ErrorCode.FILE_DOES_NOT_EXIST, 404],
    [ErrorCode.USER_DOES_NOT_EXIST, 404],
    [ErrorCode.PROJECT_DOES_NOT_EXIST, 404],
    [ErrorCode.USER_ALREADY_EXISTS, 409],
    [ErrorCode.SOMETHING_WENT_WRONG, 500],
    [ErrorCode.PAYMENT_PROVIDER_ERROR, 502],
    [ErrorCode.ACCOUNT_NOT_ACTIVE, 403],
    [ErrorCode.TOO_MANY_ATTEMPTS, 429],
    [ErrorCode.NOT_IMPLEMENTED, 501],
    [ErrorCode.UNABLE_TO_UPLOAD_FILE, 400],
    [ErrorCode.ILLEGAL_FILE_URL, 400],
    [ErrorCode.WRONG_COMPETENCE_ANSWERS, 400],
    [ErrorCode.NO_ANSWER_ATTEMPTS_LEFT, 400],
  ])('answers code %i with HTTP %i as the contract fixes', (code, status) => {
    expect(errorCatalogue[code].httpStatus).toBe(status);
  });

  it('gives every code an error status', () => {
    for (const code of errorCodes) {
      expect(errorCatalogue[code].httpStatus).toBeGreaterThanOrEqual(400);
      expect(errorCatalogue[code].httpStatus).toBeLessThan(600);
      expect(errorCatalogue[code].message).not.toBe('');
    }
  });
});

describe('ApiError', () => {
  it('builds a catalogue error', () => {
    expect(apiError(ErrorCode.INCORRECT_CREDENTIALS)).toEqual({ errorCode: 7, message: 'Incorrect Email or Password' });
  });

  it('carries field errors', () => {
    expect(
      apiError(ErrorCode.INVALID_DATA, { fieldErrors: [{ field: 'email', message: 'Incorrect email format' }] }),
    ).toEqual({
      errorCode: 2,
      message: 'Invalid data',
      fieldErrors: [{ field: 'email', message: 'Incorrect email format' }],
    });
  });

  it('recognises the contract shape only', () => {
    expect(isApiError({ errorCode: 7, message: 'x' })).toBe(true);
    expect(isApiError({ errorCode: '7', message: 'x' })).toBe(false);
    expect(isApiError({ errorCode: 99, message: 'a code the contract does not have' })).toBe(false);
    expect(isApiError({ message: 'x' })).toBe(false);
    expect(isApiError(new Error('x'))).toBe(false);
    expect(isApiError(null)).toBe(false);
    expect(isApiError('Invalid data')).toBe(false);
  });

  it('tells the code', () => {
    expect(hasErrorCode({ errorCode: 38, message: '' }, ErrorCode.WRONG_COMPETENCE_ANSWERS)).toBe(true);
    expect(hasErrorCode({ errorCode: 39, message: '' }, ErrorCode.WRONG_COMPETENCE_ANSWERS)).toBe(false);
    expect(hasErrorCode(undefined, ErrorCode.WRONG_COMPETENCE_ANSWERS)).toBe(false);
  });
});
