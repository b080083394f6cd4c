import Fastify, { type FastifyInstance } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { registerAuthentication } from './auth/authenticate.ts';
import { authRoutes } from './auth/routes.ts';
import type { Config } from './config.ts';
import type { ServiceHandlers } from './contract/operation-types.ts';
import { completeServiceHandlers } from './contract/service-handlers.ts';
import { loadSpecification } from './contract/specification.ts';
import { registerNotImplemented } from './contract/not-implemented.ts';
import type { Database } from './db/database.ts';
import { registerErrorHandler } from './errors/error-handler.ts';
import { loggerOptions, requestIdOptions } from './logging.ts';
import { userRoutes } from './user/routes.ts';
import { registerBuiltApps } from './web/built-apps.ts';
import { registerSecurityHeaders } from './web/security-headers.ts';

export interface BuildAppOptions {
  /** Where logs go (tests capture them); stdout by default. */
  logStream?: NodeJS.WritableStream;
}

/** The whole server: the contract under /api, the built portal at / and Storybook at /storybook/. */
export async function buildApp(config: Config, database: Database, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const specification = await loadSpecification(config.specificationPath);
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    ...requestIdOptions(),
    ajv: {
      // Reject what the contract does not allow instead of silently dropping it; report every problem at once;
      // read repeated query keys as arrays.
      customOptions: { removeAdditional: false, allErrors: true, coerceTypes: 'array' },
    },
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerErrorHandler(app);
  await registerSecurityHeaders(app, config.environment === 'production');
  registerAuthentication(app, { db: database.db, jwtSecret: config.jwtSecret, operations: specification.operations });

  const implemented: Partial<ServiceHandlers> = {
    ...authRoutes({ db: database.db, jwtSecret: config.jwtSecret }),
    ...userRoutes({ db: database.db }),
  };
  registerNotImplemented(app, specification.operations, implemented);
  await app.register(openapiGlue, {
    specification: specification.document,
    prefix: '/api',
    serviceHandlers: completeServiceHandlers(specification.operations, implemented),
  });

  await registerBuiltApps(app, { portalDist: config.portalDist, storybookDist: config.storybookDist });
  return app;
}
