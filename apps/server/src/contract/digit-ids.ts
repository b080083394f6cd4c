import type { FastifyInstance, FastifySchemaValidationError } from 'fastify';
import { AppError } from '../errors/app-error.ts';
import { toFieldErrors } from '../errors/validation-errors.ts';
import { routeSchemaOf } from './route-schema.ts';

/** An id in a path is written in digits, without a sign, a leading zero, a point, an exponent or a space. */
const digits = /^[1-9][0-9]*$/;

interface ParamsSchema {
  properties?: Record<string, { type?: unknown }>;
}

/**
 * ajv's type coercion reads a path's text as JavaScript reads a number, so '5e0', '0x5', '+5', '05', '5.0' and ' 5'
 * all became id 5 (issue 32). Before validation runs, every path value the contract types as an integer must be
 * digits: anything else answers 400 code 2 with the parameter's 'Incorrect format', as a pattern would.
 */
export function registerDigitIds(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    const properties = (routeSchemaOf(request).params as ParamsSchema | undefined)?.properties ?? {};
    const params = (request.params ?? {}) as Record<string, unknown>;
    const problems: FastifySchemaValidationError[] = Object.entries(properties)
      .filter(([name, schema]) => schema.type === 'integer' && !digits.test(String(params[name])))
      .map(([name]) => ({
        keyword: 'pattern',
        instancePath: `/${name}`,
        schemaPath: '',
        params: { pattern: digits.source },
        message: '',
      }));
    if (problems.length > 0) throw new AppError(2, { fieldErrors: toFieldErrors(problems) });
    done();
  });
}
