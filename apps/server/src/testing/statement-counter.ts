import type { KyselyPlugin } from 'kysely';
import type { TestDatabase } from './test-database.ts';

export interface StatementCounter {
  /** Statements sent since the last reset. */
  readonly count: number;
  reset(): void;
  /** The same database, counting every statement sent through it. */
  wrap(database: TestDatabase): TestDatabase;
}

/** Counts the SQL statements the app sends, for tests of what a request costs. */
export function statementCounter(): StatementCounter {
  let count = 0;
  const plugin: KyselyPlugin = {
    transformQuery: (args) => {
      count += 1;
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  return {
    get count() {
      return count;
    },
    reset: () => {
      count = 0;
    },
    wrap: (database) => ({ ...database, db: database.db.withPlugin(plugin) }),
  };
}
