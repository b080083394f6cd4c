import AjvCompiler from '@fastify/ajv-compiler';
import SerializerSelector from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions, FastifySchemaCompiler } from 'fastify';

/**
 * ajv checks everything the contract allows: it rejects what it does not allow instead of silently dropping it and
 * reports every problem at once.
 */
const sharedOptions = { removeAdditional: false, allErrors: true } as const;

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
type ValidatorFactory = NonNullable<CompilersFactory['buildValidator']>;
type SerializerFactory = NonNullable<CompilersFactory['buildSerializer']>;
type RouteSchema = { schema: unknown };

/**
 * Compiles a route's schema once per process for each content: Fastify compiles every route's validators and
 * serializers again for each app, and the server tests build about 180 apps, where it was a third of each start.
 * A compiled ajv validator or fast-json-stringify serializer depends on nothing but the schema and the options in
 * `scope`, and runs synchronously, so apps in one process can share it.
 */
const compiled = new Map<string, unknown>();

function compiledOnce<Route extends RouteSchema, Compiled>(
  scope: string,
  compile: (route: Route) => Compiled,
): (route: Route) => Compiled {
  return (route) => {
    const key = `${scope}\u0000${JSON.stringify(route.schema)}`;
    if (!compiled.has(key)) compiled.set(key, compile(route));
    return compiled.get(key) as Compiled;
  };
}

const buildFromPool = AjvCompiler();
const buildSerializerFromPool = SerializerSelector();

/**
 * Query, path and header values arrive as text, so they are converted to the types the contract gives them (and a
 * repeated query key is read as an array). A JSON body carries its own types: it is checked as it was sent, so
 * `"firstName": 123` or `["a"]` is refused instead of being stored as "123" or "a".
 */
export function validatorsByHttpPart(): FastifyServerOptions['schemaController'] {
  const buildValidator = ((externalSchemas: Parameters<ValidatorFactory>[0], serverOptions: { plugins?: [] }) => {
    const externals = JSON.stringify(externalSchemas);
    const converting = compiledOnce(
      `validator converting ${externals}`,
      buildFromPool(externalSchemas, {
        ...serverOptions,
        customOptions: { ...sharedOptions, coerceTypes: 'array' },
      }) as unknown as FastifySchemaCompiler<unknown>,
    );
    const strict = compiledOnce(
      `validator strict ${externals}`,
      buildFromPool(externalSchemas, {
        ...serverOptions,
        customOptions: { ...sharedOptions, coerceTypes: false },
      }) as unknown as FastifySchemaCompiler<unknown>,
    );
    const compile: FastifySchemaCompiler<unknown> = (route) =>
      route.httpPart === 'body' ? strict(route) : converting(route);
    return compile;
  }) as unknown as ValidatorFactory;
  const buildSerializer = ((...[externalSchemas, serializerOptions]: Parameters<typeof buildSerializerFromPool>) =>
    compiledOnce(
      `serializer ${JSON.stringify(externalSchemas)} ${JSON.stringify(serializerOptions)}`,
      buildSerializerFromPool(externalSchemas, serializerOptions) as (route: RouteSchema) => unknown,
    )) as unknown as SerializerFactory;
  return { compilersFactory: { buildValidator, buildSerializer } };
}
