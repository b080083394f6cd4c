import type { FastifyInstance, FastifyRequest } from 'fastify';

/** What our hooks read of a route's schema, which fastify-openapi-glue builds from the contract. */
export interface RouteSchema {
  operationId?: unknown;
  params?: unknown;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The route's schema once a hook has read it (routeSchemaOf); null before. */
    routeSchema: RouteSchema | null;
  }
}

/** Register before any hook that calls routeSchemaOf. */
export function registerRouteSchema(server: FastifyInstance): void {
  server.decorateRequest('routeSchema', null);
}

/**
 * The route's schema, read once per request: Fastify builds a new `request.routeOptions` object on every access, and
 * our hooks asked for it five times a request (issue 33). An unrouted request (a 404) has none: `{}`.
 */
export function routeSchemaOf(request: FastifyRequest): RouteSchema {
  return (request.routeSchema ??= (request.routeOptions.schema as RouteSchema | undefined) ?? {});
}

/** The contract's operationId of the request's route, if it has one. */
export function operationIdOf(request: FastifyRequest): string | undefined {
  const { operationId } = routeSchemaOf(request);
  return typeof operationId === 'string' ? operationId : undefined;
}
