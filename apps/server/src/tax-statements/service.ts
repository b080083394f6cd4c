import { randomUUID } from 'node:crypto';
import type { TaxStatementFormat, TaxStatementRun, TaxStatementRunStart, TaxStatementYears } from '@keystone/api';
import { TAX_STATEMENT_TEXTS, taxYearBounds, taxYearOf, type TaxYear } from '@keystone/flows/tax';
import type { AppContext } from '../context/app-context.ts';
import { AppError } from '../errors/app-error.ts';
import { safeFileName } from '../projects/documents-zip.ts';
import {
  findFirstMovementAt,
  findInterestPaid,
  findInvestor,
  findInvestorsBefore,
  findLossesRecorded,
  findPendingRun,
  findRun,
  finishRun,
  insertPendingRun,
  listRuns,
  type Investor,
  type TaxStatementRunRow,
} from './queries.ts';
import { zipOf } from './run-zip.ts';
import { taxStatementsCsv } from './tax-statement-csv.ts';
import { taxStatementPdf } from './tax-statement-pdf.ts';
import { listTaxYears, taxStatementOf, taxYearTotals, type TaxStatement } from './tax-statement.ts';

// Issue 35 §1: for any tax year an investor had money with us, the gross interest received and the losses recorded
// as irrecoverable, per investment and in total, ISA and non-ISA apart; as PDF or CSV for the investor, for the
// admin of any investor, and for every investor of a year by a job (`tax-statement-job.ts`).

export const taxStatementRunQueue = 'tax-statement-run';
/** How many runs the admin's page lists. */
const RUNS_LISTED = 50;

/** The investor's years, newest first, with their totals. */
export async function listTaxStatements(app: AppContext, userId: number): Promise<TaxStatementYears> {
  const { db, clock } = app;
  const years = listTaxYears(await findFirstMovementAt(db, userId), clock.now());
  if (years.length === 0) return { years: [] };
  const [interest, losses] = await Promise.all([findInterestPaid(db, { userId }), findLossesRecorded(db, { userId })]);
  return { years: taxYearTotals(years, interest, losses) };
}

export interface StatementFile {
  fileName: string;
  contentType: string;
  body: Uint8Array | string;
}

/** The investor's own statement of a year. */
export async function getTaxStatement(
  app: AppContext,
  userId: number,
  taxYear: TaxYear,
  format: TaxStatementFormat = 'pdf',
): Promise<StatementFile> {
  const investor = await findInvestor(app.db, userId);
  if (investor === undefined) throw new AppError(13);
  return statementFile(app, await statementOfYear(app, investor, taxYear), format);
}

/** Any investor's statement of a year, for the admin: an unknown user is 404 code 13. */
export async function getUserTaxStatement(
  app: AppContext,
  userId: number,
  taxYear: TaxYear,
  format: TaxStatementFormat = 'pdf',
): Promise<StatementFile> {
  return getTaxStatement(app, userId, taxYear, format);
}

/** A year outside the investor's years (before their first movement, after the current year) is 404 code 42. */
async function statementOfYear(app: AppContext, investor: Investor, taxYear: TaxYear): Promise<TaxStatement> {
  const { db, clock } = app;
  if (!listTaxYears(await findFirstMovementAt(db, investor.id), clock.now()).includes(taxYear)) {
    throw new AppError(42);
  }
  const { start, end } = taxYearBounds(taxYear);
  const [interest, losses] = await Promise.all([
    findInterestPaid(db, { userId: investor.id, start, end }),
    findLossesRecorded(db, { userId: investor.id, start, end }),
  ]);
  return taxStatementOf(
    taxYear,
    { id: investor.id, fullName: investor.fullName, email: investor.email },
    interest,
    losses,
  );
}

async function statementFile(
  app: AppContext,
  statement: TaxStatement,
  format: TaxStatementFormat,
): Promise<StatementFile> {
  const base = `tax-statement-${statement.taxYear}-${statement.investor.id}`;
  if (format === 'csv') {
    return { fileName: `${base}.csv`, contentType: 'text/csv; charset=utf-8', body: taxStatementsCsv([statement]) };
  }
  return {
    fileName: `${base}.pdf`,
    contentType: 'application/pdf',
    body: await taxStatementPdf(statement, { firmName: app.config.firm.name, issuedAt: app.clock.now() }),
  };
}

/**
 * Starts a run of every investor's statements of a year: a PENDING row and its job, written in one transaction so
 * the job exists exactly when the run does. While a run of the year is PENDING, that run is answered instead.
 */
