import { AppError } from '../errors/app-error.ts';
import type { OperationId, ServiceHandlers } from './operation-types.ts';
import type { ContractOperation } from './specification.ts';

/**
 * Every operation of the contract gets a handler: the implemented ones, and for the rest one that answers 501
 * code 21. Built from the contract's own list so a new operation can never be left unrouted; a handler for an
 * operation the contract no longer has is a start-up error rather than dead code.
 */
export function completeServiceHandlers(
  operations: readonly ContractOperation[],
  implemented: Partial<ServiceHandlers>,
): Record<string, (...args: never[]) => Promise<unknown>> {
  const known = new Set(operations.map((operation) => operation.operationId));
  const stale = Object.keys(implemented).filter((operationId) => !known.has(operationId));
  if (stale.length > 0) throw new Error(`handlers for operations the contract does not declare: ${stale.join(', ')}`);

  const handlers: Record<string, (...args: never[]) => Promise<unknown>> = {};
  for (const { operationId } of operations) {
    handlers[operationId] = implemented[operationId as OperationId] ?? notImplemented;
  }
  return handlers;
}

async function notImplemented(): Promise<never> {
  throw new AppError(21);
}
