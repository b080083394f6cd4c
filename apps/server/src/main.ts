import { createWriteStream } from 'node:fs';
import { buildApp } from './app.ts';
import { loadConfig, type Config } from './config/config.ts';
import { openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { startupBanner } from './startup/banner.ts';
import { isAddressInUse, isPortFree, portTakenMessage } from './startup/port.ts';

// A setting that is wrong or missing stops the server with its one sentence, not a stack trace.
function refuseToStart(reason: string): never {
  process.stderr.write(`Keystone cannot start: ${reason}\n`);
  process.exit(1);
}

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  refuseToStart((error as Error).message);
}
// Before the database opens and migrates, which takes seconds; listen() below still catches a port taken meanwhile.
if (!(await isPortFree(config.host, config.port))) refuseToStart(portTakenMessage(config.host, config.port));
const database = await openDatabase(config.database);
const applied = await migrate(database);
const logStream = config.logFile === undefined ? undefined : createWriteStream(config.logFile, { flags: 'a' });
const app = await buildApp(config, database, { logStream });
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

try {
  await app.listen({ host: config.host, port: config.port });
} catch (error) {
  if (!isAddressInUse(error)) throw error;
  await app.close();
  refuseToStart(portTakenMessage(config.host, config.port));
}
process.stdout.write(`${startupBanner(config)}\n`);
