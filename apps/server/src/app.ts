import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import type { AppContext } from './app-context.ts';
import { registerAuthentication } from './auth/authenticate.ts';
import { authRoutes } from './auth/routes.ts';
import type { Config } from './config.ts';
import type { ServiceHandlers } from './contract/operation-types.ts';
import { completeServiceHandlers } from './contract/service-handlers.ts';
import { loadSpecification } from './contract/specification.ts';
import { registerNotImplemented } from './contract/not-implemented.ts';
import { registerRequiredBodies } from './contract/required-body.ts';
import type { Database } from './db/database.ts';
import { registerErrorHandler } from './errors/error-handler.ts';
import { loggerOptions, requestIdOptions } from './logging.ts';
import { createMailer } from './mail/create-mailer.ts';
import type { Mailer } from './mail/mailer.ts';
import { registerMailbox } from './mailbox/routes.ts';
import { marketingRoutes } from './marketing/routes.ts';
import { oneTimeTokenRoutes } from './one-time-tokens/routes.ts';
import { purgeExpiredCounters } from './rate-limit/rate-limiter.ts';
import { settingsRoutes } from './settings/routes.ts';
import { userRoutes } from './user/routes.ts';
import { kycRoutes } from './kyc/routes.ts';
import { registerMultipart } from './files/multipart.ts';
import { fileRoutes } from './files/routes.ts';
import { localFileStorage } from './files/storage.ts';
import { createSandboxKycProvider, sandboxDelayMs } from './kyc/sandbox-provider.ts';
import { usersRoutes } from './users/routes.ts';
import { registerBuiltApps } from './web/built-apps.ts';
import { registerSecurityHeaders } from './web/security-headers.ts';

export interface BuildAppOptions {
  /** Where logs go (tests capture them); stdout by default. */
  logStream?: NodeJS.WritableStream;
  /** Replaces the mailer the configuration would choose (SMTP or the outbox). */
  mailer?: Mailer;
}

const counterPurgeIntervalMs = 60 * 60 * 1000;

/** The whole server: the contract under /api, the built portal at / and Storybook at /storybook/. */
export async function buildApp(config: Config, database: Database, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const specification = await loadSpecification(config.specificationPath);
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    ...requestIdOptions(),
    // Rate limits count per client address: behind a proxy that is the forwarded one, and only if we trust it.
    trustProxy: config.trustProxy,
    ajv: {
      // Reject what the contract does not allow instead of silently dropping it; report every problem at once;
      // read repeated query keys as arrays.
      customOptions: { removeAdditional: false, allErrors: true, coerceTypes: 'array' },
    },
  });

  const mailer = options.mailer ?? createMailer(config, database.db);
  const context: AppContext = {
    db: database.db,
    jwtSecret: config.jwtSecret,
    mailer,
    publicUrl: config.publicUrl,
    supportEmail: config.supportEmail,
  };

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerErrorHandler(app);
  await registerSecurityHeaders(app, config.environment === 'production');
  registerAuthentication(app, { db: database.db, jwtSecret: config.jwtSecret, operations: specification.operations });

  await registerMultipart(app);
  const kycProvider = createSandboxKycProvider({ db: database.db, delayMs: sandboxDelayMs(config.environment), log: app.log });
  app.addHook('onClose', () => kycProvider.close());
  const implemented: Partial<ServiceHandlers> = {
    ...authRoutes(context),
    ...oneTimeTokenRoutes(context),
    ...settingsRoutes(context),
    ...userRoutes({ db: database.db }),
    ...kycRoutes({ db: database.db, provider: kycProvider }),
    ...fileRoutes({ db: database.db, jwtSecret: config.jwtSecret, storage: localFileStorage(path.join(config.dataDir, 'uploads')) }),
    ...usersRoutes({ db: database.db }),
    ...marketingRoutes(context),
  };
  registerNotImplemented(app, specification.operations, implemented);
  registerRequiredBodies(app, specification.operations);
  await app.register(openapiGlue, {
    specification: specification.document,
    prefix: '/api',
    serviceHandlers: completeServiceHandlers(specification.operations, implemented),
  });

  if (config.environment !== 'production') await registerMailbox(app, { db: database.db, mailer });

  // Old rate-limit windows would restart at zero anyway; dropping them keeps the table small.
  let purgeTimer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    purgeTimer = setInterval(() => {
      purgeExpiredCounters(database.db).catch((error: unknown) => app.log.warn({ err: error }, 'rate-limit purge failed'));
    }, counterPurgeIntervalMs);
    purgeTimer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(purgeTimer);
    await mailer.close();
  });

  await registerBuiltApps(app, { portalDist: config.portalDist, storybookDist: config.storybookDist });
  return app;
}
