import Fastify, { type FastifyInstance } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import type { AppContext, Clock } from './context/app-context.ts';
import { registerAuthentication } from './auth/authenticate.ts';
import { purgeEndedSessions } from './auth/queries.ts';
import { SessionCache } from './session-cache/session-cache.ts';
import { listenForSessionInvalidations } from './session-cache/session-invalidations.ts';
import type { Config } from './config/config.ts';
import { registerDigitIds } from './contract/digit-ids.ts';
import { registerFiniteNumbers } from './contract/finite-numbers.ts';
import { registerNotImplemented } from './contract/not-implemented.ts';
import type { ServiceHandlers } from './contract/operation-types.ts';
import { registerRequestBodies } from './contract/request-body.ts';
import { registerStorableText } from './contract/text-values.ts';
import { completeServiceHandlers } from './contract/service-handlers.ts';
import { loadSpecification, type ContractOperation } from './contract/specification.ts';
import { withoutApiTrailingSlash } from './contract/trailing-slash.ts';
import { validatorsByHttpPart } from './contract/validators.ts';
import { adminDashboardRoutes } from './admin-dashboard/routes.ts';
import { dashboardRoutes } from './dashboard/routes.ts';
import type { Database, Listener, ListenOptions } from './db/database.ts';
import { frameworkErrorOptions, registerErrorHandler } from './errors/error-handler.ts';
import { registerMultipart } from './files/multipart.ts';
import { fileRoutes } from './files/routes.ts';
import { geocodeRoutes } from './geocode/routes.ts';
import { invitationRoutes } from './invitations/routes.ts';
import { settleProviderDecision } from './kyc/provider-decision.ts';
import { kycRoutes } from './kyc/routes.ts';
import { competenceRoutes } from './competence/routes.ts';
import { loggerOptions, requestIdOptions } from './logging.ts';
import { createMailOutbox, type MailOutbox, type RetryPolicy } from './mail/outbox-worker.ts';
import { registerMailbox } from './mailbox/routes.ts';
import { marketingRoutes } from './marketing/routes.ts';
import { oneTimeTokenRoutes } from './one-time-tokens/routes.ts';
import { passwordRoutes } from './passwords/routes.ts';
import { mailRequestedResetLinks } from './passwords/service.ts';
import { mailInvitationRequestConfirmations } from './invitations/service.ts';
import { projectWalletOfPayIn } from './project-wallets/service.ts';
import { projectWalletRoutes } from './project-wallets/routes.ts';
import { payoutRoutes } from './payouts/routes.ts';
import { pledgeInvestmentRoutes } from './pledges/investments/routes.ts';
import { settleBankTransferInvestment } from './pledges/investments/service.ts';
import { agreementRoutes } from './agreements/routes.ts';
import { consumerJourneyRoutes } from './consumer-journey/routes.ts';
import { declarationRoutes } from './declarations/routes.ts';
import { configuredClock } from './context/offset-file-clock.ts';
import { pledgeRoutes } from './pledges/routes.ts';
import { profileRoutes } from './profile/routes.ts';
import { projectRoutes } from './projects/routes.ts';
import type { RecordKycDecision } from './providers/kyc/kyc-provider.ts';
import { closeProviders, createProviders, type Providers } from './providers/providers.ts';
import { purgeExpiredCounters } from './rate-limit/service.ts';
import { purgeOldSignInFailures } from './rate-limit/sign-in-throttle.ts';
import { registrationRoutes } from './registration/routes.ts';
import { sessionRoutes } from './sessions/routes.ts';
import { settingsRoutes } from './settings/routes.ts';
import { usersRoutes } from './users/routes.ts';
import type { RecordPaymentOutcome } from './providers/payments/payment-provider.ts';
import { resumePendingPayments, settlePaymentOperation } from './wallet/settlement.ts';
import { walletRoutes } from './wallet/routes.ts';
import { registerBuiltApps } from './web/built-apps.ts';
import { registerJsonCompression } from './web/compress-json.ts';
import { registerSecurityHeaders } from './web/security-headers.ts';

