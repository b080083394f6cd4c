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
  /** Response headers that belong to the error, e.g. `retry-after` on code 20. */
  headers?: Record<string, string>;
  cause?: unknown;
}

/** The only error a handler or service throws on purpose; the error handler renders it in the contract's Error shape. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fieldErrors: FieldError[] | undefined;
  readonly headers: Readonly<Record<string, string>>;

  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    super(
      options.message ?? errorCatalogue[code].message,
      options.cause === undefined ? undefined : { cause: options.cause },
    );
    this.name = 'AppError';
    this.code = code;
    this.status = options.status ?? errorCatalogue[code].httpStatus;
    this.fieldErrors = options.fieldErrors;
    this.headers = options.headers ?? {};
  }
}

interface ErrorBody {
  errorCode: number;
  message: string;
  fieldErrors?: FieldError[];
}

export function toErrorBody(error: AppError): ErrorBody {
  return error.fieldErrors && error.fieldErrors.length > 0
    ? { errorCode: error.code, message: error.message, fieldErrors: error.fieldErrors }
    : { errorCode: error.code, message: error.message };
}
