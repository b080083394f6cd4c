import cluster, { type Worker } from 'node:cluster';

/** How the primary tells the first worker which migrations it applied, so the log still says so once. */
export const workerMigrationsVariable = 'KEYSTONE_APPLIED_MIGRATIONS';

/**
 * WEB_CONCURRENCY > 1: `count` worker processes, each running the whole server with a pool of its own on one shared
 * port (node:cluster hands each new connection to the next worker). Resolves with their pids once every one listens.
 * A worker that fails before then stops them all (its own message said why); one that dies later is replaced. A
 * SIGTERM to this process is passed on to the workers (Ctrl-C's SIGINT reaches them already, as the terminal sends it
 * to the whole process group), and it exits once they have closed.
 */
export function startWorkers(count: number, appliedMigrations: string[]): Promise<number[]> {
  let ready = 0;
  let stopping = false;
  const fork = (first: boolean) =>
    cluster.fork(first ? { [workerMigrationsVariable]: appliedMigrations.join(',') } : {});

  process.once('SIGINT', () => {
    stopping = true;
  });
  process.once('SIGTERM', () => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
  });

  return new Promise((resolve) => {
    cluster.on('message', (_worker: Worker, message: unknown) => {
      if (message !== 'listening' || (ready += 1) !== count) return;
      resolve(Object.values(cluster.workers ?? {}).flatMap((worker) => worker?.process.pid ?? []));
    });
    cluster.on('exit', (worker: Worker, code: number | null) => {
      const others = Object.values(cluster.workers ?? {}).filter(
        (other): other is Worker => other !== undefined && other !== worker && !other.isDead(),
      );
      if (stopping || ready < count) {
        stopping = true;
        for (const other of others) other.process.kill('SIGTERM');
        if (others.length === 0) process.exit(ready < count ? code || 1 : 0);
        return;
      }
      process.stderr.write(`Keystone worker ${worker.process.pid} exited with ${code}; starting another\n`);
      fork(false);
    });
    for (let index = 0; index < count; index += 1) fork(index === 0);
  });
}
