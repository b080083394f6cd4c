import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { isDataException } from '../db/errors.ts';
import { AppError, toErrorBody } from './app-error.ts';
import { toFieldErrors } from './validation-errors.ts';

/** Renders every error once, in the contract's `Error` shape. Unexpected errors are logged and never leak details. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(renderError);
}

/**
 * The errors Fastify answers without its error handler, in the same shape: a path the router cannot decode (400)
 * or a parameter longer than it reads (414), and what Node's HTTP parser refuses before Fastify sees a request.
 */
export function frameworkErrorOptions(): Pick<FastifyServerOptions, 'frameworkErrors' | 'clientErrorHandler'> {
  return {
    frameworkErrors(error, request, reply) {
      // No onRequest hook has run for these requests.
      void reply.header('x-request-id', request.id);
      return renderError(error, request, reply);
    },
    clientErrorHandler: answerClientError,
  };
}

function renderError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
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
}

function toAppError(error: FastifyError, request: FastifyRequest): AppError {
  if (error instanceof AppError) return error;
  if (error.validation) {
    return new AppError(2, { fieldErrors: toFieldErrors(error.validation) });
  }
  if (isDataException(error)) {
    // Logged louder than a refusal: a data exception the contract let through may point at a missing bound.
    request.log.warn({ err: error }, 'the database refused a value of the request');
    return new AppError(2);
  }
  // Fastify's own client errors (malformed JSON, unsupported media type, body too large): the caller sent bad data.
  const status = error.statusCode;
  if (status !== undefined && status >= 400 && status < 500) {
    request.log.debug({ err: error }, 'client error from the framework');
    return new AppError(2, { status });
  }
  return new AppError(1, { cause: error });
}

/**
 * Node's HTTP parser failed (headers or URL past its limit: 431; not HTTP at all: 400; too slow: 408). There is
 * no request, so the answer is written on the socket, which is then closed, as Fastify's default handler does.
 */
function answerClientError(this: FastifyInstance, error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  this.log.debug({ err: error, status }, 'client error from the HTTP parser');
  if (socket.writable) {
    const body = JSON.stringify(toErrorBody(new AppError(2, { status })));
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
