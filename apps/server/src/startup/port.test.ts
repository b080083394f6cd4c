import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverPackageRoot } from '../../scripts/bundle-server.ts';
import { serverBundle } from '../testing/server-process.ts';
import { isPortFree, portTakenMessage } from './port.ts';

const host = '127.0.0.1';

function occupy(): Promise<{ server: Server; port: number }> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      if (typeof address === 'object' && address) resolve({ server, port: address.port });
      else reject(new Error('no port'));
    });
  });
}

describe('a port another program holds', () => {
  let taken: { server: Server; port: number };
  let dataDir: string;
  const env = () => ({
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    JWT_SECRET: 'port-test-secret-that-is-long-enough-0123456789',
  });

  beforeAll(async () => {
    taken = await occupy();
    dataDir = await mkdtemp(path.join(tmpdir(), 'keystone-port-'));
  });
  afterAll(async () => {
    taken.server.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('is found taken, and free once let go', async () => {
    expect(await isPortFree(host, taken.port)).toBe(false);

    const other = await occupy();
    await new Promise((resolve) => other.server.close(resolve));
    expect(await isPortFree(host, other.port)).toBe(true);
  });

  it('is said in one sentence that names the port and PORT', () => {
    expect(portTakenMessage(host, 3000)).toBe(
      'Port 3000 on 127.0.0.1 is already in use (is Keystone already running?): stop the program using it, ' +
        'or choose another port with PORT, e.g. PORT=3001 npm start.',
    );
  });

  it("stops npm start's check before any build, with that sentence and a failing exit", async () => {
    const run = promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/preflight.ts'], {
      cwd: serverPackageRoot,
      env: { ...process.env, ...env(), NODE_ENV: 'test', HOST: host, PORT: String(taken.port) },
    });

    await expect(run).rejects.toMatchObject({
      code: 1,
      stderr: `Keystone cannot start: ${portTakenMessage(host, taken.port)}\n`,
    });
  });

  it('stops the server with that sentence instead of a stack trace', async () => {
    const run = promisify(execFile)(process.execPath, [await serverBundle()], {
      cwd: serverPackageRoot,
      env: { ...process.env, ...env(), NODE_ENV: 'test', LOG_LEVEL: 'silent', HOST: host, PORT: String(taken.port) },
    });

    await expect(run).rejects.toMatchObject({
      code: 1,
      stdout: '',
      stderr: `Keystone cannot start: ${portTakenMessage(host, taken.port)}\n`,
    });
  });
});
