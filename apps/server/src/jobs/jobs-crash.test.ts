import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate } from '../db/migrate.ts';
import { openPglite } from '../db/pglite.ts';
import { queueMail } from '../mail/queue-mail.ts';
import { exited, freePort, startServerProcess } from '../testing/server-process.ts';

const jwtSecret = 'jobs-crash-test-secret-that-is-long-enough-for-hs256-0123';

/**
 * Just enough SMTP for nodemailer (no STARTTLS offered, no authentication). While `holding`, a message's data is
 * read and never answered: the server's delivery job is then under way, waiting on the mail server, for as long as
 * the test likes. Otherwise each message is accepted and recorded.
 */
function fakeMailServer() {
  const accepted: string[] = [];
  const state = { holding: true };
  let onHeld: () => void = () => undefined;
  let onAccepted: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (onHeld = resolve));
  const firstAccepted = new Promise<void>((resolve) => (onAccepted = resolve));
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    let buffer = '';
    let inData = false;
    socket.write('220 fake.test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          const data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          if (state.holding) {
            onHeld();
            return;
          }
          accepted.push(/^Subject: (.*)$/m.exec(data)?.[1] ?? '');
          socket.write('250 2.0.0 queued\r\n');
          onAccepted();
          continue;
        }
        const lineEnd = buffer.indexOf('\r\n');
        if (lineEnd === -1) return;
        const line = buffer.slice(0, lineEnd);
        buffer = buffer.slice(lineEnd + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write(verb === 'EHLO' ? '250 fake.test\r\n' : '250 ok\r\n');
      }
    });
  });
  return {
    accepted,
    state,
    held,
    firstAccepted,
    async listen() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return (server.address() as AddressInfo).port;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

describe('a server killed in the middle of a job (embedded database)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'keystone-jobs-crash-'));
  const databaseDir = path.join(dataDir, 'pglite');
  const mail = fakeMailServer();
  afterAll(async () => {
    await mail.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('runs the job again after kill -9 and a restart, and the outcome is that of one run', async () => {
    {
      const database = await openPglite({ directory: databaseDir });
      await migrate(database);
      await database.db
        .transaction()
        .execute((trx) =>
          queueMail(trx, { to: 'olivia@example.co.uk', subject: 'Cut off', text: 'Cut off\n', template: 'TEST' }),
        );
      await database.close();
    }
    const smtpPort = await mail.listen();
    const port = await freePort();
    const start = () =>
      startServerProcess(port, {
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        JWT_SECRET: jwtSecret,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      });

    const started = performance.now();
    const first = await start();
    // The start-up's delivery round took the mail and is waiting for the mail server's answer: kill it there.
    await mail.held;
    first.kill('SIGKILL');
    await exited(first);
    expect(first.signalCode).toBe('SIGKILL');
    const killedAtMs = performance.now() - started;

    mail.state.holding = false;
    const second = await start();
    // The killed round is still 'active' in pg-boss's table: its heartbeat stops, the runner fails it after
    // heartbeatSeconds and retries it (a new round queued at this start waits behind it, the queue being 'singleton').
    await mail.firstAccepted;
    const deliveredAtMs = performance.now() - started;
    second.kill('SIGTERM');
    await exited(second);

    const database = await openPglite({ directory: databaseDir });
    try {
      const rows = await database.db.selectFrom('email_outbox').select(['subject', 'status', 'attempts']).execute();
      // Sent once: the first try never reached the mail server's "queued", the second did, and nothing sent it again.
      expect(mail.accepted).toEqual(['Cut off']);
      expect(rows).toEqual([{ subject: 'Cut off', status: 'SENT', attempts: 2 }]);
      console.info(
        `jobs crash: killed mid-delivery at ${Math.round(killedAtMs)} ms, delivered by the restarted server at ` +
          `${Math.round(deliveredAtMs)} ms`,
      );
    } finally {
      await database.close();
    }
  }, 300_000);
});
