import type { FastifyInstance, FastifySchemaValidationError } from 'fastify';
import { AppError } from '../errors/app-error.ts';
import { toFieldErrors } from '../errors/validation-errors.ts';

/**
 * ajv coerces the text '1e309' (or 'Infinity') of a query, path or body value into Infinity and then skips every
 * numeric keyword of the schema, minimum and maximum included, because they only run on finite numbers: Infinity
 * passes as an integer. Validation has run when this hook does, so any number still not finite is one of those.
 */
export function registerFiniteNumbers(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    const problems = [
      ...nonFiniteNumbers(request.params, ''),
      ...nonFiniteNumbers(request.query, ''),
      ...nonFiniteNumbers(request.body, ''),
    ];
    if (problems.length > 0) throw new AppError(2, { fieldErrors: toFieldErrors(problems) });
  });
}

/** Walks without recursion: a body may nest deeper than the call stack goes. */
function nonFiniteNumbers(root: unknown, rootPath: string): FastifySchemaValidationError[] {
  const found: FastifySchemaValidationError[] = [];
  const pending: [unknown, string][] = [[root, rootPath]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [value, instancePath] = next;
    if (typeof value === 'number' && !Number.isFinite(value)) {
      found.push({ keyword: 'type', instancePath, schemaPath: '', params: { type: 'finite number' }, message: '' });
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        pending.push([item, `${instancePath}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`]);
      }
    }
  }
  return found.reverse();
}
