import type { ApiError } from '../types.ts';
import { errorCatalogue, type ErrorCode } from './error-catalogue.generated.ts';

export const errorCodes = Object.keys(errorCatalogue).map(Number) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'number' && Object.hasOwn(errorCatalogue, value);
}

/** The catalogue's message for a code, or `undefined` for a code the catalogue does not know. */
export function catalogueMessage(code: number): string | undefined {
  return isErrorCode(code) ? errorCatalogue[code].message : undefined;
}

/** The error body for a catalogue code, with the catalogue's message unless a more specific one is given. */
export function apiError(errorCode: ErrorCode, details: Partial<Omit<ApiError, 'errorCode'>> = {}): ApiError {
  const body: ApiError = { errorCode, message: details.message ?? errorCatalogue[errorCode].message };
  if (details.fieldErrors !== undefined) body.fieldErrors = details.fieldErrors;
  if (details.retryAfterSeconds !== undefined) body.retryAfterSeconds = details.retryAfterSeconds;
  if (details.availableAt !== undefined) body.availableAt = details.availableAt;
  if (details.attemptsLeft !== undefined) body.attemptsLeft = details.attemptsLeft;
  if (details.topicsToRead !== undefined) body.topicsToRead = details.topicsToRead;
  if (details.limitPence !== undefined) body.limitPence = details.limitPence;
  if (details.leftPence !== undefined) body.leftPence = details.leftPence;
  return body;
}

/** True when a value has the shape of the `Error` schema (used on bodies that did not come from our server). */
export function isApiError(value: unknown): value is ApiError {
  if (typeof value !== 'object' || value === null) return false;
  const { errorCode, message } = value as Record<string, unknown>;
  return isErrorCode(errorCode) && typeof message === 'string';
}
