import { sql, type Compilable, type CompiledQuery, type RawBuilder } from 'kysely';
import type { Db } from './database.ts';
import { nameParameters } from './prepared-statements.ts';

// Hot statements built and compiled by Kysely once, then run with new values (building and compiling took about a
// fifth of a project list request). Usage:
//
//   const findUser = compiledOnce((db, p: Parameters<{ id: number }>) =>
//     db.selectFrom('users').selectAll().where('id', '=', p.id));
//   const rows = await findUser(db, { id: 7 });
//
// The builder runs once, with `p.id` a stand-in value; after compiling, each execution copies the compiled
// parameters and puts the real values where the stand-ins were, so a value never changes the SQL. What does change it
// (a sort column, whether there is a search) is a shape: `compiledShapes` keeps one compiled query per shape key.
// Each compiled query carries its own prepared statement name to the pool (no lookup by SQL text).
//
// A compiled query is shared by every Kysely instance and transaction of the process: they all use the PostgreSQL
// compiler, and the app's plugins do not change SQL (tests count executions with one). Only values may vary between
// calls; anything else the builder reads must be part of the shape key.

/** What the builder gets for each value: an expression standing in for it. */
export type Parameters<P> = { readonly [K in keyof P]: RawBuilder<P[K]> };

class StandIn {
  constructor(readonly name: string) {}
}

interface Compiled<O> {
  query: CompiledQuery<O>;
  /** For each compiled parameter, the value's name when it is a stand-in; undefined for a constant of the shape. */
  slots: (string | undefined)[];
  /**
   * A kept shape's prepared statement name, or '' to send it unnamed (planned for its values on every call); a shape
   * not kept is named by its text, like any other statement.
   */
  statementName: string | undefined;
}

let keptCount = 0;

function standIns<P>(): Parameters<P> {
  return new Proxy({} as Parameters<P>, {
    get: (_target, name) => sql.val(new StandIn(String(name))),
  });
}

/** A query builder, or a `sql` template (which compiles against a db). */
export type Buildable<O> = Compilable<O> | RawBuilder<O>;

function compile<P, O>(
  db: Db,
  build: (db: Db, parameters: Parameters<P>) => Buildable<O>,
  keep: boolean,
  planEachCall = false,
): Compiled<O> {
  const built = build(db, standIns<P>());
  const query = 'isRawBuilder' in built ? built.compile(db) : built.compile();
  if (keep) keptCount += 1;
  return {
    query,
    slots: query.parameters.map((value) => (value instanceof StandIn ? value.name : undefined)),
    statementName: !keep ? undefined : planEachCall ? '' : `keystone_shape_${keptCount}`,
  };
}

async function run<P, O>(db: Db, compiled: Compiled<O>, values: P): Promise<O[]> {
  const parameters = compiled.query.parameters.map((value, index) => {
    const name = compiled.slots[index];
    return name === undefined ? value : (values as Record<string, unknown>)[name];
  });
  if (compiled.statementName !== undefined) nameParameters(parameters, compiled.statementName);
  const { rows } = await db.executeQuery<O>({ ...compiled.query, parameters });
  return rows;
}

/** One statement shape: built and compiled on its first call, then only executed. */
export function compiledOnce<P, O>(
  build: (db: Db, parameters: Parameters<P>) => Buildable<O>,
): (db: Db, values: P) => Promise<O[]> {
  let compiled: Compiled<O> | undefined;
  return (db, values) => {
    compiled ??= compile(db, build, true);
    return run(db, compiled, values);
  };
}

/**
 * A family of statement shapes, one compiled query per `keyOf(shape)`, so shapes made from request data (a sort
 * column, a set of statuses) stay bounded in number and memory.
 */
export function compiledShapes<S, P, O>(
  keyOf: (shape: S) => string,
  build: (db: Db, shape: S, parameters: Parameters<P>) => Buildable<O>,
  {
    maxShapes = 200,
    planEachCall = () => false,
  }: {
    /** Distinct keys kept; past it the rest are built and compiled on each call, as any query is. */
    maxShapes?: number;
    /**
     * True for a shape whose best plan depends on its values (a search for a rare name or a common city): it is sent
     * unnamed, so PostgreSQL plans it for its values on every call instead of settling on one generic plan.
     */
    planEachCall?: (shape: S) => boolean;
  } = {},
): (db: Db, shape: S, values: P) => Promise<O[]> {
  const shapes = new Map<string, Compiled<O>>();
  return (db, shape, values) => {
    const key = keyOf(shape);
    let compiled = shapes.get(key);
    if (compiled === undefined) {
      const keep = shapes.size < maxShapes;
      const build_ = (builderDb: Db, parameters: Parameters<P>) => build(builderDb, shape, parameters);
      compiled = compile<P, O>(db, build_, keep, planEachCall(shape));
      if (keep) shapes.set(key, compiled);
    }
    return run(db, compiled, values);
  };
}