export interface BuildAppOptions {
  /** Where logs go (tests capture them); stdout by default. */
  logStream?: NodeJS.WritableStream;
  /** The time services read; the system clock by default. */
  clock?: Clock;
  /** Providers to use instead of the ones the configuration would build (a test's fake mailer, say). */
  providers?: Partial<Providers>;
  /**
   * Operations to leave out, so that they answer 501 code 21 as a call of the contract not built yet does. Every
   * operation is built today; tests withhold some to keep that answer proven for the next addition to the contract.
   */
  withheldOperations?: readonly string[];
  /** How the outbox retries a failed delivery; tests shorten the waits. */
  mailRetry?: RetryPolicy;
  /** How the session cache's listening connection reconnects; tests lengthen the wait to watch it down. */
  sessionInvalidation?: ListenOptions;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The operationIds this build implements; every other operation of the contract answers 501 code 21. */
    builtOperations: readonly string[];
    /** The worker that delivers queued mail; tests wait for it to settle before reading the mailbox. */
    mailOutbox: MailOutbox;
    /** The session check's cache: tests watch it answer, forget and stop answering. */
    sessionCache: SessionCache;
    /** The connection it hears invalidations on, once the app is ready (tests cut it). */
    sessionListener: Listener | undefined;
  }
}

/** Every operation this build implements, each from the folder of the resource it changes. */
function operationHandlers(app: AppContext): Partial<ServiceHandlers> {
  return {
    ...sessionRoutes(app),
    ...registrationRoutes(app),
    ...invitationRoutes(app),
    ...passwordRoutes(app),
    ...oneTimeTokenRoutes(app),
    ...settingsRoutes(app),
    ...usersRoutes(app),
    ...profileRoutes(app),
    ...dashboardRoutes(app),
    ...adminDashboardRoutes(app),
    ...kycRoutes(app),
    ...competenceRoutes(app),
    ...fileRoutes(app),
    ...marketingRoutes(app),
    ...walletRoutes(app),
    ...projectRoutes(app),
    ...consumerJourneyRoutes(app),
    ...declarationRoutes(app),
    ...pledgeRoutes(app),
    ...pledgeInvestmentRoutes(app),
    ...payoutRoutes(app),
    ...projectWalletRoutes(app),
    ...agreementRoutes(app),
    ...geocodeRoutes(app),
  };
}

const counterPurgeIntervalMs = 60 * 60 * 1000;

