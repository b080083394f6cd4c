// The bare comparator, in a child process of the benches: Fastify and a plain pg.Pool, nothing of Keystone's. Each
// route runs the statements captured from the real server answering the same request (bench/statement-capture.ts),
// as named prepared statements with the captured parameters, in the captured order (those the real server sent in
// parallel, in parallel), and answers the real server's JSON, serialised by Fastify as any plain handler would.
import Fastify from 'fastify';
import pg from 'pg';
import type { CapturedStatement } from './statement-capture.ts';

export interface BareRoute {
  path: string;
  statements: CapturedStatement[];
  body: string;
}

interface BareSpec {
  databaseUrl: string;
  poolSize: number;
  routes: BareRoute[];
}

const spec = await new Promise<BareSpec>((resolve) =>
  process.once('message', (message) => resolve(message as BareSpec)),
);
const pool = new pg.Pool({ connectionString: spec.databaseUrl, max: spec.poolSize });
const server = Fastify();
let statementCount = 0;

const routes = new Map<string, { waves: { name: string; text: string; values: unknown[] }[][]; answer: unknown }>();
for (const route of spec.routes) {
  if (route.statements.some(({ text }) => /^\s*(BEGIN|START TRANSACTION)/i.test(text))) {
    throw new Error(`${route.path} runs a transaction: the bare server sends each statement on its own`);
  }
  // The same grouping the real server had: a statement sent while another was running starts with it.
  const waves: { name: string; text: string; values: unknown[] }[][] = [];
  for (const statement of route.statements) {
    const prepared = { name: `bare_${statementCount++}`, text: statement.text, values: statement.values };
    const wave = waves.at(-1);
    if (statement.parallelWithPrevious && wave) wave.push(prepared);
    else waves.push([prepared]);
  }
  routes.set(route.path, { waves, answer: JSON.parse(route.body) as unknown });
}
for (const path of new Set(spec.routes.map((route) => route.path.split('?')[0] ?? route.path))) {
  server.get(path, async (request, reply) => {
    const route = routes.get(request.url);
    if (!route) return reply.code(404).send();
    for (const wave of route.waves) await Promise.all(wave.map((statement) => pool.query(statement)));
    return route.answer;
  });
}

process.send?.({ url: await server.listen({ host: '127.0.0.1', port: 0 }) });
