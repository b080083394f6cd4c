import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findRepoRoot, loadConfig } from './config.ts';

const productionSecondFactorKey = Buffer.alloc(32, 1).toString('base64');
describe('loadConfig', () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'keystone-config-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('defaults to the embedded database under the data folder, on 127.0.0.1:3000', () => {
    const config = loadConfig({ DATA_DIR: dataDir });

    expect(config).toMatchObject({
      environment: 'development',
      host: '127.0.0.1',
      port: 3000,
      database: { engine: 'pglite', directory: path.join(dataDir, 'pglite') },
      portalDist: path.join(findRepoRoot(), 'apps/portal/dist'),
      storybookDist: path.join(findRepoRoot(), 'storybook-static'),
      specificationPath: path.join(findRepoRoot(), 'openapi.yaml'),
    });
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/keystone' });

    expect(config.database).toEqual({
      engine: 'postgres',
      url: 'postgres://postgres@127.0.0.1:5432/keystone',
      poolSize: 10,
    });
    expect(config.webConcurrency).toBe(1);
  });

  it('reads the worker processes and the pool each one holds', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/keystone',
      WEB_CONCURRENCY: '4',
      DATABASE_POOL_SIZE: '5',
    });

    expect(config.webConcurrency).toBe(4);
    expect(config.database).toMatchObject({ engine: 'postgres', poolSize: 5 });
    expect(() => loadConfig({ DATA_DIR: dataDir, WEB_CONCURRENCY: '0' })).toThrow(
      'WEB_CONCURRENCY must be a whole number, at least 1; got "0"',
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://x/y', DATABASE_POOL_SIZE: 'ten' })).toThrow(
      'DATABASE_POOL_SIZE must be a whole number, at least 1; got "ten"',
    );
  });

  it('refuses to start in production without JWT_SECRET', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production' })).toThrow(
      /JWT_SECRET is required in production/,
    );
  });

  it('refuses to start in production with the demonstration firm, naming the settings to configure', () => {
    expect(() =>
      loadConfig({
        DATA_DIR: dataDir,
        NODE_ENV: 'production',
        JWT_SECRET: 'a-production-secret-of-enough-length!',
        SECOND_FACTOR_KEY: productionSecondFactorKey,
      }),
    ).toThrow(/set FIRM_NAME, FIRM_COMPANY_NUMBER, FIRM_REGISTERED_OFFICE and FIRM_REGULATOR_STATUS before starting/);
  });

  it('names the log file, resolved from the workspace root', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).logFile).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir, LOG_FILE: '.tmp/server.log' }).logFile).toBe(
      path.join(findRepoRoot(), '.tmp/server.log'),
    );
  });

  it('refuses a JWT_SECRET shorter than 32 bytes', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'short' })).toThrow(/at least 32 bytes/);
  });

  it('uses JWT_SECRET when given', () => {
    const secret = 'a-production-secret-of-enough-length!';
    const config = loadConfig({
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      JWT_SECRET: secret,
      SECOND_FACTOR_KEY: productionSecondFactorKey,
      DEMO_MODE: 'true',
    });

    expect(new TextDecoder().decode(config.jwtSecret)).toBe(secret);
  });

  it('creates a random development secret once per data folder, readable only by its owner', async () => {
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    const other = loadConfig({ DATA_DIR: path.join(dataDir, 'other') });

    expect(first.jwtSecret.byteLength).toBeGreaterThanOrEqual(32);
    expect(second.jwtSecret).toEqual(first.jwtSecret);
    expect(other.jwtSecret).not.toEqual(first.jwtSecret);
    expect((await readFile(path.join(dataDir, 'jwt-secret'), 'utf8')).trim()).toBe(
      new TextDecoder().decode(first.jwtSecret),
    );
    expect((await stat(path.join(dataDir, 'jwt-secret'))).mode & 0o777).toBe(0o600);
  });

  it('refuses to start in production without SECOND_FACTOR_KEY', () => {
    expect(() =>
      loadConfig({
        DATA_DIR: dataDir,
        NODE_ENV: 'production',
        JWT_SECRET: 'a-production-secret-of-enough-length!',
        DEMO_MODE: 'true',
      }),
    ).toThrow(/SECOND_FACTOR_KEY is required in production/);
  });

  it('uses SECOND_FACTOR_KEY when given, and refuses one that is not 32 bytes of base64', () => {
    const key = Buffer.alloc(32, 7);
    const config = loadConfig({ DATA_DIR: dataDir, SECOND_FACTOR_KEY: key.toString('base64') });

    expect(Buffer.from(config.secondFactorKey)).toEqual(key);
    expect(() => loadConfig({ DATA_DIR: dataDir, SECOND_FACTOR_KEY: Buffer.alloc(16).toString('base64') })).toThrow(
      'SECOND_FACTOR_KEY must be 32 bytes in base64 (openssl rand -base64 32)',
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, SECOND_FACTOR_KEY: 'not base64 at all!' })).toThrow(
      /SECOND_FACTOR_KEY must be 32 bytes/,
    );
  });

  it('creates a random development second-factor key once per data folder, readable only by its owner', async () => {
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    const other = loadConfig({ DATA_DIR: path.join(dataDir, 'other') });

    expect(first.secondFactorKey.byteLength).toBe(32);
    expect(second.secondFactorKey).toEqual(first.secondFactorKey);
    expect(other.secondFactorKey).not.toEqual(first.secondFactorKey);
    expect((await stat(path.join(dataDir, 'second-factor-key'))).mode & 0o777).toBe(0o600);
  });

  it('points e-mailed links at the listening address unless PUBLIC_URL says otherwise', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).publicUrl).toBe('http://127.0.0.1:3000');
    expect(loadConfig({ DATA_DIR: dataDir, HOST: '0.0.0.0', PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'https://invest.keystone.example/' }).publicUrl).toBe(
      'https://invest.keystone.example',
    );
    expect(loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'https://keystone.example/portal/' }).publicUrl).toBe(
      'https://keystone.example/portal',
    );
  });

  it('refuses a PUBLIC_URL that links could not start with', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'invest.keystone.example' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'ftp://keystone.example' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'https://keystone.example/?a=1' })).toThrow(/PUBLIC_URL/);
  });

  it('keeps e-mail in the outbox unless SMTP_URL is set, and never echoes a bad SMTP_URL', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).smtpUrl).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir, SMTP_URL: 'smtps://user:pass@mail.example.com:465' }).smtpUrl).toBe(
      'smtps://user:pass@mail.example.com:465',
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, SMTP_URL: 'https://user:hunter2@mail.example.com' })).toThrow(
      /^(?!.*hunter2).*SMTP_URL/,
    );
  });

  it('keeps text messages in the outbox unless SMS_ACCOUNT_SID, SMS_AUTH_TOKEN and SMS_FROM are all set', () => {
    const provider = { SMS_ACCOUNT_SID: 'AC123', SMS_AUTH_TOKEN: 'hunter2', SMS_FROM: '+447700900000' };

    expect(loadConfig({ DATA_DIR: dataDir }).sms).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir, ...provider }).sms).toEqual({
      url: 'https://api.twilio.com/2010-04-01',
      accountSid: 'AC123',
      authToken: 'hunter2',
      from: '+447700900000',
    });
    expect(
      loadConfig({ DATA_DIR: dataDir, ...provider, SMS_PROVIDER_URL: 'http://127.0.0.1:4010/2010-04-01/' }).sms?.url,
    ).toBe('http://127.0.0.1:4010/2010-04-01');
  });

  it('refuses a half-configured SMS provider or a bad SMS_PROVIDER_URL, and never echoes SMS_AUTH_TOKEN', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, SMS_ACCOUNT_SID: 'AC123', SMS_AUTH_TOKEN: 'hunter2' })).toThrow(
      /^(?!.*hunter2).*missing SMS_FROM$/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, SMS_PROVIDER_URL: 'https://sms.example' })).toThrow(
      /SMS_PROVIDER_URL is set/,
    );
    expect(() =>
      loadConfig({
        DATA_DIR: dataDir,
        SMS_ACCOUNT_SID: 'AC123',
        SMS_AUTH_TOKEN: 'hunter2',
        SMS_FROM: 'Keystone',
        SMS_PROVIDER_URL: 'sms.example/api',
      }),
    ).toThrow(/^(?!.*hunter2).*SMS_PROVIDER_URL must be an absolute/);
  });

  it('takes the support address from SUPPORT_EMAIL and refuses one that is not an address', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).supportEmail).toBe('support@keystone.example');
    expect(loadConfig({ DATA_DIR: dataDir, SUPPORT_EMAIL: 'help@keystone.example' }).supportEmail).toBe(
      'help@keystone.example',
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, SUPPORT_EMAIL: 'help desk' })).toThrow(/SUPPORT_EMAIL/);
  });

  it('trusts a proxy only when TRUST_PROXY says so', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toBe('10.0.0.0/8');
  });

  it('runs the late-payment check on its own schedule unless OVERDUE_PAYMENTS_CRON gives five cron fields', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).overduePaymentsCron).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir, OVERDUE_PAYMENTS_CRON: ' *  * * * * ' }).overduePaymentsCron).toBe(
      '* * * * *',
    );
    for (const wrong of ['* * * *', 'every minute', '10 6 * * * *']) {
      expect(() => loadConfig({ DATA_DIR: dataDir, OVERDUE_PAYMENTS_CRON: wrong })).toThrow(/OVERDUE_PAYMENTS_CRON/);
    }
  });

  it('moves the clock by TEST_CLOCK_FILE only outside production', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).testClockFile).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test', TEST_CLOCK_FILE: '.tmp/clock' }).testClockFile).toBe(
      path.join(findRepoRoot(), '.tmp/clock'),
    );
    const production = {
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      JWT_SECRET: 'a-production-secret-of-enough-length!',
      SECOND_FACTOR_KEY: productionSecondFactorKey,
      DEMO_MODE: 'true',
    };
    expect(loadConfig(production).testClockFile).toBeUndefined();
    expect(() => loadConfig({ ...production, TEST_CLOCK_FILE: '.tmp/clock' })).toThrow(
      /TEST_CLOCK_FILE moves the server clock for tests; refusing to start with it in production/,
    );
  });

  it('settles sandbox payments after PAYMENTS_SANDBOX_DELAY_MS: 3000 ms by default, at once in tests', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).paymentsSandboxDelayMs).toBe(3000);
    expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test' }).paymentsSandboxDelayMs).toBe(0);
    expect(loadConfig({ DATA_DIR: dataDir, PAYMENTS_SANDBOX_DELAY_MS: '250' }).paymentsSandboxDelayMs).toBe(250);
    expect(() => loadConfig({ DATA_DIR: dataDir, PAYMENTS_SANDBOX_DELAY_MS: 'soon' })).toThrow(
      /PAYMENTS_SANDBOX_DELAY_MS/,
    );
  });

  it('rejects a port that is not a number', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, PORT: 'eighty' })).toThrow(/PORT/);
  });
});
