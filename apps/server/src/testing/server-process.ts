import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { bundleServer, serverPackageRoot } from '../../scripts/bundle-server.ts';

// The crash tests' real server, in a process of its own so that a test can kill it mid-work (SIGKILL) and start it
// again on the same database: src/main.ts bundled as `pnpm build` bundles it, once per test worker (a start from the
// bundle takes seconds less than compiling the source through tsx at every start).

let bundled: Promise<string> | undefined;
export function serverBundle(): Promise<string> {
  bundled ??= (async () => {
    const outdir = path.join(serverPackageRoot, '.tmp', `test-server-${process.pid}`);
    process.once('exit', () => rmSync(outdir, { recursive: true, force: true }));
    await bundleServer(outdir, { seed: false });
    return path.join(outdir, 'main.js');
  })();
  return bundled;
}

export async function freePort(): Promise<number> {
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

/** Starts the server on `port` with `env` (the database, the JWT secret, sandbox delays) and waits until it answers. */
export async function startServerProcess(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--enable-source-maps', await serverBundle()], {
    cwd: serverPackageRoot,
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const errors: string[] = [];
  child.stderr?.on('data', (chunk) => errors.push(String(chunk)));
  // Polled until it answers; the deadline only ends a wait that would never end (beside the story tests on two cores,
  // a restart has taken over a minute to open the embedded database again).
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${errors.join('')}`);
    try {
      await fetch(`http://127.0.0.1:${port}/api/user`);
      return child;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start: ${errors.join('')}`);
}

export const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) =>
    child.exitCode !== null || child.signalCode !== null ? resolve() : child.on('exit', () => resolve()),
  );
