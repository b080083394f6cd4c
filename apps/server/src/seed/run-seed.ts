// `pnpm --filter @keystone/server seed`: migrates the configured database, adds the demo data and prints the logins.
// With `--sign-ins FILE` it writes the logins there and prints only what it added: `npm start` prints them once the
// server listens.
// Stop the server first when it uses the embedded database: PGlite allows one process per data folder.
import { writeFileSync } from 'node:fs';
import { loadConfig } from '../config/config.ts';
import { openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { createFileStorage } from '../providers/providers.ts';
import { configuredClock } from '../context/offset-file-clock.ts';
import { seedDemoData } from './seed.ts';
import { signInLines } from './sign-ins.ts';

const config = loadConfig();
const database = await openDatabase(config.database);
try {
  await migrate(database);
  // eslint-disable-next-line no-restricted-syntax -- how long seeding really took
  const started = Date.now();
  // The storage the server reads, so GET /files/{key} serves the demo projects' images and documents.
  const storage = createFileStorage(config, database.db, database.engine);
  // The firm too: the demo people's agreements are signed as a real finish signs them, with a stored copy.
  const result = await seedDemoData(
    database.db,
    configuredClock(config.testClockFile).now(),
    storage,
    config.firm,
    config.secondFactorKey,
  );
  // eslint-disable-next-line no-restricted-syntax -- how long seeding really took
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const where = config.database.engine === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : config.database.directory;
  const summary =
    `Demo data in ${where}: ${result.createdUsers.length} users and ${result.createdProjects.length} projects added` +
    (result.createdUsers.length === 0 && result.createdProjects.length === 0 ? ' (already seeded)' : '') +
    ` in ${seconds} s`;
  const flag = process.argv.indexOf('--sign-ins');
  const signInsFile = flag === -1 ? undefined : process.argv[flag + 1];
  if (signInsFile !== undefined) {
    writeFileSync(signInsFile, `${signInLines().join('\n')}\n`);
    process.stdout.write(`${summary}\n`);
  } else {
    process.stdout.write(['', summary, '', ...signInLines(), ''].join('\n'));
  }
} finally {
  await database.close();
}
