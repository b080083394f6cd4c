import { buildApp } from './app.ts';
import { loadConfig } from './config/config.ts';
import { openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';

const config = loadConfig();
const database = await openDatabase(config.database);
const applied = await migrate(database);
const app = await buildApp(config, database);
app.addHook('onClose', async () => database.close());
if (applied.length > 0) app.log.info({ migrations: applied }, 'applied migrations');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}

await app.listen({ host: config.host, port: config.port });
const url = `http://${config.host}:${config.port}`;
const engine =
  config.database.engine === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.database.directory}`;
const mailbox =
  config.environment === 'production'
    ? ''
    : config.smtpUrl === undefined
      ? `E-mails are not sent: read them at ${url}/dev/mailbox (open to anyone who can reach this server)\n`
      : `E-mails go out through SMTP_URL\n`;
process.stdout.write(`\nKeystone is running at ${url}/  (API ${url}/api, database: ${engine})\n${mailbox}\n`);
