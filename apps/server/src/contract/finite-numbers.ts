import type { FastifyInstance, FastifySchemaValidationError } from 'fastify';
import { AppError } from '../errors/app-error.ts';
import { toFieldErrors } from '../errors/validation-errors.ts';
import { walkValues } from './walk-values.ts';

/**
 * ajv coerces the text '1e309' (or 'Infinity') of a query or path value into Infinity, and JSON.parse reads the
 * number 1e309 of a body as Infinity; ajv then skips every numeric keyword of the schema, minimum and maximum
 * included, because they only run on finite numbers: Infinity passes as an integer. Validation has run when this
 * hook does, so any number still not finite is one of those.
 */
export function registerFiniteNumbers(app: FastifyInstance): void {
  app.addHook('preHandler', (request, _reply, done) => {
    const problems = [request.params, request.query, request.body].flatMap(nonFiniteNumbers);
    if (problems.length > 0) throw new AppError(2, { fieldErrors: toFieldErrors(problems) });
    done();
  });
}

function nonFiniteNumbers(root: unknown): FastifySchemaValidationError[] {
  return walkValues(root)
    .filter(({ value }) => typeof value === 'number' && !Number.isFinite(value))
    .map(({ instancePath }) => ({
      keyword: 'type',
      instancePath,
      schemaPath: '',
      params: { type: 'finite number' },
      message: '',
    }));
}
