import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const serverDist = path.join(root, 'apps/server/dist');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

function run(script: string, env: NodeJS.ProcessEnv, args: readonly string[] = []): ChildProcess {
  return spawn(process.execPath, [path.join(serverDist, script), ...args], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

async function waitFor(url: string, child: ChildProcess, log: string[]): Promise<void> {
  const deadline = Date.now() + 120_000; // the run shares two cores with the story and server tests
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log.join('')}`);
    try {
      if ((await fetch(url, { headers: { accept: 'text/html' } })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not answer ${url} within 120 s:\n${log.join('')}`);
}

/** The clock file of each server this process started, by its origin (a journey with a server of its own). */
const clockFiles = new Map<string, string>();

/**
 * The clock file of the server at `url`'s origin: one this process started, else the run's (global-setup.ts). A
 * page's authenticator codes and its kept sessions belong to the server it talks to.
 */
export function clockFileOf(url: string): string {
  return clockFiles.get(new URL(url).origin) ?? inject('testClockFile');
}

interface ServerOptions {
  /**
   * The host name the portal is served under. Passkeys need a name, not an address (WebAuthn's relying party is a
   * domain): a journey with passkeys asks for 'localhost'.
   */
  host?: '127.0.0.1' | 'localhost';
  /** Scripts of the built server to run, with their arguments, after the seed and before it starts. */
  afterSeed?: [script: string, ...args: string[]][];
}

/**
 * Starts the built server on a fresh embedded database in a temporary folder, seeded with the demo data. `settings`
 * add to or replace its environment (a journey that needs a mail server of its own passes SMTP_URL).
 */
export async function startServer(
  settings: NodeJS.ProcessEnv = {},
  { host = '127.0.0.1', afterSeed = [] }: ServerOptions = {},
) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'keystone-e2e-'));
  const port = await freePort();
  const baseUrl = `http://${host}:${port}`;
  // The server's clock runs this many milliseconds ahead of the system's (test-clock.ts writes it).
  const testClockFile = path.join(dataDir, 'clock-offset-ms');
  const env = {
    ...process.env,
    PUBLIC_URL: baseUrl,
    NODE_ENV: 'test',
    // Long enough for a journey to see a deposit pending, short enough to watch it settle.
    PAYMENTS_SANDBOX_DELAY_MS: '3000',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    PORT: String(port),
    HOST: '127.0.0.1',
    JWT_SECRET: 'e2e-secret-that-is-long-enough-for-hs256-0123456789',
    PORTAL_DIST: path.join(root, 'apps/portal/dist'),
    TEST_CLOCK_FILE: testClockFile,
    ...settings,
  };
  const log: string[] = [];
  for (const [script, ...args] of [['seed.js'] as const, ...afterSeed]) {
    const prepare = run(script, env, args);
    prepare.stdout?.on('data', (d) => log.push(String(d)));
    prepare.stderr?.on('data', (d) => log.push(String(d)));
    const code = await new Promise<number | null>((resolve) => prepare.on('exit', resolve));
    if (code !== 0) throw new Error(`${script} failed with ${code}:\n${log.join('')}`);
  }

  const server = run('main.js', env);
  server.stdout?.on('data', (d) => log.push(String(d)));
  server.stderr?.on('data', (d) => log.push(String(d)));
  await waitFor(`${baseUrl}/login`, server, log);

  clockFiles.set(new URL(baseUrl).origin, testClockFile);
  return {
    baseUrl,
    testClockFile,
    async stop() {
      server.kill('SIGTERM');
      await new Promise((resolve) => (server.exitCode === null ? server.on('exit', resolve) : resolve(null)));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
