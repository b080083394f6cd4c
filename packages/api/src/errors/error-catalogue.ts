import type { ApiError, ErrorCode, FieldError } from '../types.ts';

interface CatalogueEntry {
  readonly message: string;
  readonly httpStatus: number;
}

/**
 * The contract's error catalogue (the `ErrorCode` schema of openapi.yaml), word for word. A test keeps it equal to
 * the contract; the `Record` keeps it complete when a code is added there.
 */
export const errorCatalogue: Readonly<Record<ErrorCode, CatalogueEntry>> = {
  1: { message: 'Something went wrong. Please try again', httpStatus: 500 },
  2: { message: 'Invalid data', httpStatus: 400 },
  3: { message: 'Unable to upload file', httpStatus: 400 },
  4: { message: 'File processing error', httpStatus: 400 },
  5: { message: 'File does not exist', httpStatus: 404 },
  6: { message: 'Need token', httpStatus: 401 },
  7: { message: 'Incorrect Email or Password', httpStatus: 401 },
  // One-time tokens (registry, restore password, confirmation) answer 400 instead: pass the status explicitly.
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
};

export const errorCodes = Object.keys(errorCatalogue).map(Number) as ErrorCode[];

/** The error body for a catalogue code, with the catalogue's message unless a more specific one is given. */
export function apiError(errorCode: ErrorCode, details: { message?: string; fieldErrors?: FieldError[] } = {}): ApiError {
  const body: ApiError = { errorCode, message: details.message ?? errorCatalogue[errorCode].message };
  if (details.fieldErrors !== undefined) body.fieldErrors = details.fieldErrors;
  return body;
}

/** True when a value has the shape of the `Error` schema (used on bodies that did not come from our server). */
export function isApiError(value: unknown): value is ApiError {
  if (typeof value !== 'object' || value === null) return false;
  const { errorCode, message } = value as Record<string, unknown>;
  return typeof errorCode === 'number' && errorCode in errorCatalogue && typeof message === 'string';
}
