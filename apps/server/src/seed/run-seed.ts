// `pnpm --filter @keystone/server seed`: migrates the configured database, adds the demo data and prints the logins.
// Stop the server first when it uses the embedded database: PGlite allows one process per data folder.
import { demoPeople } from '@keystone/demo/fixtures';
import { loadConfig } from '../config/config.ts';
import { openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { createFileStorage } from '../providers/providers.ts';
import { seedDemoData } from './seed.ts';

const config = loadConfig();
const database = await openDatabase(config.database);
try {
  await migrate(database);
  const started = Date.now();
  // The storage the server reads, so GET /files/{key} serves the demo projects' images and documents.
  const storage = createFileStorage(config, database.db, database.engine);
  const result = await seedDemoData(database.db, new Date(), storage);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const where = config.database.engine === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : config.database.directory;
  const lines = [
    '',
    `Demo data in ${where}: ${result.createdUsers.length} users and ${result.createdProjects.length} projects added` +
      (result.createdUsers.length === 0 && result.createdProjects.length === 0 ? ' (already seeded)' : '') +
      ` in ${seconds} s`,
    '',
    'Sign in with:',
    ...Object.values(demoPeople).map(
      (person) => `  ${person.label.padEnd(40)} ${person.user.email.padEnd(34)} ${person.password}`,
    ),
    '',
    'Existing accounts keep whatever password they have now.',
    '',
  ];
  process.stdout.write(lines.join('\n'));
} finally {
  await database.close();
}
