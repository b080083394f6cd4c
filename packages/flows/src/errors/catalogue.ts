import { errorCatalogue, errorCodes, type ErrorCode as ContractErrorCode } from '@keystone/api';

// The error catalogue belongs to the contract (openapi.yaml's `ErrorCode`) and lives in @keystone/api; this module
// gives its codes names for the machines and the portal, and keeps the names this package has always exported.

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
} as const satisfies Record<string, ContractErrorCode>;

export type ErrorCode = ContractErrorCode;

function byCode<T>(pick: (entry: (typeof errorCatalogue)[ErrorCode]) => T): Readonly<Record<ErrorCode, T>> {
  return Object.freeze(Object.fromEntries(errorCodes.map((code) => [code, pick(errorCatalogue[code])]))) as Record<
    ErrorCode,
    T
  >;
}

export const ERROR_MESSAGES = byCode((entry) => entry.message);

/** The status each code is answered with; code 8 answers 400 instead for one-time tokens (registry, restore password). */
export const ERROR_HTTP_STATUS = byCode((entry) => entry.httpStatus);

export const ERROR_CODES: ReadonlyArray<ErrorCode> = errorCodes;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'number' && (ERROR_CODES as ReadonlyArray<number>).includes(value);
}

/** The catalogue's message for a code, or `undefined` for a code the catalogue does not know. */
export function catalogueMessage(code: number): string | undefined {
  return isErrorCode(code) ? ERROR_MESSAGES[code] : undefined;
}
