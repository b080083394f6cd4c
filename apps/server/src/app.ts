import Fastify, { type FastifyInstance } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import type { AppContext, Clock } from './context/app-context.ts';
import { registerAuthentication } from './auth/authenticate.ts';
import { SessionCache } from './session-cache/session-cache.ts';
import { listenForSessionInvalidations } from './session-cache/session-invalidations.ts';
import type { Config } from './config/config.ts';
import { registerDigitIds } from './contract/digit-ids.ts';
import { registerFiniteNumbers } from './contract/finite-numbers.ts';
import { registerNotImplemented } from './contract/not-implemented.ts';
import type { ServiceHandlers } from './contract/operation-types.ts';
import { registerRequestBodies } from './contract/request-body.ts';
import { registerRouteSchema } from './contract/route-schema.ts';
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
import { mailDeliveryJob, mailOutboxOf, type MailOutbox, type RetryPolicy } from './mail/delivery-job.ts';
import { createJobRunner, type JobDefinition, type JobRunner } from './job-runner/job-runner.ts';
import { purgeJob, purgeSchedule } from './jobs/purge-job.ts';
import { jobRoutes } from './jobs/routes.ts';
import { jobSummaryJob, jobSummarySchedule } from './jobs/job-summary.ts';
import { loanBookJob, loanBookSchedule, requestFirstLoanBook } from './loan-book/loan-book-job.ts';
import { taxStatementRunJob } from './tax-statements/tax-statement-job.ts';
import { taxStatementRoutes } from './tax-statements/routes.ts';
import { loanBookRoutes } from './loan-book/routes.ts';
import { registerMailbox } from './mailbox/routes.ts';
import { marketingRoutes } from './marketing/routes.ts';
import { oneTimeTokenRoutes } from './one-time-tokens/routes.ts';
import { passwordRoutes } from './passwords/routes.ts';
import { mailRequestedResetLinks } from './passwords/service.ts';
import { mailInvitationRequestConfirmations } from './invitations/service.ts';
import { projectWalletOfPayIn } from './project-wallets/service.ts';
import { projectWalletRoutes } from './project-wallets/routes.ts';
import { projectPaymentRoutes } from './project-payments/routes.ts';
import { repaymentScheduleRoutes } from './repayment-schedule/routes.ts';
import { overduePaymentsJob, overduePaymentsSchedule } from './project-repayment/overdue-job.ts';
import { projectRepaymentRoutes } from './project-repayment/routes.ts';
import { resaleListingExpiryJob, resaleListingExpirySchedule } from './resale/lifecycle/expiry-job.ts';
import { resaleLifecycleRoutes } from './resale/lifecycle/routes.ts';
import { pledgeInvestmentRoutes } from './pledges/investments/routes.ts';
import { settleBankTransferInvestment } from './pledges/investments/service.ts';
import { agreementRoutes } from './agreements/routes.ts';
import { consumerJourneyRoutes } from './consumer-journey/routes.ts';
import { declarationRoutes } from './declarations/routes.ts';
import { configuredClock } from './context/offset-file-clock.ts';
import { pledgeRoutes } from './pledges/routes.ts';
import { resaleRoutes } from './resale/routes.ts';
import { resalePurchaseRoutes } from './resale/purchases/routes.ts';
import { profileRoutes } from './profile/routes.ts';
import { projectRoutes } from './projects/routes.ts';
import { projectUpdateRoutes } from './project-updates/routes.ts';
import type { RecordKycDecision } from './providers/kyc/kyc-provider.ts';
import { closeProviders, createProviders, type Providers } from './providers/providers.ts';
import { registrationRoutes } from './registration/routes.ts';
import { sessionRoutes } from './sessions/routes.ts';
import { registerLastSeen } from './sessions/last-seen.ts';
import { secondFactorRoutes } from './second-factors/operations/routes.ts';
import { settingsRoutes } from './settings/routes.ts';
import { usersRoutes } from './users/routes.ts';
import type { RecordPaymentOutcome } from './providers/payments/payment-provider.ts';
import { resumePendingPayments, settlePaymentOperation } from './wallet/settlement.ts';
import { isaRoutes } from './isa/routes.ts';
import { isaAccountOfPayment, settleIsaMovement } from './isa/settlement.ts';
import { walletRoutes } from './wallet/routes.ts';
import { registerBuiltApps } from './web/built-apps.ts';
import { registerJsonCompression } from './web/compress-json.ts';
import { registerAnswerHeaders } from './web/security-headers.ts';
import { notificationDigestJob, notificationDigestSchedule } from './notifications/digest-job.ts';
import { NotificationStreams, type KeepAlive } from './notifications/event-stream.ts';
import { notificationFanOutJob, notificationFanOutPageJob } from './notifications/fan-out-job.ts';
import { notificationRoutes } from './notifications/routes.ts';
import { isaTransferRoutes } from './isa-transfers/routes.ts';
import { isaReportRoutes } from './isa-report/routes.ts';
import { autoInvestAllocationRoutes } from './auto-invest/allocation/routes.ts';
import { autoInvestAllocationJob } from './auto-invest/allocation/allocation-job.ts';
import { registerOneClickForm } from './notifications/one-click-form.ts';
import {
  coolingOffEndedJob,
  coolingOffEndedSchedule,
  declarationExpiryJob,
  declarationExpirySchedule,
} from './notifications/event-jobs.ts';

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
  /** Seconds between the job runner's checks for a job whose process went silent (crash tests shorten it). */
  jobSuperviseSeconds?: number;
  /** pg-boss's schema is at this version already (tests' template copies): the runner skips its migration path. */
  jobSchemaInstalled?: boolean;
  /** Recipients per page of a project event's fan-out (1,000); tests make it small to fan out over several pages. */
  notificationPageSize?: number;
  /** Page jobs of a fan-out this process runs side by side on PostgreSQL (1); tests run two to race them. */
  notificationPageConcurrency?: number;
  /** How an open notification stream is kept alive (a comment every 25 s); tests beat it by hand. */
  notificationKeepAlive?: KeepAlive;
  /** More queues for the runner to work: a test's job that fails, holds or counts its runs. */
  extraJobs?: readonly JobDefinition<never>[];
  /** How the session cache's listening connection reconnects; tests lengthen the wait to watch it down. */
  sessionInvalidation?: ListenOptions;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The operationIds this build implements; every other operation of the contract answers 501 code 21. */
    builtOperations: readonly string[];
    /** Asks for mail delivery rounds; tests wait for one to settle before reading the mailbox. */
    mailOutbox: MailOutbox;
    /** The job runner (pg-boss): tests wait on its jobs and read its queues. */
    jobRunner: JobRunner;
    /** The session check's cache: tests watch it answer, forget and stop answering. */
    sessionCache: SessionCache;
    /** The connection it hears invalidations on, once the app is ready (tests cut it). */
    sessionListener: Listener | undefined;
    /** The notification event streams open in this process (notifications/event-stream.ts). */
    notificationStreams: NotificationStreams;
  }
}

