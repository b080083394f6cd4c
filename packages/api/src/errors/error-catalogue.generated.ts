// Generated from openapi.yaml (components.schemas.ErrorCode) by packages/api/scripts/generate-error-catalogue.ts.
// Do not edit: change the contract and run 'pnpm generate:api' at the repository root.
import type { ErrorCode as ContractErrorCode } from '../types.ts';

/** Each code of the catalogue by its name: `ErrorCode.INCORRECT_CREDENTIALS` is 7. */
export const ErrorCode = {
  SOMETHING_WENT_WRONG: 1,
  INVALID_DATA: 2,
  UNABLE_TO_UPLOAD_FILE: 3,
  FILE_PROCESSING_ERROR: 4,
  FILE_DOES_NOT_EXIST: 5,
  NEED_TOKEN: 6,
  INCORRECT_CREDENTIALS: 7,
  INVALID_TOKEN: 8,
  ILLEGAL_FILE_URL: 9,
  ILLEGAL_ACCESS: 10,
  ILLEGAL_ROLE: 11,
  USER_ALREADY_EXISTS: 12,
  USER_DOES_NOT_EXIST: 13,
  KYC_FINISHED: 14,
  KYC_NOT_FINISHED: 15,
  KYC_IN_PROGRESS: 16,
  PROJECT_DOES_NOT_EXIST: 17,
  PAYMENT_PROVIDER_ERROR: 18,
  ACCOUNT_NOT_ACTIVE: 19,
  TOO_MANY_ATTEMPTS: 20,
  NOT_IMPLEMENTED: 21,
  NOT_ENOUGH_MONEY_FOR_PAYOUT: 35,
  WRONG_COMPETENCE_ANSWERS: 38,
  NO_ANSWER_ATTEMPTS_LEFT: 39,
  UPLOAD_LIMIT_REACHED: 40,
  IDEMPOTENCY_KEY_REUSED: 41,
  NOT_FOUND: 42,
  COOLING_OFF_NOT_ENDED: 43,
  NEXT_ATTEMPT_NOT_OPEN: 44,
  EVERYDAY_INVESTOR_LIMIT: 45,
  CONSUMER_JOURNEY_NOT_DONE: 46,
  DECLARATION_NOT_CURRENT: 47,
  RECOVERY_MORE_THAN_OWED: 51,
  NOT_IN_RECOVERY: 52,
  ISA_ALLOWANCE_EXCEEDED: 53,
  ISA_NOT_OPEN: 54,
  ISA_NOT_ELIGIBLE: 55,
  ISA_ALREADY_OPEN: 56,
  ISA_TRANSFER_CLOSED: 57,
} as const satisfies Record<string, ContractErrorCode>;

export type ErrorCode = ContractErrorCode;

export interface ErrorCatalogueEntry {
  /** Word for word, as the server answers it and the portal shows it. */
  readonly message: string;
  /** The status the code is answered with; code 8 answers 400 instead for the one-time tokens. */
  readonly httpStatus: number;
}

export const errorCatalogue: Readonly<Record<ErrorCode, ErrorCatalogueEntry>> = {
  1: { message: 'Something went wrong. Please try again', httpStatus: 500 },
  2: { message: 'Invalid data', httpStatus: 400 },
  3: { message: 'Unable to upload file', httpStatus: 400 },
  4: { message: 'File processing error', httpStatus: 400 },
  5: { message: 'File does not exist', httpStatus: 404 },
  6: { message: 'Need token', httpStatus: 401 },
  7: { message: 'Incorrect Email or Password', httpStatus: 401 },
  8: { message: 'Invalid token', httpStatus: 401 },
  9: { message: 'Illegal file url', httpStatus: 400 },
  10: { message: 'Illegal access', httpStatus: 403 },
  11: { message: 'Illegal role', httpStatus: 403 },
  12: { message: 'User already exists', httpStatus: 409 },
  13: { message: "The user doesn't exist", httpStatus: 404 },
  14: { message: 'KYC procedure finished', httpStatus: 409 },
  15: { message: 'KYC procedure not finished', httpStatus: 409 },
  16: { message: 'KYC procedure in progress', httpStatus: 409 },
  17: { message: 'Project does not exist', httpStatus: 404 },
  18: { message: 'Payment provider communication exception.', httpStatus: 502 },
  19: { message: 'Your account is not active', httpStatus: 403 },
  20: { message: 'Too many attempts. Please try again later.', httpStatus: 429 },
  21: { message: 'Not implemented yet', httpStatus: 501 },
  35: { message: 'Not enough money to make paid out. Please fund project e-wallet.', httpStatus: 409 },
  38: { message: 'Incorrect answers to the competence questions', httpStatus: 400 },
  39: { message: 'No attempts left', httpStatus: 400 },
  40: { message: "You have reached today's upload limit of 20 files or 100 MB. Please try again tomorrow.", httpStatus: 429 },
  41: { message: 'This request was already made with different details. Please start it again.', httpStatus: 422 },
  42: { message: 'Not found', httpStatus: 404 },
  43: { message: 'You can invest once your 24-hour cooling-off period has ended', httpStatus: 409 },
  44: { message: 'Your next attempt is not open yet. Please try again later.', httpStatus: 409 },
  45: { message: 'As an everyday investor you can invest up to 10% of the net investable assets you declared in 12 months', httpStatus: 409 },
  46: { message: 'Please read the risk warning and tell us whether you want to continue before you invest', httpStatus: 409 },
  47: { message: 'Please sign your investor declaration before you invest', httpStatus: 409 },
  51: { message: 'The amount is more than the investors are still owed', httpStatus: 409 },
  52: { message: 'Money recovered can only be recorded while the project is in recovery', httpStatus: 409 },
  53: { message: 'This is more than is left of your ISA allowance for this tax year', httpStatus: 409 },
  54: { message: 'Please open your Innovative Finance ISA first', httpStatus: 409 },
  55: { message: 'An Innovative Finance ISA can only be opened by a UK resident aged 18 or over', httpStatus: 403 },
  56: { message: 'You already have an Innovative Finance ISA with us', httpStatus: 409 },
  57: { message: 'This transfer is already finished, so it can no longer change', httpStatus: 409 },
};
