import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyPostgresDatabase, testEngines, type Engine } from '../testing/test-database.ts';
import type { Database } from './database.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';
import { loadMigrations, migrate } from './migrate.ts';

const expectedTables = [
  'agreement_logs',
  'agreements',
  'auto_invest_allocations',
  'auto_invest_authorities',
  'auto_invest_rounds',
  'auto_invest_settings',
  'competence_attempts',
  'consumer_journey_log',
  'contact_requests',
  'email_outbox',
  'ended_sessions',
  'faq',
  'file_blobs',
  'investment_losses',
  'investments',
  'investor_declarations',
  'invitation_requests',
  'isa_application_logs',
  'isa_applications',
  'isa_movements',
  'isa_other_subscriptions',
  'isa_transfers',
  'ledger_accounts',
  'ledger_entries',
  'ledger_transactions',
  'loan_book_snapshots',
  'marketing_preferences',
  'notification_events',
  'notification_fan_out_pages',
  'notification_preferences',
  'notifications',
  'one_time_tokens',
  'password_reset_requests',
  'payment_provider_operations',
  'pledges',
  'project_documents',
  'project_follows',
  'project_images',
  'project_list_version',
  'project_payment_items',
  'project_payments',
  'project_recoveries',
  'project_recovery_shares',
  'project_status_counts',
  'project_update_files',
  'project_update_revisions',
  'project_updates',
  'projects',
  'rate_limit_counters',
  'repayment_settings',
  'resale_listings',
  'resale_purchases',
  'resale_settings',
  'repayment_state_changes',
  'schema_migrations',
  'sign_in_failures',
  'sms_outbox',
  'tax_statement_runs',
  'user_totp',
  'totp_used_steps',
  'user_passkeys',
  'recovery_codes',
  'passkey_challenges',
  'user_sessions',
  'uploaded_files',
  'user_kyc_documents',
  'users',
  'wallet_requests',
];

/** A database with no tables at all, as on a first start. */
async function openEmpty(engine: Engine): Promise<{ database: Database; dispose(): Promise<void> }> {
  if (engine === 'pglite') {
    const database = await openPglite({});
    return { database, dispose: () => database.close() };
  }
  const empty = await createEmptyPostgresDatabase();
  const database = openPostgres(empty.url, 2);
  return {
    database,
    async dispose() {
      await database.close();
      await empty.drop();
    },
  };
}

describe.each(testEngines)('migrations on %s', (engine) => {
  let empty: Awaited<ReturnType<typeof openEmpty>>;

  beforeAll(async () => {
    empty = await openEmpty(engine);
  });
  afterAll(() => empty.dispose());

  it('apply in order on an empty database, create every table and record each migration', async () => {
    const migrations = await loadMigrations();

    const applied = await migrate(empty.database);

    expect(applied).toEqual(migrations.map((migration) => migration.name));
    expect([...applied].sort()).toEqual(applied);
    const tables = (await empty.database.db.introspection.getTables()).map((table) => table.name).sort();
    // Sorted here, so each slice appends its tables to the list's end.
    expect(tables).toEqual([...expectedTables].sort());
    const recorded = await empty.database.db
      .selectFrom('schema_migrations')
      .select(['name', 'checksum'])
      .orderBy('name')
      .execute();
    expect(recorded).toEqual(migrations.map(({ name, checksum }) => ({ name, checksum })));
  });

  it('apply nothing the second time', async () => {
    expect(await migrate(empty.database)).toEqual([]);
  });

  it('refuse to start when an applied migration was edited', async () => {
    const [first, ...rest] = await loadMigrations();
    if (!first) throw new Error('no migrations');

    await expect(migrate(empty.database, [{ ...first, checksum: 'edited' }, ...rest])).rejects.toThrow(
      /changed after it was applied/,
    );
  });

  it('roll a failing migration back entirely and do not record it', async () => {
    const broken = {
      name: '999_broken.sql',
      checksum: 'x',
      sql: 'CREATE TABLE half_done (id integer); SELECT * FROM no_such_table;',
    };

    await expect(migrate(empty.database, [broken])).rejects.toThrow(/no_such_table/);

    const tables = (await empty.database.db.introspection.getTables()).map((table) => table.name);
    expect(tables).not.toContain('half_done');
    const recorded = await empty.database.db
      .selectFrom('schema_migrations')
      .select('name')
      .where('name', '=', broken.name)
      .execute();
    expect(recorded).toEqual([]);
  });

  it('read bigint and numeric as numbers and dates as calendar strings, the same on both engines', async () => {
    const row = await sql<{ pence: number; rate: number; day: string; at: Date }>`
      SELECT 9007199254740991::bigint AS pence, 7.50::numeric(5, 2) AS rate, '2026-03-29'::date AS day, now() AS at
    `.execute(empty.database.db);

    expect(row.rows[0]).toEqual({ pence: 9007199254740991, rate: 7.5, day: '2026-03-29', at: expect.any(Date) });
  });

  it('refuse a bigint a JS number cannot hold exactly', async () => {
    await expect(sql`SELECT 9007199254740993::bigint AS pence`.execute(empty.database.db)).rejects.toThrow(
      /safe range/,
    );
  });
});