export async function startTaxStatementRun(
  app: AppContext,
  request: TaxStatementRunStart & { adminId: number },
): Promise<TaxStatementRun> {
  const { clock } = app;
  if (request.taxYear > taxYearOf(clock.now())) {
    throw new AppError(2, {
      fieldErrors: [{ field: 'taxYear', message: 'The tax year has not started yet' }],
    });
  }
  const runId = await app.db.transaction().execute(async (trx) => {
    const id = await insertPendingRun(trx, { taxYear: request.taxYear, requestedBy: request.adminId, at: clock.now() });
    if (id === undefined) return undefined;
    await app.jobs.send(taxStatementRunQueue, { runId: id }, { trx, singletonKey: `run-${id}` });
    return id;
  });
  const run = runId === undefined ? await findPendingRun(app.db, request.taxYear) : await findRun(app.db, runId);
  // The PENDING run that stopped ours finished in between: start again.
  if (run === undefined) return startTaxStatementRun(app, request);
  return runOf(run);
}

export async function listTaxStatementRuns(app: AppContext): Promise<{ items: TaxStatementRun[] }> {
  return { items: (await listRuns(app.db, RUNS_LISTED)).map(runOf) };
}

/** A DONE run's zip; a run not done, unknown or whose bytes are gone is 404 code 42. */
export async function getTaxStatementRunFile(
  app: AppContext,
  id: number,
): Promise<{ fileName: string; bytes: Buffer }> {
  const run = await findRun(app.db, id);
  if (run?.status !== 'DONE' || run.fileKey === null) throw new AppError(42);
  const bytes = await app.providers.storage.get(run.fileKey);
  if (bytes === undefined) throw new AppError(42);
  return { fileName: `tax-statements-${run.taxYear}-run-${run.id}.zip`, bytes };
}

/**
 * The job's work: every investor whose money had moved with us before the year's end gets a PDF, and all their
 * figures one CSV, in one zip stored under the run's own key, then the run is DONE. Making the PDFs holds no row
 * (ADDING-A-FEATURE: slow work never under a lock): a run of the job again (a retry, a crash) finds the run DONE and
 * does nothing, or makes the zip again, and only the first to finish marks the run DONE (with its own zip).
 */
export async function makeTaxStatementRun(app: AppContext, runId: number): Promise<void> {
  const { db, clock } = app;
  const run = await findRun(db, runId);
  if (run?.status !== 'PENDING') return;
  const { start, end } = taxYearBounds(run.taxYear);
  const [investors, interest, losses] = await Promise.all([
    findInvestorsBefore(db, end),
    findInterestPaid(db, { start, end }),
    findLossesRecorded(db, { start, end }),
  ]);
  const statements = investors.map((investor) =>
    taxStatementOf(
      run.taxYear,
      investor,
      interest.filter((amount) => amount.userId === investor.id),
      losses.filter((amount) => amount.userId === investor.id),
    ),
  );
  const issuedAt = clock.now();
  const title = TAX_STATEMENT_TEXTS.title(run.taxYear).replace('/', '-');
  const entries: { name: string; bytes: Uint8Array | string }[] = [];
  for (const statement of statements) {
    const { id, fullName } = statement.investor;
    entries.push({
      name: `${safeFileName(`${title} - ${id} ${fullName}`, `${title} - ${id}`)}.pdf`,
      bytes: await taxStatementPdf(statement, { firmName: app.config.firm.name, issuedAt }),
    });
  }
  entries.push({ name: `tax-statements-${run.taxYear}.csv`, bytes: taxStatementsCsv(statements) });
  // A key of its own each attempt: a storage refuses a second put under one key, and an attempt cut off after its
  // put leaves bytes no run names (the attempt that finishes names its own).
  const fileKey = `tax-statement-run-${run.id}-${randomUUID()}.zip`;
  await app.providers.storage.put(fileKey, await zipOf(entries));
  await finishRun(db, run.id, { fileKey, investorCount: statements.length, at: clock.now() });
}

/** A run that failed for good (its job's last retry): FAILED, with why. */
export async function failTaxStatementRun(app: AppContext, runId: number, reason: string): Promise<void> {
  await finishRun(app.db, runId, { failureReason: reason, at: app.clock.now() });
}

function runOf(run: TaxStatementRunRow): TaxStatementRun {
  return {
    id: run.id,
    taxYear: run.taxYear,
    status: run.status,
    investorCount: run.investorCount,
    requestedBy: run.requestedBy,
    requestedAt: run.requestedAt.toISOString(),
    finishedAt: run.finishedAt?.toISOString() ?? null,
    failureReason: run.failureReason,
  };
}
