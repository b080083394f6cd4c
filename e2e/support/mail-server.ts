import { createServer, type AddressInfo, type Socket } from 'node:net';

/** A message the mail server accepted: its envelope recipients and its Subject header. */
export interface AcceptedMail {
  to: string[];
  subject: string;
}

/**
 * A mail server for a server started with SMTP_URL (the setting production uses): just enough SMTP for nodemailer,
 * no STARTTLS offered, no authentication. It accepts every message, except to an address it is told does not exist:
 * that recipient gets `550 5.1.1`, a permanent refusal (RFC 5321 §4.2.1), which the server gives up at once.
 */
export async function startMailServer() {
  const accepted: AcceptedMail[] = [];
  const refused: string[] = [];
  const unknown = new Set<string>();
  const sockets = new Set<Socket>();

  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    let buffer = '';
    let inData = false;
    let recipients: string[] = [];
    function answer(line: string): string {
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'EHLO' || verb === 'HELO') return '250 mail.test';
      if (verb === 'RCPT') {
        const address = (/<([^>]*)>/.exec(line)?.[1] ?? '').toLowerCase();
        if (unknown.has(address)) {
          refused.push(address);
          return `550 5.1.1 <${address}>: no such mailbox here`;
        }
        recipients.push(address);
        return '250 2.1.5 ok';
      }
      if (verb === 'DATA') {
        inData = true;
        return '354 go ahead';
      }
      if (verb === 'RSET') recipients = [];
      return verb === 'QUIT' ? '221 bye' : '250 ok';
    }
    socket.write('220 mail.test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          const data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          accepted.push({ to: recipients, subject: /^Subject: (.*)$/m.exec(data)?.[1] ?? '' });
          recipients = [];
          socket.write('250 2.0.0 queued\r\n');
          continue;
        }
        const lineEnd = buffer.indexOf('\r\n');
        if (lineEnd === -1) return;
        const line = buffer.slice(0, lineEnd);
        buffer = buffer.slice(lineEnd + 2);
        socket.write(`${answer(line)}\r\n`);
        if (line.toUpperCase() === 'QUIT') socket.end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** What it accepted, in order. */
    accepted,
    /** Each address it refused, once per try. */
    refused,
    /** From now on mail to `address` is refused: there is no such mailbox. */
    refuse(address: string) {
      unknown.add(address.toLowerCase());
    },
    /** The mailbox exists after all: mail to `address` is accepted again. */
    accept(address: string) {
      unknown.delete(address.toLowerCase());
    },
    async stop() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
