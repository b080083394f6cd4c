import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/config.ts';
import type { Db } from '../db/database.ts';
import type { KycProvider, RecordKycDecision } from './kyc/kyc-provider.ts';
import { createSandboxKycProvider } from './kyc/sandbox-provider.ts';
import { createMailer } from './mail/create-mailer.ts';
import type { Mailer } from './mail/mailer.ts';
import type { PaymentProvider, RecordPaymentOutcome } from './payments/payment-provider.ts';
import { createSandboxPaymentProvider } from './payments/sandbox-provider.ts';
import type { Geocoder } from './geocoder/geocoder.ts';
import { createNominatimGeocoder } from './geocoder/nominatim-geocoder.ts';
import type { FileStorage } from './storage/file-storage.ts';
import { localFileStorage } from './storage/local-file-storage.ts';

/**
 * The outside services the platform talks to, each behind an interface in its own folder with its built-in
 * implementations. SMS joins here the same way (`providers/sms/`).
 */
export interface Providers {
  mail: Mailer;
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
  log: FastifyBaseLogger;
  recordKycDecision: RecordKycDecision;
  recordPaymentOutcome: RecordPaymentOutcome;
}

/** The configured providers, except those a caller (a test) hands in ready-made. */
export function createProviders(wiring: ProviderWiring, given: Partial<Providers> = {}): Providers {
  const { config, db, log, recordKycDecision, recordPaymentOutcome } = wiring;
  return {
    mail: given.mail ?? createMailer(config, db),
    kyc:
      given.kyc ??
      createSandboxKycProvider({ delayMs: config.kycSandboxDelayMs, log, recordDecision: recordKycDecision }),
    storage: given.storage ?? localFileStorage(path.join(config.dataDir, 'uploads')),
    payments:
      given.payments ??
      createSandboxPaymentProvider({
        delayMs: config.paymentsSandboxDelayMs,
        log,
        recordOutcome: recordPaymentOutcome,
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

export async function closeProviders(providers: Providers): Promise<void> {
  await Promise.all([providers.mail.close(), providers.kyc.close(), providers.payments.close()]);
}
