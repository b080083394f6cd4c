import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error.ts';
import type { ContractOperation } from './specification.ts';

/**
 * Fastify picks the body schema by the request's content type, so a request with no body at all skips validation
 * and would reach the handler with `undefined`. Operations whose contract requires a body answer 400 code 2 instead.
 * Register after the not-implemented hook, so that an unbuilt operation still answers 501 first.
 */
export function registerRequiredBodies(app: FastifyInstance, operations: readonly ContractOperation[]): void {
  const requiringBody = new Set(
    operations.filter((operation) => operation.bodyRequired).map((operation) => operation.operationId),
  );
  app.addHook('preValidation', async (request) => {
    const schema = request.routeOptions.schema as { operationId?: unknown } | undefined;
    if (
      typeof schema?.operationId === 'string' &&
      requiringBody.has(schema.operationId) &&
      request.body === undefined
    ) {
      throw new AppError(2);
    }
  });
}
