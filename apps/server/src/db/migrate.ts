import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { serverPackageRoot } from '../config/package-root.ts';
import type { Database } from './database.ts';

interface Migration {
  name: string;
  checksum: string;
  sql: string;
}

const migrationFile = /^\d{3}_[a-z0-9_]+\.sql$/;
// Any fixed number: every server process takes this lock so two starting at once do not migrate twice.
const migrationLockKey = 727_001;

function migrationsDir(): string {
  return path.join(serverPackageRoot(), 'migrations');
}

export async function loadMigrations(dir = migrationsDir()): Promise<Migration[]> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.sql')).sort();
  const invalid = names.filter((name) => !migrationFile.test(name));
  if (invalid.length > 0) throw new Error(`migration files must be named NNN_name.sql: ${invalid.join(', ')}`);
  return Promise.all(
    names.map(async (name) => {
      const sql = await readFile(path.join(dir, name), 'utf8');
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    }),
  );
}

/**
 * Applies the migrations not yet recorded in `schema_migrations`, in name order, each in its own transaction.
 * Refuses to run if an applied migration was edited afterwards: fix forward with a new file instead.
 * Returns the names it applied.
 */
export async function migrate(database: Database, migrations?: Migration[]): Promise<string[]> {
  const pending = migrations ?? (await loadMigrations());
  const applied: string[] = [];
  for (const migration of pending) {
    const ran = await database.withRawTransaction(async (session) => {
      await session.query('SELECT pg_advisory_xact_lock($1)', [migrationLockKey]);
      await session.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
        name text PRIMARY KEY,
        checksum text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
      const [existing] = await session.query('SELECT checksum FROM schema_migrations WHERE name = $1', [
        migration.name,
      ]);
      if (existing) {
        if (existing.checksum !== migration.checksum) {
          throw new Error(`migration ${migration.name} was changed after it was applied; add a new migration instead`);
        }
        return false;
      }
      await session.exec(migration.sql);
      await session.query('INSERT INTO schema_migrations (name, checksum) VALUES ($1, $2)', [
        migration.name,
        migration.checksum,
      ]);
      return true;
    });
    if (ran) applied.push(migration.name);
  }
  return applied;
}
