// `pnpm --filter @keystone/server reset-second-factors EMAIL` (built: `node dist/reset-second-factors.js EMAIL`): the
// operator's way back in for someone who lost every second factor and every recovery code, an admin above all (the
// admins' support route, `resetUserSecondFactors`, serves investors only). Run it only once the firm has checked who
// the person is by its own means, never on an e-mail alone. It removes their authenticator, passkeys and recovery
// codes, signs out every session and queues an e-mail telling them, which the server delivers when it runs.
// Stop the server first when it uses the embedded database: PGlite allows one process per data folder.
import { loadConfig } from '../../config/config.ts';
import { configuredClock } from '../../context/offset-file-clock.ts';
import { standaloneContext } from '../../context/app-context.ts';
import { openDatabase } from '../../db/database.ts';
import { migrate } from '../../db/migrate.ts';
import { resetSecondFactorsOf } from './service.ts';

const email = process.argv[2];
if (email === undefined) {
  process.stderr.write('Usage: reset-second-factors EMAIL\n');
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase(config.database);
try {
  await migrate(database);
  const app = standaloneContext({ db: database.db, clock: configuredClock(config.testClockFile), config });
  const user = await resetSecondFactorsOf(app, email);
  if (user === undefined) {
    process.stderr.write(`No account has the address ${email}.\n`);
    process.exitCode = 1;
  } else {
    process.stdout.write(
      `Removed every second factor of ${user.email} (${user.role}) and signed out their sessions.\n`,
    );
  }
} finally {
  await database.close();
}
