import { HttpResponse } from 'msw';
import { apiError, errorCatalogue } from '@keystone/api';
import type { ApiError, CompetenceTopic, ErrorCode, FieldError } from '@keystone/api';

export interface ErrorResponseOptions {
  message?: string;
  fieldErrors?: FieldError[];
  /** Code 20: when the caller may try again (the server sends it in the Retry-After header too). */
  retryAfterSeconds?: number;
  /** Codes 38, 43 and 44: when the investor may go on (the cooling-off's end, the next competence attempt). */
  availableAt?: string;
  /** Codes 38 and 39: the competence attempts left and the topics to read about. */
  attemptsLeft?: number;
  topicsToRead?: CompetenceTopic[];
  /** Code 45: the everyday investor's 12-month limit and what is left of it, in pence. */
  limitPence?: number;
  leftPence?: number;
  /** Defaults to the catalogue's status for the code (e.g. 8 is 401; one-time tokens want 400). */
  status?: number;
}

/** An MSW response in the catalogue's shape: `errorResponse(7)`, `errorResponse(2, { fieldErrors })`. */
export function errorResponse(errorCode: ErrorCode, options: ErrorResponseOptions = {}): HttpResponse<ApiError> {
  const { status = errorCatalogue[errorCode].httpStatus, ...details } = options;
  return HttpResponse.json(apiError(errorCode, details), { status });
}

/** A handler's answer for "the server is down" stories: 500 with code 1. */
export const serverErrorResponse = (): HttpResponse<ApiError> => errorResponse(1);
