import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadFirmConfig, type FirmConfig } from './firm.ts';
import { loadSmsProviderConfig, type SmsProviderConfig } from './sms-provider.ts';

type Environment = 'development' | 'production' | 'test';

export type DatabaseConfig =
  /** `directory: undefined` keeps the embedded database in memory (tests). */
  | { engine: 'pglite'; directory: string | undefined }
  /** `poolSize`: DATABASE_POOL_SIZE, the most connections each server process holds open (10 by default). */
  | { engine: 'postgres'; url: string; poolSize?: number };

export interface Config {
  environment: Environment;
  host: string;
  port: number;
  /** Where people reach the portal; e-mailed links start with it. No trailing slash. */
  publicUrl: string;
  /**
   * TRUST_PROXY: `true`, or the proxies' addresses / CIDR ranges (comma-separated). Behind a trusted proxy the
   * client address (which rate limits count by) comes from X-Forwarded-For.
   */
  trustProxy: boolean | string;
  logLevel: string;
  /** LOG_FILE: where the JSON log lines go, appended (`npm start` names it in its banner); stdout when unset. */
  logFile: string | undefined;
  dataDir: string;
  database: DatabaseConfig;
  /**
   * WEB_CONCURRENCY: how many server processes answer on the port (main.ts starts them with node:cluster), 1 by
   * default. More than one needs PostgreSQL, and each process holds its own pool of `database.poolSize` connections.
   */
  webConcurrency: number;
  jwtSecret: Uint8Array;
  /**
   * SECOND_FACTOR_KEY: 32 bytes in base64, the AES-256-GCM key that encrypts authenticator secrets at rest and from
   * which the recovery codes' HMAC key is derived (second-factors/secret-box.ts). Required in production; elsewhere
   * made once per data directory and kept there, as the JWT secret is.
   */
  secondFactorKey: Uint8Array;
  supportEmail: string;
  /** The firm's details and legal pages the footer shows (FIRM_*, LEGAL_PAGES_DIR). */
  firm: FirmConfig;
  /** `smtp://user:pass@host:587` or `smtps://…`; without it e-mails go to the outbox table (/dev/mailbox). */
  smtpUrl: string | undefined;
  /** The From header of every e-mail. */
  mailFrom: string;
  /**
   * A Twilio-compatible SMS API (SMS_ACCOUNT_SID, SMS_AUTH_TOKEN, SMS_FROM, SMS_PROVIDER_URL); absent, text messages
   * go to the outbox table (/dev/sms).
   */
  sms?: SmsProviderConfig | undefined;
  /** How long the built-in sandbox KYC provider "reviews" before it decides (KYC_SANDBOX_DELAY_MS). */
  kycSandboxDelayMs: number;
  /** How long after a deposit or withdrawal the built-in sandbox payment provider settles it (PAYMENTS_SANDBOX_DELAY_MS). */
  paymentsSandboxDelayMs: number;
  /**
   * TEST_CLOCK_FILE: a file holding how many milliseconds ahead of the system clock the server's clock runs, read at
   * every reading (context/offset-file-clock.ts). The end-to-end run writes it to move time past a cooling-off; a
   * request never can. Refused in production.
   */
  testClockFile: string | undefined;
  /**
   * OVERDUE_PAYMENTS_CRON: when the daily late-payment check runs (five cron fields, London time); unset, its own
   * schedule (project-repayment/overdue-job.ts). A journey's own server runs it every minute to watch it work.
   */
  overduePaymentsCron: string | undefined;
  /** Map tiles for the portal (MAP_TILE_URL, MAP_TILE_ATTRIBUTION); without them, the bundled outline. */
  map: { tileUrl: string | null; tileAttribution: string | null };
  /** A Nominatim-compatible search endpoint for the project editor's address lookup (GEOCODER_URL). */
  geocoderUrl: string | undefined;
  portalDist: string;
  storybookDist: string;
  specificationPath: string;
}

const minimumSecretBytes = 32;

