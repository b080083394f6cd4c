// Bulk background money for bench-dashboard.ts: many investors, each with pay-ins (a provider operation and its
// ledger transaction) and e-wallet investments (pledge, investment, wallet → project transfer), plus a follow each.
//
// The ledger's row triggers (balance upkeep, balanced-at-commit) would cost one UPDATE of the clearing account per
// entry, so the load runs with triggers off (session_replication_role = replica, a superuser's bulk path) and then
// keeps the ledger's invariants itself: balances are set to the sum of their entries, the CHECKs still refuse a
// negative wallet, and checkLedgerInvariants verifies every transaction balances and the balances sum to zero.
import type pg from 'pg';

/** Ledger transactions per background investor: alternately a £100 pay-in and a £50 investment. */
export const TRANSACTIONS_PER_INVESTOR = 50;

export async function loadBackgroundEntries(
  client: pg.Client,
  batch: string,
  entries: number,
  target: { projectId: number; projectWalletId: number; clearingId: number; passwordHash: string },
): Promise<void> {
  const investors = Math.max(1, Math.round(entries / (2 * TRANSACTIONS_PER_INVESTOR)));
  await client.query('BEGIN');
  try {
    await client.query('SET LOCAL session_replication_role = replica');
    await client.query(
      `INSERT INTO users (email, role, status, password_hash, full_name)
       SELECT 'bench-' || $1 || '-' || g || '@example.co.uk', 'INVESTOR', 'ACTIVE', $2, 'Bench Investor'
       FROM generate_series(1, $3::int) g`,
      [batch, target.passwordHash, investors],
    );
    await client.query(
      `CREATE TEMP TABLE bench_wallets ON COMMIT DROP AS
       WITH inserted AS (
         INSERT INTO ledger_accounts (kind, user_id)
         SELECT 'USER_WALLET', id FROM users WHERE email LIKE 'bench-' || $1 || '-%'
         RETURNING id, user_id)
       SELECT * FROM inserted`,
      [batch],
    );
    await client.query(`INSERT INTO project_follows (user_id, project_id) SELECT user_id, $1 FROM bench_wallets`, [
      target.projectId,
    ]);
    // One row per ledger transaction to post: ids follow the identity's current end, dates spread over two years.
    await client.query(
      `CREATE TEMP TABLE bench_plan ON COMMIT DROP AS
       SELECT (SELECT coalesce(max(id), 0) FROM ledger_transactions) + row_number() OVER () AS tx_id,
              w.id AS wallet_id, w.user_id, k % 2 = 0 AS pay_in,
              now() - (random() * interval '730 days') AS at
       FROM bench_wallets w CROSS JOIN generate_series(0, $1::int - 1) k`,
      [TRANSACTIONS_PER_INVESTOR],
    );
    await client.query(
      `INSERT INTO ledger_transactions (id, kind, description, created_at) OVERRIDING SYSTEM VALUE
       SELECT tx_id, CASE WHEN pay_in THEN 'PAY_IN' ELSE 'TRANSFER_TO_PROJECT' END, 'bench', at FROM bench_plan`,
    );
    await client.query(
      `INSERT INTO ledger_entries (transaction_id, account_id, amount_pence, created_at)
       SELECT tx_id, CASE WHEN pay_in THEN $1::int ELSE wallet_id END, CASE WHEN pay_in THEN -10000 ELSE -5000 END, at
       FROM bench_plan
       UNION ALL
       SELECT tx_id, CASE WHEN pay_in THEN wallet_id ELSE $2::int END, CASE WHEN pay_in THEN 10000 ELSE 5000 END, at
       FROM bench_plan`,
      [target.clearingId, target.projectWalletId],
    );
    await client.query(
      `INSERT INTO payment_provider_operations
         (user_id, kind, amount_pence, status, provider_reference, ledger_transaction_id, created_at, settled_at)
       SELECT user_id, 'PAY_IN', 10000, 'SUCCEEDED', 'bench-' || tx_id, tx_id, at, at FROM bench_plan WHERE pay_in`,
    );
    await client.query(
      `CREATE TEMP TABLE bench_pledges ON COMMIT DROP AS
       WITH inserted AS (
         INSERT INTO pledges (user_id, project_id, invest_strategy, short_amount_pence, status, source, created_at,
                              completed_at)
         SELECT user_id, $1, 'DEBT', 5000, 'COMPLETED', 'E_WALLET', at, at FROM bench_plan WHERE NOT pay_in
         RETURNING id, user_id, created_at)
       SELECT * FROM inserted`,
      [target.projectId],
    );
    await client.query(
      `INSERT INTO investments (pledge_id, user_id, project_id, term, invest_strategy, amount_pence, source, status,
                                reference_number, ledger_transaction_id, created_at, paid_at)
       SELECT p.id, p.user_id, $1, 'SHORT', 'DEBT', 5000, 'E_WALLET', 'SUCCEEDED', 'KSB' || lpad(p.id::text, 9, '0'),
              plan.tx_id, p.created_at, p.created_at
       FROM bench_pledges p
       JOIN bench_plan plan ON plan.user_id = p.user_id AND plan.at = p.created_at AND NOT plan.pay_in`,
      [target.projectId],
    );
    await client.query(
      `SELECT setval(pg_get_serial_sequence('ledger_transactions', 'id'), (SELECT max(id) FROM ledger_transactions))`,
    );
    // The balances the triggers would have kept, for every account this batch touched.
    await client.query(
      `UPDATE ledger_accounts account SET balance_pence = sums.total
       FROM (SELECT account_id, sum(amount_pence) AS total FROM ledger_entries
             WHERE account_id IN (SELECT id FROM bench_wallets) OR account_id IN ($1::int, $2::int)
             GROUP BY account_id) sums
       WHERE account.id = sums.account_id`,
      [target.clearingId, target.projectWalletId],
    );
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
  // Vacuumed as well as analysed, so autovacuum does not start on the new rows while the bench measures.
  await client.query('VACUUM ANALYZE');
}

/** The invariants the triggers keep, checked over the whole ledger after a bulk load. */
export async function checkLedgerInvariants(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ unbalanced: string; mismatched: string; total: string; negative: string }>(
    `SELECT
       (SELECT count(*) FROM (SELECT 1 FROM ledger_entries GROUP BY transaction_id
                              HAVING sum(amount_pence) <> 0 OR count(*) < 2) t) AS unbalanced,
       (SELECT count(*) FROM ledger_accounts a
          WHERE a.balance_pence <> (SELECT coalesce(sum(amount_pence), 0) FROM ledger_entries e
                                    WHERE e.account_id = a.id)) AS mismatched,
       (SELECT sum(balance_pence) FROM ledger_accounts) AS total,
       (SELECT count(*) FROM ledger_accounts
          WHERE kind NOT IN ('PLATFORM', 'PROVIDER_CLEARING') AND balance_pence < 0) AS negative`,
  );
  const row = rows[0];
  if (!row || Number(row.unbalanced) + Number(row.mismatched) + Number(row.negative) !== 0 || Number(row.total) !== 0) {
    throw new Error(`the bulk load broke the ledger's invariants: ${JSON.stringify(row)}`);
  }
}
