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
  /** Codes 38, 39 and 44: when the next competence attempt opens, the attempts left, the topics to read. */
  availableAt?: string;
  attemptsLeft?: number;
  topicsToRead?: string[];
  cause?: unknown;
}

/** The only error a handler or service throws on purpose; the error handler renders it in the contract's Error shape. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fieldErrors: FieldError[] | undefined;
  readonly headers: Readonly<Record<string, string>>;
  readonly retryAfterSeconds: number | undefined;
  readonly competence: Pick<AppErrorOptions, 'availableAt' | 'attemptsLeft' | 'topicsToRead'>;

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
    this.competence = {
      ...(options.availableAt !== undefined && { availableAt: options.availableAt }),
      ...(options.attemptsLeft !== undefined && { attemptsLeft: options.attemptsLeft }),
      ...(options.topicsToRead !== undefined && { topicsToRead: options.topicsToRead }),
    };
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
}

export function toErrorBody(error: AppError): ErrorBody {
  const body: ErrorBody = { errorCode: error.code, message: error.message };
  if (error.fieldErrors && error.fieldErrors.length > 0) body.fieldErrors = error.fieldErrors;
  if (error.retryAfterSeconds !== undefined) body.retryAfterSeconds = error.retryAfterSeconds;
  return { ...body, ...error.competence };
}
