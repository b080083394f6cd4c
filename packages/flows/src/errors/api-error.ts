import type { FieldError } from '../rules/rule.ts';
import { ERROR_MESSAGES, type ErrorCode } from './catalogue.ts';

/** The contract's `Error` body of every 4xx and 5xx. */
export interface ApiError {
  errorCode: number;
  message: string;
  fieldErrors?: FieldError[];
}

export function isApiError(value: unknown): value is ApiError {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return typeof candidate.errorCode === 'number' && typeof candidate.message === 'string';
}

/** A catalogue error as the server renders it, with the catalogue's own message. */
export function apiError(code: ErrorCode, fieldErrors?: FieldError[]): ApiError {
  return fieldErrors && fieldErrors.length > 0
    ? { errorCode: code, message: ERROR_MESSAGES[code], fieldErrors }
    : { errorCode: code, message: ERROR_MESSAGES[code] };
}

export function hasErrorCode(error: unknown, code: ErrorCode): boolean {
  return isApiError(error) && error.errorCode === code;
}
