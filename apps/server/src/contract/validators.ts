import AjvCompiler from '@fastify/ajv-compiler';
import type { FastifyServerOptions, FastifySchemaCompiler } from 'fastify';

/**
 * ajv checks everything the contract allows: it rejects what it does not allow instead of silently dropping it and
 * reports every problem at once.
 */
const sharedOptions = { removeAdditional: false, allErrors: true } as const;

type ValidatorFactory = NonNullable<
  NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildValidator']
>;

/**
 * Query, path and header values arrive as text, so they are converted to the types the contract gives them (and a
 * repeated query key is read as an array). A JSON body carries its own types: it is checked as it was sent, so
 * `"firstName": 123` or `["a"]` is refused instead of being stored as "123" or "a".
 */
export function validatorsByHttpPart(): FastifyServerOptions['schemaController'] {
  const buildFromPool = AjvCompiler();
  const buildValidator = ((externalSchemas: Parameters<ValidatorFactory>[0], serverOptions: { plugins?: [] }) => {
    const converting = buildFromPool(externalSchemas, {
      ...serverOptions,
      customOptions: { ...sharedOptions, coerceTypes: 'array' },
    }) as unknown as FastifySchemaCompiler<unknown>;
    const strict = buildFromPool(externalSchemas, {
      ...serverOptions,
      customOptions: { ...sharedOptions, coerceTypes: false },
    }) as unknown as FastifySchemaCompiler<unknown>;
    const compile: FastifySchemaCompiler<unknown> = (route) =>
      route.httpPart === 'body' ? strict(route) : converting(route);
    return compile;
  }) as unknown as ValidatorFactory;
  return { compilersFactory: { buildValidator } };
}