/** Reads the environment once, at start-up; everything else receives a `Config`. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const repoRoot = findRepoRoot();
  const environment = parseEnvironment(env.NODE_ENV);
  const dataDir = path.resolve(repoRoot, env.DATA_DIR ?? 'data');
  const database: DatabaseConfig = env.DATABASE_URL
    ? {
        engine: 'postgres',
        url: env.DATABASE_URL,
        poolSize: parsePositive('DATABASE_POOL_SIZE', env.DATABASE_POOL_SIZE, 10),
      }
    : { engine: 'pglite', directory: path.join(dataDir, 'pglite') };
  const host = env.HOST ?? '127.0.0.1';
  const port = parsePort(env.PORT);
  return {
    environment,
    host,
    port,
    publicUrl: parsePublicUrl(env.PUBLIC_URL, host, port),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL ?? (environment === 'test' ? 'silent' : 'info'),
    logFile: env.LOG_FILE ? path.resolve(repoRoot, env.LOG_FILE) : undefined,
    dataDir,
    database,
    webConcurrency: parsePositive('WEB_CONCURRENCY', env.WEB_CONCURRENCY, 1),
    jwtSecret: resolveJwtSecret(env.JWT_SECRET, environment, dataDir),
    secondFactorKey: resolveSecondFactorKey(env.SECOND_FACTOR_KEY, environment, dataDir),
    supportEmail: parseEmail('SUPPORT_EMAIL', env.SUPPORT_EMAIL || 'support@keystone.example'),
    firm: loadFirmConfig(env, repoRoot, environment === 'production'),
    smtpUrl: parseSmtpUrl(env.SMTP_URL),
    mailFrom: env.MAIL_FROM || '"Keystone Property Crowdfunding" <no-reply@keystone.example>',
    sms: loadSmsProviderConfig(env),
    kycSandboxDelayMs: parseKycSandboxDelay(env.KYC_SANDBOX_DELAY_MS, environment),
    paymentsSandboxDelayMs: parseDelay('PAYMENTS_SANDBOX_DELAY_MS', env.PAYMENTS_SANDBOX_DELAY_MS, environment),
    testClockFile: parseTestClockFile(env.TEST_CLOCK_FILE, environment, repoRoot),
    overduePaymentsCron: parseCron('OVERDUE_PAYMENTS_CRON', env.OVERDUE_PAYMENTS_CRON),
    map: { tileUrl: env.MAP_TILE_URL || null, tileAttribution: env.MAP_TILE_ATTRIBUTION || null },
    geocoderUrl: env.GEOCODER_URL || undefined,
    portalDist: path.resolve(repoRoot, env.PORTAL_DIST ?? 'apps/portal/dist'),
    storybookDist: path.resolve(repoRoot, env.STORYBOOK_DIST ?? 'storybook-static'),
    specificationPath: path.join(repoRoot, 'openapi.yaml'),
  };
}

/** The workspace root, found from this file so it works from `src/` (tsx) and from the bundled `dist/`. */
export function findRepoRoot(start = path.dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'pnpm-workspace.yaml'))) return dir;
    if (path.dirname(dir) === dir) return process.cwd();
  }
}

function parseEnvironment(value: string | undefined): Environment {
  if (value === undefined || value === '' || value === 'development') return 'development';
  if (value === 'production' || value === 'test') return value;
  throw new Error(`NODE_ENV must be development, production or test; got "${value}"`);
}

