// `pnpm bench:api`: requests per second of the API's reads as a share of a bare Fastify + node-postgres server
// running the same statements and answering the same bytes (bench/bare-comparator.ts), on PostgreSQL (when
// 127.0.0.1:5432 answers); then on the embedded database, which node-postgres cannot reach, beside hello world only.
// Each server runs in a child process; autocannon (-c 50, 8 s, as the issue measured) runs here.
import { compareWithBare } from './bench/bare-comparator.ts';
import { connections, percent, postgresDatabase, requestsPerSecond, seconds, start } from './bench/autocannon-runs.ts';

const postgres = await postgresDatabase('bench');
if (postgres) {
  try {
    const keystone = await start('keystone', postgres.url);
    console.log('PostgreSQL, each server in its own process');
    try {
      await compareWithBare(keystone, postgres.url, [
        { label: 'GET /api/settings (public)', path: '/api/settings', signedIn: false },
        { label: 'GET /api/user (signed in)', path: '/api/user', signedIn: true },
        { label: 'GET /api/dashboard/investor', path: '/api/dashboard/investor', signedIn: true },
      ]);
    } finally {
      keystone.child.kill();
    }
  } finally {
    await postgres.drop();
  }
} else {
  console.log('\nPostgreSQL: nothing answers on 127.0.0.1:5432, skipped');
}

const hello = await start('hello');
const helloRate = await requestsPerSecond(hello.at.url);
hello.child.kill();
const keystone = await start('keystone');
const settingsRate = await requestsPerSecond(`${keystone.at.url}/api/settings`);
const userRate = await requestsPerSecond(`${keystone.at.url}/api/user`, {
  authorization: `Bearer ${keystone.at.token ?? ''}`,
});
keystone.child.kill();
console.log(
  `\nembedded database (PGlite), autocannon -c ${connections} -d ${seconds}, one round, hello world for scale`,
);
console.log(`  bare Fastify hello world   ${String(helloRate).padStart(7)} req/s`);
console.log(
  `  GET /api/settings (public) ${String(settingsRate).padStart(7)} req/s  ${percent(settingsRate, helloRate)}`,
);
console.log(`  GET /api/user (signed in)  ${String(userRate).padStart(7)} req/s  ${percent(userRate, helloRate)}`);
