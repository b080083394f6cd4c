import cluster from 'node:cluster';
import { createWriteStream } from 'node:fs';
import { buildApp } from './app.ts';
import { loadConfig, type Config } from './config/config.ts';
import { openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { startupBanner } from './startup/banner.ts';
import { builtForNodeMajor, olderNodeProblem } from './startup/node-version.ts';
import { isAddressInUse, isPortFree, portTakenMessage } from './startup/port.ts';
import { startWorkers, workerMigrationsVariable } from './startup/workers.ts';

// A setting that is wrong or missing stops the server with its one sentence, not a stack trace.
function refuseToStart(reason: string): never {
  process.stderr.write(`Keystone cannot start: ${reason}\n`);
  process.exit(1);
}

const olderNode = olderNodeProblem(process.versions.node, builtForNodeMajor());
if (olderNode !== undefined) refuseToStart(olderNode);

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  refuseToStart((error as Error).message);
}

if (cluster.isPrimary) {
  if (config.webConcurrency > 1 && config.database.engine === 'pglite') {
    refuseToStart(
      `WEB_CONCURRENCY=${config.webConcurrency} needs PostgreSQL (DATABASE_URL): the embedded database can be ` +
        'opened by one process only, so leave WEB_CONCURRENCY at 1 or set DATABASE_URL.',
    );
  }
  // Before the database opens and migrates, which takes seconds; listen() below still catches a port taken meanwhile.
  if (!(await isPortFree(config.host, config.port))) refuseToStart(portTakenMessage(config.host, config.port));
}

if (config.webConcurrency === 1) {
  await serve();
  process.stdout.write(`${startupBanner(config)}\n`);
} else if (cluster.isPrimary) {
  // Migrations run here, once, before any worker opens its own pool; the first worker logs what was applied.
  const database = await openDatabase(config.database);
  let applied: string[];
  try {
    applied = await migrate(database);
  } finally {
    await database.close();
  }
  const workers = await startWorkers(config.webConcurrency, applied);
  process.stdout.write(`${startupBanner(config, workers)}\n`);
} else {
  await serve(process.env[workerMigrationsVariable]?.split(',').filter(Boolean) ?? []);
  process.send?.('listening');
}

/** One server process with its own database pool; it migrates unless the primary process did (`migrated`). */
async function serve(migrated?: string[]): Promise<void> {
  const database = await openDatabase(config.database);
  const applied = migrated ?? (await migrate(database));
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
}
