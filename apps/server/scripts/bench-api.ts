// `pnpm bench:api`: requests per second of the API's reads beside a bare Fastify hello world measured in the same
// run, on PostgreSQL (when 127.0.0.1:5432 answers) and on the embedded database.
// Each server runs in a child process; autocannon (-c 50, 8 s, as the issue measured) runs here.
import { connections, percent, postgresDatabase, requestsPerSecond, seconds, start } from './bench/autocannon-runs.ts';

async function benchEngine(label: string, databaseUrl: string | undefined) {
  const hello = await start('hello');
  const helloRate = await requestsPerSecond(hello.at.url);
  hello.child.kill();
  const keystone = await start('keystone', databaseUrl);
  const settingsRate = await requestsPerSecond(`${keystone.at.url}/api/settings`);
  const userRate = await requestsPerSecond(`${keystone.at.url}/api/user`, {
    authorization: `Bearer ${keystone.at.token ?? ''}`,
  });
  keystone.child.kill();
  console.log(`\n${label}`);
  console.log(`  bare Fastify hello world   ${String(helloRate).padStart(7)} req/s`);
  console.log(
    `  GET /api/settings (public) ${String(settingsRate).padStart(7)} req/s  ${percent(settingsRate, helloRate)}`,
  );
  console.log(`  GET /api/user (signed in)  ${String(userRate).padStart(7)} req/s  ${percent(userRate, helloRate)}`);
}

console.log(`autocannon -c ${connections} -d ${seconds}, each server in its own process`);
const postgres = await postgresDatabase('bench');
if (postgres) {
  try {
    await benchEngine('PostgreSQL', postgres.url);
  } finally {
    await postgres.drop();
  }
} else {
  console.log('\nPostgreSQL: nothing answers on 127.0.0.1:5432, skipped');
}
await benchEngine('embedded database (PGlite)', undefined);
