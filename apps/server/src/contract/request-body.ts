import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.ts';
import { operationIdOf } from './route-schema.ts';
import type { ContractOperation } from './specification.ts';

/** What an operation without a request body tolerates: a JSON client may send `{}`; it is read and ignored. */
const noBodyMediaTypes: readonly string[] = ['application/json'];

/**
 * An operation reads only the media types its contract lists for the request body: any other answers 415 code 2
 * before the body is read. Fastify would otherwise parse it with whatever parser it has (text/plain hands the
 * handler a string; multipart goes to the upload parser) and validate nothing, since it picks the body schema by
 * media type. A body the contract requires but the request lacks answers 400 code 2.
 * Register after the not-implemented hook, so that an unbuilt operation still answers 501 first.
 */
export function registerRequestBodies(app: FastifyInstance, operations: readonly ContractOperation[]): void {
  const byOperationId = new Map(operations.map((operation) => [operation.operationId, operation]));
  const operationOf = (request: FastifyRequest) => {
    const operationId = operationIdOf(request);
    return operationId === undefined ? undefined : byOperationId.get(operationId);
  };

  // Callback hooks, as every hook run on each request: an async one costs a promise even when it has nothing to do.
  app.addHook('onRequest', (request, _reply, done) => {
    const operation = operationOf(request);
    // Fastify never reads the body of these.
    if (operation === undefined || request.method === 'GET' || request.method === 'HEAD') return done();
    const contentType = request.headers['content-type'];
    if (contentType === undefined && !carriesBody(request)) return done();
    const listed = Object.keys(operation.requestBody);
    const accepted = listed.length > 0 ? listed : noBodyMediaTypes;
    if (contentType === undefined || !accepted.includes(mediaType(contentType))) throw new AppError(2, { status: 415 });
    done();
  });

  app.addHook('preValidation', (request, _reply, done) => {
    if (operationOf(request)?.bodyRequired && request.body === undefined) throw new AppError(2);
    done();
  });
}

/** As Fastify decides whether to parse: a length above zero, or a chunked body. */
function carriesBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/** `Application/JSON; charset=utf-8` is `application/json`; Fastify's own parser checks the rest of it. */
function mediaType(contentType: string): string {
  return (contentType.split(';', 1)[0] ?? '').trim().toLowerCase();
}
