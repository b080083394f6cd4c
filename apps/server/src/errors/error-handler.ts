import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, toErrorBody } from './app-error.ts';
import { toFieldErrors } from './validation-errors.ts';

/** Renders every error once, in the contract's `Error` shape. Unexpected errors are logged and never leak details. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const appError = toAppError(error, request);
    if (appError.status >= 500) {
      request.log.error({ err: error }, 'request failed');
    } else {
      request.log.info({ errorCode: appError.code, status: appError.status }, appError.message);
    }
    return reply
      .status(appError.status)
      .headers(appError.headers)
      .type('application/json; charset=utf-8')
      .send(toErrorBody(appError));
  });
}

function toAppError(error: FastifyError, request: FastifyRequest): AppError {
  if (error instanceof AppError) return error;
  if (error.validation) {
    return new AppError(2, { fieldErrors: toFieldErrors(error.validation) });
  }
  // Fastify's own client errors (malformed JSON, unsupported media type, body too large): the caller sent bad data.
  const status = error.statusCode;
  if (status !== undefined && status >= 400 && status < 500) {
    request.log.debug({ err: error }, 'client error from the framework');
    return new AppError(2, { status });
  }
  return new AppError(1, { cause: error });
}
