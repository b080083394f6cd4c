import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error.ts';
import type { ServiceHandlers } from './operation-types.ts';
import { operationIdOf } from './route-schema.ts';
import type { ContractOperation } from './specification.ts';

/**
 * Operations of the contract this build does not implement answer 501 code 21 once the caller is authenticated,
 * before their body is even read: a client learns the call is not there yet, not that its body is wrong.
 * Register after the authentication hook (both run on request).
 */
export function registerNotImplemented(
  app: FastifyInstance,
  operations: readonly ContractOperation[],
  implemented: Partial<ServiceHandlers>,
): void {
  const unimplemented = new Set(
    operations.map((operation) => operation.operationId).filter((operationId) => !(operationId in implemented)),
  );
  app.addHook('onRequest', (request, _reply, done) => {
    const operationId = operationIdOf(request);
    if (operationId !== undefined && unimplemented.has(operationId)) throw new AppError(21);
    done();
  });
}
