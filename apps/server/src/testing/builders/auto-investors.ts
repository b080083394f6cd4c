import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { systemAccountId } from '../../ledger/queries.ts';
import { insertInvestor, type TestDeclaration } from './users.ts';

// Many auto-investors at once, for the allocation's race and crash tests and `pnpm bench:auto-invest`: the
// allocation helper's builder (allocation.test-support.ts) writes one authority at a time through the same rows a
// signing writes, which for 10,000 investors would take minutes. Here one investor is made as insertInvestor makes
// any (declaration, consumer journey a day ago), and its rows are copied in bulk, in one transaction, to `count`
// new investors, each with an e-wallet paid into through the ledger (one PAY_IN transaction each, so the ledger's
// triggers keep the balances and check each transaction balances) and an ACTIVE standing authority whose signature
// and document are file rows of their own (no bytes: nothing in the allocation reads them).

export interface AutoInvestorRules {
  amountPerProjectPence: number;
  totalInvestedPence: number;
  minRatePercent: number;
  maxTermMonths: number;
  takesShortTerm: boolean;
  takesLongTerm: boolean;
  investStrategy: 'DEBT_SECURED' | 'DEBT' | 'EQUITY' | 'SHARIA';
}

export const defaultAutoInvestorRules: AutoInvestorRules = {
  amountPerProjectPence: 100_000,
  totalInvestedPence: 10_000_000,
  minRatePercent: 5,
  maxTermMonths: 24,
  takesShortTerm: true,
  takesLongTerm: false,
  investStrategy: 'DEBT',
};

export interface AutoInvestor {
  userId: number;
  authorityId: number;
}

let batches = 0;

/**
 * `count` approved investors with `walletPence` each in the e-wallet and an ACTIVE authority under `rules` (all
 * signed at `at`), answered in the order of their authority ids.
 */
