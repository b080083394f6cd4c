import {
  ISA_REPORT_HEADER,
  isaReportCells,
  isaReportFileName,
  isaYearRow,
  type IsaYearRow,
} from '@keystone/flows/isa-transfers';
import { taxYearBounds } from '@keystone/flows/tax';
import { stringify } from 'csv-stringify/sync';
import type { AppContext } from '../context/app-context.ts';
import { findCashAt, findIsaHolderPage, findOutstandingIsaPrincipalAt, findYearMovements } from './queries.ts';

/** Investors read a page at a time, so a large book is never one huge statement. */
const PAGE = 500;

/**
 * The figures of every investor who held an ISA in the tax year (6 April to 5 April, London time, flows'
 * `taxYearBounds`): the year's settled movements from the ISA's register by its `tax_year`, and the market value at
 * 5 April as the ISA's cash at the year's end instant plus the principal it still had lent then (flows `isaYearRow`).
 * An investor with nothing in the year and nothing held at its end is left out (an ISA emptied in an earlier year).
 */
export async function isaYearRows(app: AppContext, taxYear: number): Promise<IsaYearRow[]> {
  const { end } = taxYearBounds(taxYear);
  const rows: IsaYearRow[] = [];
  for (let afterUserId = 0; ;) {
    const holders = await findIsaHolderPage(app.db, { taxYear, afterUserId, limit: PAGE });
    if (holders.length === 0) break;
    const userIds = holders.map((holder) => holder.id);
    const [movements, cash, outstanding] = await Promise.all([
      findYearMovements(app.db, taxYear, userIds),
      findCashAt(
        app.db,
        holders.map((holder) => holder.account_id),
        end,
      ),
      findOutstandingIsaPrincipalAt(app.db, userIds, end),
    ]);
    const movementsOf = new Map(movements.map((row) => [row.user_id, row]));
    const cashOf = new Map(cash.map((row) => [row.account_id, Number(row.cash)]));
    const outstandingOf = new Map(outstanding.map((row) => [row.user_id, Number(row.outstanding)]));
    for (const holder of holders) {
      const moved = movementsOf.get(holder.id);
      const transferredIn = Number(moved?.transferred_in ?? 0);
      const transferredInCurrent = Number(moved?.transferred_in_current ?? 0);
      const row = isaYearRow({
        fullName: holder.full_name ?? '',
        email: holder.email,
        subscribedPence: Number(moved?.subscribed ?? 0),
        replacedPence: Number(moved?.replaced ?? 0),
        withdrawnPence: Number(moved?.withdrawn ?? 0),
        transferredInCurrentYearPence: transferredInCurrent,
        transferredInEarlierPence: transferredIn - transferredInCurrent,
        transferredOutPence: Number(moved?.transferred_out ?? 0),
        cashAtYearEndPence: cashOf.get(holder.account_id) ?? 0,
        outstandingPrincipalPence: outstandingOf.get(holder.id) ?? 0,
      });
      if (moved !== undefined || row.marketValuePence !== 0) rows.push(row);
    }
    afterUserId = userIds.at(-1) ?? afterUserId;
    if (holders.length < PAGE) break;
  }
  return rows;
}

/** GET /isa-reports/{taxYear}: the CSV, in flows' words, as the investors export is written. */
export async function getIsaAnnualReport(app: AppContext, taxYear: number): Promise<{ fileName: string; csv: string }> {
  const rows = await isaYearRows(app, taxYear);
  return {
    fileName: isaReportFileName(taxYear),
    csv: stringify([[...ISA_REPORT_HEADER], ...rows.map(isaReportCells)], {
      // Excel reads UTF-8 (the '£' of the header, accented names) only after a BOM.
      bom: true,
      record_delimiter: 'windows',
      // A cell starting with = + - @ would run as a formula in a spreadsheet.
      escape_formulas: true,
    }),
  };
}
