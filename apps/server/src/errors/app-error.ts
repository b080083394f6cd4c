import { errorCatalogue, type ErrorCode } from '@keystone/api/errors';

export interface FieldError {
  /** camelCase property (or query parameter) name; nested properties are dotted (`address.city`). */
  field: string;
  message: string;
}

interface AppErrorOptions {
  status?: number;
  fieldErrors?: FieldError[];
  /** Replaces the catalogue message; use sparingly, the portal shows it to people. */
  message?: string;
  /** Response headers that belong to the error. */
  headers?: Record<string, string>;
  /** Code 20: when the caller may try again; sent as the Retry-After header and in the body. */
  retryAfterSeconds?: number;
  /** Codes 38, 43 and 44: when the investor may go on (the cooling-off's end, the next competence attempt). */
  availableAt?: Date;
  /** Codes 38 and 39: the competence attempts left and the topics to read about. */
  attemptsLeft?: number;
  topicsToRead?: string[];
  /** Code 45: the everyday investor's 12-month limit and what is left of it, in pence. */
  limitPence?: number;
  leftPence?: number;
  cause?: unknown;
}

/** The only error a handler or service throws on purpose; the error handler renders it in the contract's Error shape. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fieldErrors: FieldError[] | undefined;
  readonly headers: Readonly<Record<string, string>>;
  readonly retryAfterSeconds: number | undefined;
  readonly availableAt: Date | undefined;
  readonly attemptsLeft: number | undefined;
  readonly topicsToRead: string[] | undefined;
  readonly limitPence: number | undefined;
  readonly leftPence: number | undefined;

  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    super(
      options.message ?? errorCatalogue[code].message,
      options.cause === undefined ? undefined : { cause: options.cause },
    );
    this.name = 'AppError';
    this.code = code;
    this.status = options.status ?? errorCatalogue[code].httpStatus;
    this.fieldErrors = options.fieldErrors;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.availableAt = options.availableAt;
    this.attemptsLeft = options.attemptsLeft;
    this.topicsToRead = options.topicsToRead;
    this.limitPence = options.limitPence;
    this.leftPence = options.leftPence;
    this.headers =
      options.retryAfterSeconds === undefined
        ? (options.headers ?? {})
        : { ...options.headers, 'retry-after': String(options.retryAfterSeconds) };
  }
}

interface ErrorBody {
  errorCode: number;
  message: string;
  fieldErrors?: FieldError[];
  retryAfterSeconds?: number;
  availableAt?: string;
  attemptsLeft?: number;
  topicsToRead?: string[];
  limitPence?: number;
  leftPence?: number;
}

export function toErrorBody(error: AppError): ErrorBody {
  const body: ErrorBody = { errorCode: error.code, message: error.message };
  if (error.fieldErrors && error.fieldErrors.length > 0) body.fieldErrors = error.fieldErrors;
  if (error.retryAfterSeconds !== undefined) body.retryAfterSeconds = error.retryAfterSeconds;
  if (error.availableAt !== undefined) body.availableAt = error.availableAt.toISOString();
  if (error.attemptsLeft !== undefined) body.attemptsLeft = error.attemptsLeft;
  if (error.topicsToRead !== undefined) body.topicsToRead = error.topicsToRead;
  if (error.limitPence !== undefined) body.limitPence = error.limitPence;
  if (error.leftPence !== undefined) body.leftPence = error.leftPence;
  return body;
}
