// The bare comparators, in child processes of the benches: Fastify and a plain pg.Pool, nothing of Keystone's. Each
// route runs the statements captured from the real server answering the same request (bench/statement-capture.ts),
// as named prepared statements with the captured parameters, in the captured order (those the real server sent in
// parallel, in parallel), and answers the real server's JSON, serialised by Fastify as any plain handler would.
// The fair one (`fair: true`) also carries what every answer of ours must: the same response headers, as a constant
// block taken from the real server's answer plus a fresh request id, and the same one log line per request through
// the same logger (pino through Fastify, level info, into a stream that throws lines away), so that the share
// measures our framework. The old one (`fair: false`) sends neither and logs nothing, the yardstick of issue 25.
import { randomUUID } from 'node:crypto';
import Fastify, { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import pg from 'pg';
import { lastLineKeeper } from './log-sink.ts';
import type { CapturedStatement } from './statement-capture.ts';

export interface BareRoute {
  path: string;
  statements: CapturedStatement[];
  body: string;
  /** The real server's headers on this answer that are the same on every one; sent by the fair comparator only. */
  constantHeaders: Record<string, string>;
}

export interface BareSpec {
  databaseUrl: string;
  poolSize: number;
  routes: BareRoute[];
  fair: boolean;
}

class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

const spec = await new Promise<BareSpec>((resolve) =>
  process.once('message', (message) => resolve(message as BareSpec)),
);
const pool = new pg.Pool({ connectionString: spec.databaseUrl, max: spec.poolSize });
const sink = lastLineKeeper();
const server = spec.fair
  ? Fastify({
      logger: {
        level: 'info',
        stream: sink.stream,
        serializers: {
          // The fields of our line, written as they come: no masking, no redaction.
          req: (request: { method: string; url: string; ip?: string; headers: Record<string, unknown> }) => ({
            method: request.method,
            url: request.url,
            remoteAddress: request.ip,
            userAgent: request.headers['user-agent'],
          }),
        },
      },
      genReqId: () => randomUUID(),
      logController: new OneLinePerRequest({ requestIdLogLabel: 'requestId' }),
      requestIdHeader: false,
    })
  : Fastify();
let statementCount = 0;

interface Statement {
  name: string;
  text: string;
  values: unknown[];
}
const routes = new Map<string, { waves: Statement[][]; answer: unknown; headers: Record<string, string> }>();
for (const route of spec.routes) {
  if (route.statements.some(({ text }) => /^\s*(BEGIN|START TRANSACTION)/i.test(text))) {
    throw new Error(`${route.path} runs a transaction: the bare server sends each statement on its own`);
  }
  // The same grouping the real server had: a statement sent while another was running starts with it.
  const waves: Statement[][] = [];
  for (const statement of route.statements) {
    const prepared = { name: `bare_${statementCount++}`, text: statement.text, values: statement.values };
    const wave = waves.at(-1);
    if (statement.parallelWithPrevious && wave) wave.push(prepared);
    else waves.push([prepared]);
  }
  routes.set(route.path, { waves, answer: JSON.parse(route.body) as unknown, headers: route.constantHeaders });
}
for (const path of new Set(spec.routes.map((route) => route.path.split('?')[0] ?? route.path))) {
  server.get(path, async (request, reply) => {
    const route = routes.get(request.url);
    if (!route) return reply.code(404).send();
    if (spec.fair) reply.headers(route.headers).header('x-request-id', request.id);
    for (const wave of route.waves) await Promise.all(wave.map((statement) => pool.query(statement)));
    return route.answer;
  });
}

sink.answerLastLineOverIpc();
process.send?.({ url: await server.listen({ host: '127.0.0.1', port: 0 }) });