export async function insertAutoInvestors(
  db: Db,
  {
    count,
    walletPence,
    rules = defaultAutoInvestorRules,
    declaration,
    at = new Date(),
  }: {
    count: number;
    walletPence: number;
    rules?: AutoInvestorRules;
    declaration?: TestDeclaration;
    at?: Date;
  },
): Promise<AutoInvestor[]> {
  batches += 1;
  const batch = `${process.pid}-${Date.now()}-${batches}`;
  const template = await insertInvestor(db, { at, ...(declaration ? { declaration } : {}) });
  const clearing = await systemAccountId(db, 'PROVIDER_CLEARING');
  return db.transaction().execute(async (trx) => {
    const { rows: users } = await sql<{ id: number }>`
      INSERT INTO users (email, role, status, password_hash, full_name, kyc_status, investor_type)
      SELECT 'auto-' || ${batch} || '-' || g || '@example.co.uk', 'INVESTOR', 'ACTIVE', t.password_hash,
             'Auto Investor ' || g, 'APPROVED', t.investor_type
      FROM generate_series(1, ${count}::int) g CROSS JOIN (SELECT * FROM users WHERE id = ${template.id}) t
      ORDER BY g
      RETURNING id`.execute(trx);
    const ids = users.map((row) => row.id);
    await sql`CREATE TEMP TABLE auto_investors ON COMMIT DROP AS
      SELECT unnest(${ids}::int[]) AS user_id`.execute(trx);
    // Phones in a range of their own (insertInvestor's are +4477009…), one per user id.
    await sql`UPDATE users SET phone_number = '+4478' || lpad(id::text, 8, '0')
      WHERE id IN (SELECT user_id FROM auto_investors)`.execute(trx);
    await sql`INSERT INTO investor_declarations (user_id, investor_type, figures, text_version, signed_at, expires_at)
      SELECT a.user_id, d.investor_type, d.figures, d.text_version, d.signed_at, d.expires_at
      FROM auto_investors a CROSS JOIN investor_declarations d WHERE d.user_id = ${template.id}`.execute(trx);
    await sql`INSERT INTO consumer_journey_log
        (user_id, ip, step, action, place, text_version, details, occurred_at, recorded_at)
      SELECT a.user_id, j.ip, j.step, j.action, j.place, j.text_version, j.details, j.occurred_at, j.recorded_at
      FROM auto_investors a CROSS JOIN consumer_journey_log j WHERE j.user_id = ${template.id}
      ORDER BY a.user_id, j.id`.execute(trx);
    await sql`INSERT INTO ledger_accounts (kind, user_id)
      SELECT 'USER_WALLET', user_id FROM auto_investors ORDER BY user_id`.execute(trx);
    if (walletPence > 0) {
      // Ids taken from the identity's end under a lock, so each transaction's id is known to its entries.
      await sql`LOCK TABLE ledger_transactions IN SHARE ROW EXCLUSIVE MODE`.execute(trx);
      await sql`CREATE TEMP TABLE auto_investor_pay_ins ON COMMIT DROP AS
        SELECT a.user_id, w.id AS wallet_id,
               (SELECT coalesce(max(id), 0) FROM ledger_transactions) + row_number() OVER (ORDER BY a.user_id) AS tx_id
        FROM auto_investors a JOIN ledger_accounts w ON w.user_id = a.user_id AND w.kind = 'USER_WALLET'`.execute(trx);
      await sql`INSERT INTO ledger_transactions (id, kind, description, created_at) OVERRIDING SYSTEM VALUE
        SELECT tx_id, 'PAY_IN', 'Test deposit', ${at}::timestamptz FROM auto_investor_pay_ins`.execute(trx);
      await sql`SELECT setval(pg_get_serial_sequence('ledger_transactions', 'id'),
        (SELECT max(id) FROM ledger_transactions))`.execute(trx);
      await sql`INSERT INTO ledger_entries (transaction_id, account_id, amount_pence, created_at)
        SELECT tx_id, wallet_id, ${walletPence}::bigint, ${at}::timestamptz FROM auto_investor_pay_ins
        UNION ALL
        SELECT tx_id, ${clearing}::int, -${walletPence}::bigint, ${at}::timestamptz FROM auto_investor_pay_ins`.execute(
        trx,
      );
    }
    await sql`INSERT INTO uploaded_files (owner_id, storage_key, mime_type, size_bytes, sha256, purpose, created_at)
      SELECT user_id, 'auto-' || ${batch} || '-signature-' || user_id || '.png', 'image/png', 68, NULL, 'SIGNATURE', ${at}::timestamptz
      FROM auto_investors
      UNION ALL
      SELECT user_id, 'auto-' || ${batch} || '-authority-' || user_id || '.pdf', 'application/pdf', 1000,
             repeat('a', 64), 'AGREEMENT', ${at}::timestamptz
      FROM auto_investors`.execute(trx);
    const { rows } = await sql<{ user_id: number; id: number }>`
      INSERT INTO auto_invest_authorities (user_id, status, amount_per_project_pence, total_invested_pence,
        min_rate_percent, max_term_months, takes_short_term, takes_long_term, invest_strategy, source, created_at,
        signed_at, signature_file_id, document_file_id, document_sha256)
      SELECT a.user_id, 'ACTIVE', ${rules.amountPerProjectPence}::bigint, ${rules.totalInvestedPence}::bigint,
             ${rules.minRatePercent}::numeric, ${rules.maxTermMonths}::int, ${rules.takesShortTerm}::boolean,
             ${rules.takesLongTerm}::boolean, ${rules.investStrategy}, 'E_WALLET', ${at}::timestamptz, ${at}::timestamptz, s.id, d.id, d.sha256
      FROM auto_investors a
      JOIN uploaded_files s ON s.storage_key = 'auto-' || ${batch} || '-signature-' || a.user_id || '.png'
      JOIN uploaded_files d ON d.storage_key = 'auto-' || ${batch} || '-authority-' || a.user_id || '.pdf'
      ORDER BY a.user_id
      RETURNING user_id, id`.execute(trx);
    return rows
      .map((row) => ({ userId: row.user_id, authorityId: row.id }))
      .sort((a, b) => a.authorityId - b.authorityId);
  });
}