/** The whole server: the contract under /api, the built portal at / and Storybook at /storybook/. */
export async function buildApp(
  config: Config,
  database: Database,
  options: BuildAppOptions = {},
): Promise<FastifyInstance> {
  const specification = await loadSpecification(config.specificationPath);
  const server = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    ...requestIdOptions(),
    ...frameworkErrorOptions(),
    // Rate limits count per client address: behind a proxy that is the forwarded one, and only if we trust it.
    trustProxy: config.trustProxy,
    schemaController: validatorsByHttpPart(),
    rewriteUrl: (request) => withoutApiTrailingSlash(request.url ?? '/'),
  });

  const { db } = database;
  // The provider reports through the context that holds it (the e-mail to a rejected investor needs the mailer):
  // bound here, called only once both exist.
  const recordKycDecision: RecordKycDecision = (userId, reference, decision) =>
    settleProviderDecision(app, userId, reference, decision);
  const recordPaymentOutcome: RecordPaymentOutcome = async (operationId, outcome) => {
    await settlePaymentOperation(app, operationId, outcome, settleBankTransferInvestment, projectWalletOfPayIn);
  };
  const clock = options.clock ?? configuredClock(config.testClockFile);
  const providers = createProviders(
    { config, db, engine: database.engine, clock, log: server.log, recordKycDecision, recordPaymentOutcome },
    options.providers,
  );
  const mailOutbox = createMailOutbox({
    db,
    mailer: providers.mail,
    log: server.log,
    pollMs: config.mailOutboxPollMs,
    prepare: async () => {
      await mailRequestedResetLinks(app);
      await mailInvitationRequestConfirmations(app);
    },
    retry: options.mailRetry,
  });
  const sessionCache = new SessionCache();
  const app: AppContext = { db, config, clock, providers, mailOutbox, sessionCache };
  server.decorate('mailOutbox', mailOutbox);
  server.decorate('sessionCache', sessionCache);
  server.decorate('sessionListener', undefined);

  server.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerErrorHandler(server);
  registerSecurityHeaders(server, config.environment === 'production', config.map.tileUrl);
  registerJsonCompression(server);
  registerAuthentication(server, app, specification.operations);
  await registerMultipart(server);

  const withheld = new Set(options.withheldOperations);
  const implemented = Object.fromEntries(
    Object.entries(operationHandlers(app)).filter(([operationId]) => !withheld.has(operationId)),
  ) as Partial<ServiceHandlers>;
  server.decorate('builtOperations', Object.keys(implemented));
  registerNotImplemented(server, specification.operations, implemented);
  registerRequestBodies(server, specification.operations);
  registerStorableText(server);
  registerFiniteNumbers(server);
  registerDigitIds(server);
  await quietly(server, () =>
    server.register(openapiGlue, {
      specification: specification.document,
      prefix: '/api',
      serviceHandlers: completeServiceHandlers(specification.operations, implemented),
    }),
  );
  warnOfUnparsedRequestBodies(server, specification.operations);

  if (config.environment !== 'production') await registerMailbox(server, app);

  // Old rate-limit windows would restart at zero anyway; dropping them keeps the table small.
  let purgeTimer: NodeJS.Timeout | undefined;
  server.addHook('onReady', async () => {
    server.sessionListener = await listenForSessionInvalidations(
      database,
      sessionCache,
      server.log,
      options.sessionInvalidation,
    );
    // A settlement the provider sent while the server was down (or crashed) is asked for again.
    await resumePendingPayments(app, server.log);
    // Mail queued before a restart (or a crash) leaves now.
    mailOutbox.start();
    purgeTimer = setInterval(() => {
      purgeExpiredCounters(app).catch((error: unknown) => server.log.warn({ err: error }, 'rate-limit purge failed'));
      purgeOldSignInFailures(db, app.clock.now()).catch((error: unknown) =>
        server.log.warn({ err: error }, 'sign-in failure purge failed'),
      );
      // A signed-out session's token has expired by then: its row is no longer needed.
      purgeEndedSessions(db, app.clock.now()).catch((error: unknown) =>
        server.log.warn({ err: error }, 'ended-session purge failed'),
      );
    }, counterPurgeIntervalMs);
    purgeTimer.unref();
  });
  server.addHook('onClose', async () => {
    clearInterval(purgeTimer);
    await server.sessionListener?.close();
    sessionCache.suspend();
    await mailOutbox.close();
    await closeProviders(providers);
  });

  await registerBuiltApps(server, { portalDist: config.portalDist, storybookDist: config.storybookDist });
  return server;
}

/**
 * fastify-openapi-glue warns at every start that no parser reads image/png, application/pdf, text/csv or
 * application/zip: it counts the media types of the contract's answers too, which are sent, never parsed. Its
 * warnings are held back while it registers, and the check that matters, for request bodies, is made here instead.
 */
async function quietly(server: FastifyInstance, register: () => PromiseLike<unknown>): Promise<void> {
  const level = server.log.level;
  if (['trace', 'debug', 'info', 'warn'].includes(level)) server.log.level = 'error';
  try {
    await register();
  } finally {
    server.log.level = level;
  }
}

function warnOfUnparsedRequestBodies(server: FastifyInstance, operations: readonly ContractOperation[]): void {
  const mediaTypes = new Set(operations.flatMap((operation) => Object.keys(operation.requestBody)));
  for (const mediaType of mediaTypes) {
    if (!server.hasContentTypeParser(mediaType)) server.log.warn(`no parser reads request bodies of ${mediaType}`);
  }
}
