import { createServer } from 'node:net';

/** The one sentence a person reads when the port is taken, from `npm start` before it builds and from the server. */
export function portTakenMessage(host: string, port: number): string {
  return (
    `Port ${port} on ${host} is already in use (is Keystone already running?): stop the program using it, ` +
    `or choose another port with PORT, e.g. PORT=${port === 65535 ? 3001 : port + 1} npm start.`
  );
}

/** Whether the server could listen on `host:port` now: tries it, and lets go at once. */
export function isPortFree(host: string, port: number): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') resolve(false);
      else reject(error);
    });
    probe.listen({ host, port, exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

export function isAddressInUse(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === 'EADDRINUSE';
}
