// Inside the real server's bench process (serve.ts): the statements the pg driver sends to PostgreSQL while one
// request is answered, as the driver sends them (text, prepared statement name, parameter values as they go on the
// wire), so the bare comparator runs the very same SQL without anyone retyping it.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Server } from 'node:http';
import pg from 'pg';
// @ts-expect-error pg ships no types for its utilities; prepareValue is what the driver applies to every parameter.
import { prepareValue } from 'pg/lib/utils.js';

export interface CapturedStatement {
  text: string;
  values: unknown[];
  /** Statements sent while an earlier one of the same request was still running went in parallel. */
  parallelWithPrevious: boolean;
}

const capturing = new AsyncLocalStorage<CapturedStatement[]>();
let pending = 0;

function recordQueries() {
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function capturedQuery(this: pg.Client, ...args: unknown[]) {
    const statements = capturing.getStore();
    if (!statements) return query.apply(this, args);
    const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown];
    const text = typeof first === 'string' ? first : first.text;
    const values = typeof first === 'string' ? (Array.isArray(second) ? second : []) : (first.values ?? []);
    statements.push({
      text,
      values: values.map((value) => prepareValue(value) as unknown),
      parallelWithPrevious: pending > 0,
    });
    pending += 1;
    const answer = query.apply(this, args) as Promise<unknown>;
    const done = () => {
      pending -= 1;
    };
    answer.then(done, done);
    return answer;
  } as typeof pg.Client.prototype.query;
}

/**
 * Lets `capture` record the statements of one request: the HTTP server's request listener runs that request inside
 * an async context, so the mail worker's and purge timer's statements meanwhile are left out.
 */
export function captureStatementsOf(server: Server) {
  recordQueries();
  let next: CapturedStatement[] | undefined;
  const listeners = server.listeners('request') as ((...args: unknown[]) => void)[];
  server.removeAllListeners('request');
  server.on('request', (...args: unknown[]) => {
    const statements = next;
    next = undefined;
    if (!statements) for (const listener of listeners) listener(...args);
    else capturing.run(statements, () => listeners.forEach((listener) => listener(...args)));
  });
  return async function capture(url: string, headers: Record<string, string>) {
    const statements: CapturedStatement[] = [];
    next = statements;
    const response = await fetch(url, { headers });
    const body = await response.text();
    return { status: response.status, contentType: response.headers.get('content-type') ?? '', body, statements };
  };
}
