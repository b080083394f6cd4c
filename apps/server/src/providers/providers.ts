import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/config.ts';
import type { Jobs } from '../job-runner/job-runner.ts';
import type { Database, Db } from '../db/database.ts';
import type { KycProvider, RecordKycDecision } from './kyc/kyc-provider.ts';
import { createSandboxKycProvider } from './kyc/sandbox-provider.ts';
import { createMailer } from './mail/create-mailer.ts';
import type { Mailer } from './mail/mailer.ts';
import type { PaymentProvider, RecordPaymentOutcome } from './payments/payment-provider.ts';
import { createSandboxPaymentProvider } from './payments/sandbox-provider.ts';
import type { Geocoder } from './geocoder/geocoder.ts';
import { createNominatimGeocoder } from './geocoder/nominatim-geocoder.ts';
import { createSmsSender } from './sms/create-sms-sender.ts';
import type { SmsSender } from './sms/sms-sender.ts';
import type { FileStorage } from './storage/file-storage.ts';
import { databaseFileStorage } from './storage/database-file-storage.ts';
import { localFileStorage } from './storage/local-file-storage.ts';

/**
 * The outside services the platform talks to, each behind an interface in its own folder with its built-in
 * implementations.
 */
export interface Providers {
  mail: Mailer;
  sms: SmsSender;
  kyc: KycProvider;
  storage: FileStorage;
  payments: PaymentProvider;
  /** Undefined when no GEOCODER_URL is configured: the editor then takes typed coordinates only. */
  geocoder: Geocoder | undefined;
}

const geocoderTimeoutMs = 5_000;

interface ProviderWiring {
  config: Config;
  db: Db;
  /** The engine behind `db`: the one that decides where uploads are stored. */
  engine: Database['engine'];
  /** The app's clock (the context's `Clock`, named by shape so providers need not import the context that holds
   * them): the sandbox settles a payment its delay after the time the payment was recorded on. */
  clock: { now(): Date };
  log: FastifyBaseLogger;
  recordKycDecision: RecordKycDecision;
  recordPaymentOutcome: RecordPaymentOutcome;
  /** The app's job runner, once built: the sandboxes send their delayed decisions through it. */
  jobs: () => Jobs;
}

/** The configured providers, except those a caller (a test) hands in ready-made. */
export function createProviders(wiring: ProviderWiring, given: Partial<Providers> = {}): Providers {
  const { config, db, engine, clock, log, recordKycDecision, recordPaymentOutcome, jobs } = wiring;
  return {
    mail: given.mail ?? createMailer(config),
    sms: given.sms ?? createSmsSender(config, db),
    kyc:
      given.kyc ??
      createSandboxKycProvider({ delayMs: config.kycSandboxDelayMs, log, recordDecision: recordKycDecision, jobs }),
    storage: given.storage ?? createFileStorage(config, db, engine),
    payments:
      given.payments ??
      createSandboxPaymentProvider({
        delayMs: config.paymentsSandboxDelayMs,
        recordOutcome: recordPaymentOutcome,
        now: () => clock.now().getTime(),
        jobs,
      }),
    geocoder:
      'geocoder' in given
        ? given.geocoder
        : config.geocoderUrl === undefined
          ? undefined
          : createNominatimGeocoder({
              url: config.geocoderUrl,
              userAgent: `Keystone property crowdfunding (${config.publicUrl}; ${config.supportEmail})`,
              timeoutMs: geocoderTimeoutMs,
            }),
  };
}

/**
 * Where uploads go. On PostgreSQL (DATABASE_URL), in the database, so that several server processes on it serve
 * each other's files. The embedded database (PGlite) can only be opened by one process, so there is never a second
 * instance to share with; and it runs one statement at a time, so a 50 MB upload kept in it would hold up every
 * other request while it is written or read. There the local folder serves. An S3-compatible store would be one
 * more FileStorage, chosen here when configured.
 */
export function createFileStorage(config: Config, db: Db, engine: Database['engine']): FileStorage {
  return engine === 'postgres' ? databaseFileStorage(db) : localFileStorage(path.join(config.dataDir, 'uploads'));
}

export async function closeProviders(providers: Providers): Promise<void> {
  await Promise.all([providers.mail.close(), providers.sms.close(), providers.kyc.close(), providers.payments.close()]);
}