/** Every operation this build implements, each from the folder of the resource it changes. */
function operationHandlers(
  app: AppContext,
  jobRunner: () => JobRunner,
  streams: NotificationStreams,
): Partial<ServiceHandlers> {
  return {
    ...sessionRoutes(app),
    ...secondFactorRoutes(app),
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
    ...projectUpdateRoutes(app),
    ...consumerJourneyRoutes(app),
    ...declarationRoutes(app),
    ...pledgeRoutes(app),
    ...pledgeInvestmentRoutes(app),
    ...resaleRoutes(app),
    ...resalePurchaseRoutes(app),
    ...projectPaymentRoutes(app),
    ...projectWalletRoutes(app),
    ...repaymentScheduleRoutes(app),
    ...projectRepaymentRoutes(app),
    ...agreementRoutes(app),
    ...geocodeRoutes(app),
    ...jobRoutes(app, jobRunner),
    ...loanBookRoutes(app),
    ...notificationRoutes(app, streams),
    ...taxStatementRoutes(app),
    ...isaRoutes(app),
    ...isaTransferRoutes(app),
    ...isaReportRoutes(app),
    ...resaleLifecycleRoutes(app),
    ...autoInvestAllocationRoutes(app),
  };
}

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
    // The onReady hook starts the job runner (pg-boss, its schema on a first start): beside two busy loops on a
    // loaded two-core machine it took longer than Fastify's default 10 s, and the server exited at start.
    pluginTimeout: 120_000,
  });

  const { db } = database;
  // The provider reports through the context that holds it (the e-mail to a rejected investor needs the mailer):
  // bound here, called only once both exist.
  const recordKycDecision: RecordKycDecision = (userId, reference, decision) =>
    settleProviderDecision(app, userId, reference, decision);
  const recordPaymentOutcome: RecordPaymentOutcome = async (operationId, outcome) => {
    await settlePaymentOperation(
      app,
      operationId,
      outcome,
      settleBankTransferInvestment,
      async (inTrx, id) => (await isaAccountOfPayment(inTrx, id)) ?? (await projectWalletOfPayIn(inTrx, id)),
      settleIsaMovement,
    );
  };
  const clock = options.clock ?? configuredClock(config.testClockFile);
  const providers = createProviders(
    {
      config,
      db,
      engine: database.engine,
      clock,
      log: server.log,
      recordKycDecision,
      recordPaymentOutcome,
      jobs: () => jobRunner,
    },
    options.providers,
  );
  const mail = mailDeliveryJob(
    {
      db,
      mailer: providers.mail,
      log: server.log,
      prepare: async () => {
        await mailRequestedResetLinks(app);
        await mailInvitationRequestConfirmations(app);
      },
      retry: options.mailRetry,
    },
    () => jobRunner,
  );
  const definitions: JobDefinition<never>[] = [
    mail,
    purgeJob(() => app),
    overduePaymentsJob(() => app),
    jobSummaryJob(() => jobRunner, clock, server.log),
    loanBookJob(() => app),
    ...(providers.kyc.jobs ?? []),
    ...(providers.payments.jobs ?? []),
    notificationFanOutJob(() => app, { pageSize: options.notificationPageSize }),
    notificationFanOutPageJob(() => app, { concurrency: options.notificationPageConcurrency }),
    notificationDigestJob(() => app),
    declarationExpiryJob(() => app),
    coolingOffEndedJob(() => app),
    taxStatementRunJob(() => app),
    resaleListingExpiryJob(() => app),
    autoInvestAllocationJob(() => app),
    ...(options.extraJobs ?? []),
  ];
  const jobRunner: JobRunner = createJobRunner({
    database,
    log: server.log,
    definitions,
    schedules: [
      purgeSchedule,
      jobSummarySchedule,
      loanBookSchedule,
      { ...overduePaymentsSchedule, cron: config.overduePaymentsCron ?? overduePaymentsSchedule.cron },
      notificationDigestSchedule,
      declarationExpirySchedule,
      coolingOffEndedSchedule,
      resaleListingExpirySchedule,
    ],
    ...(options.jobSuperviseSeconds === undefined ? {} : { superviseSeconds: options.jobSuperviseSeconds }),
    migrate: options.jobSchemaInstalled !== true,
  });
  const mailOutbox = mailOutboxOf(jobRunner, server.log);
  const sessionCache = new SessionCache();
  const app: AppContext = { db, config, clock, providers, jobs: jobRunner, mailOutbox, sessionCache };
  server.decorate('mailOutbox', mailOutbox);
  server.decorate('jobRunner', jobRunner);
  server.decorate('sessionCache', sessionCache);
  server.decorate('sessionListener', undefined);
  const notificationStreams = new NotificationStreams(db, server.log, options.notificationKeepAlive);
  server.decorate('notificationStreams', notificationStreams);
  let notificationListener: Listener | undefined;

  registerAnswerHeaders(server, config.environment === 'production', config.map.tileUrl);
  registerErrorHandler(server);
  registerJsonCompression(server);
  registerRouteSchema(server);
  registerAuthentication(server, app, specification.operations);
  registerLastSeen(server, app);
  await registerMultipart(server);
  registerOneClickForm(server);

  const withheld = new Set(options.withheldOperations);
  const implemented = Object.fromEntries(
    Object.entries(operationHandlers(app, () => jobRunner, notificationStreams)).filter(
      ([operationId]) => !withheld.has(operationId),
    ),
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

  server.addHook('onReady', async () => {
    // Jobs first: the settlements resumed below and the mail queued before a restart are sent through it.
    await jobRunner.start();
    server.sessionListener = await listenForSessionInvalidations(
      database,
      sessionCache,
      server.log,
      options.sessionInvalidation,
    );
    notificationListener = await notificationStreams.listen(database);
    // A settlement the provider sent while the server was down (or crashed) is asked for again.
    await resumePendingPayments(app, server.log);
    // Mail queued before a restart (or a crash, between a commit and its round being asked for) leaves now.
    mailOutbox.wake();
    // A new database's loan book is worked out now rather than at the next hour (issue 34 §5).
    await requestFirstLoanBook(app);
  });
  server.addHook('onClose', async () => {
    await server.sessionListener?.close();
    notificationStreams.closeAll();
    await notificationListener?.close();
    sessionCache.suspend();
    await jobRunner.stop();
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
