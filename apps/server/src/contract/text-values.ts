import type { FastifyInstance, FastifySchemaValidationError } from 'fastify';
import { AppError } from '../errors/app-error.ts';
import { toFieldErrors } from '../errors/validation-errors.ts';
import { walkValues } from './walk-values.ts';

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const unpairedSurrogates = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text the database can store as it was sent: PostgreSQL refuses a NUL, and a lone surrogate is not Unicode. */
export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && text.search(unpairedSurrogates) === -1;
}

/**
 * Every string of the path, the query and the body (property names included) must be storable text, or the request
 * answers 400 code 2 naming the field before any handler, and so any SQL, runs. JSON.parse keeps `"\ud800x"` as a
 * lone surrogate that would be stored as "�x"; a NUL would reach PostgreSQL, which refuses it with an error.
 * Register after the multipart hook, which fills the body of an upload in the same phase.
 */
export function registerStorableText(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    const problems = [request.params, request.query, request.body].flatMap(unstorableText);
    if (problems.length > 0) throw new AppError(2, { fieldErrors: toFieldErrors(problems) });
    done();
  });
}

function unstorableText(root: unknown): FastifySchemaValidationError[] {
  return walkValues(root)
    .filter(
      ({ value, key }) =>
        (typeof value === 'string' && !isStorableText(value)) || (key !== undefined && !isStorableText(key)),
    )
    .map(({ instancePath }) => ({
      keyword: 'storableText',
      // The field is named in the answer: without the characters that could not be stored.
      instancePath: instancePath.replaceAll(unpairedSurrogates, '\uFFFD').replaceAll('\u0000', '\uFFFD'),
      schemaPath: '',
      params: {},
      message: '',
    }));
}