/** Defaults to the address the server listens on; a wildcard host is reached as localhost. */
function parsePublicUrl(value: string | undefined, host: string, port: number): string {
  const reachableHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  const raw = value === undefined || value === '' ? `http://${reachableHost}:${port}` : value;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`PUBLIC_URL must be an absolute http(s) URL; got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`PUBLIC_URL must be http(s); got "${raw}"`);
  if (url.search !== '' || url.hash !== '')
    throw new Error(`PUBLIC_URL must not have a query or fragment; got "${raw}"`);
  return url.toString().replace(/\/+$/, '');
}

function parseTrustProxy(value: string | undefined): boolean | string {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  return value;
}

function parseEmail(name: string, value: string): string {
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) throw new Error(`${name} must be an e-mail address; got "${value}"`);
  return value;
}

function parseSmtpUrl(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  let protocol: string;
  try {
    protocol = new URL(value).protocol;
  } catch {
    throw new Error('SMTP_URL must be a URL such as smtp://user:password@mail.example.com:587');
  }
  // The URL may hold a password: never echo it.
  if (protocol !== 'smtp:' && protocol !== 'smtps:') throw new Error('SMTP_URL must start with smtp:// or smtps://');
  return value;
}

/** 3000 ms by default, 0 (decide at once) in tests. */
function parseKycSandboxDelay(value: string | undefined, environment: Environment): number {
  return parseDelay('KYC_SANDBOX_DELAY_MS', value, environment);
}

function parseTestClockFile(value: string | undefined, environment: Environment, repoRoot: string) {
  if (value === undefined || value === '') return undefined;
  if (environment === 'production') {
    throw new Error('TEST_CLOCK_FILE moves the server clock for tests; refusing to start with it in production');
  }
  return path.resolve(repoRoot, value);
}

/** Five cron fields (minute hour day month weekday) of digits, `*`, `/`, `,` and `-`; undefined when unset. */
function parseCron(name: string, value: string | undefined): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const fields = value.trim().split(/\s+/);
  if (fields.length !== 5 || !fields.every((field) => /^[\d*/,-]+$/.test(field))) {
    throw new Error(`${name} must be five cron fields, such as '10 6 * * *'`);
  }
  return fields.join(' ');
}

/** A sandbox's delay: 3000 ms by default, 0 (as soon as possible) in tests. */
function parseDelay(name: string, value: string | undefined, environment: Environment): number {
  if (value === undefined || value === '') return environment === 'test' ? 0 : 3000;
  const delay = Number(value);
  if (!Number.isInteger(delay) || delay < 0)
    throw new Error(`${name} must be a whole number of milliseconds; got "${value}"`);
  return delay;
}

function parsePositive(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1)
    throw new Error(`${name} must be a whole number, at least 1; got "${value}"`);
  return count;
}

function parsePort(value: string | undefined): number {
  if (value === undefined || value === '') return 3000;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number; got "${value}"`);
  return port;
}

/**
 * Production must be given JWT_SECRET. Elsewhere a random secret is created once per data directory and kept there,
 * so tokens survive restarts but no two installations share a secret (and none is written in the code).
 */
function resolveJwtSecret(value: string | undefined, environment: Environment, dataDir: string): Uint8Array {
  if (value !== undefined && value !== '') {
    const secret = new TextEncoder().encode(value);
    if (secret.byteLength < minimumSecretBytes) {
      throw new Error(`JWT_SECRET must be at least ${minimumSecretBytes} bytes long`);
    }
    return secret;
  }
  if (environment === 'production') {
    throw new Error('JWT_SECRET is required in production; refusing to start without it');
  }
  return new TextEncoder().encode(keptSecret(dataDir, 'jwt-secret', () => randomBytes(48).toString('base64url')));
}

const secondFactorKeyBytes = 32;

/**
 * Production must be given SECOND_FACTOR_KEY (32 bytes, base64: `openssl rand -base64 32`). Elsewhere a random key is
 * created once per data directory and kept there, as the JWT secret is. Losing it loses every authenticator secret.
 */
function resolveSecondFactorKey(value: string | undefined, environment: Environment, dataDir: string): Uint8Array {
  const decode = (text: string, name: string) => {
    const key = Buffer.from(text, 'base64');
    if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(text) || key.byteLength !== secondFactorKeyBytes) {
      throw new Error(`${name} must be ${secondFactorKeyBytes} bytes in base64 (openssl rand -base64 32)`);
    }
    return new Uint8Array(key);
  };
  if (value !== undefined && value !== '') return decode(value.trim(), 'SECOND_FACTOR_KEY');
  if (environment === 'production') {
    throw new Error('SECOND_FACTOR_KEY is required in production; refusing to start without it');
  }
  const kept = keptSecret(dataDir, 'second-factor-key', () => randomBytes(secondFactorKeyBytes).toString('base64'));
  return decode(kept, `${path.join(dataDir, 'second-factor-key')}`);
}

/** A secret made once in the data directory, readable by its owner only; the first process to write it wins. */
function keptSecret(dataDir: string, name: string, make: () => string): string {
  const file = path.join(dataDir, name);
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    try {
      writeFileSync(file, make(), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      // Another process created it first: use theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return readFileSync(file, 'utf8').trim();
}
