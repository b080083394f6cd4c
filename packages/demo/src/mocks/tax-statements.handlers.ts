import type { TaxStatementRun } from '@keystone/api';
import { HttpResponse } from 'msw';
import { taxYearOf } from '@keystone/flows/tax';
import { DEMO_TODAY, demoPeople, demoTaxStatementRuns, demoTaxStatementYears } from '../fixtures/index.ts';
import { DEMO_PDF } from './demo-pdf.ts';
import { errorResponse } from './error-response.ts';
import { http } from './http.ts';
import { forgetOnReset } from './mock-memory.ts';
import { signedInUser } from './session.ts';

// Issue 35 §1: the investor's tax statements and the admin's runs, answered from the fixtures. A run the admin
// starts is PENDING on the first listing after it and DONE on the next, as the job would finish it.

/** A zip with no entries: only its end-of-central-directory record. */
const EMPTY_ZIP = Uint8Array.from([0x50, 0x4b, 0x05, 0x06, ...Array<number>(18).fill(0)]);
const CSV_HEADER =
  'Tax year,Investor number,Investor,E-mail,Investment,Project,Term,In the ISA,Gross interest (£),Loss recorded (£)';

let started: TaxStatementRun[] = [];
let listings = 0;
forgetOnReset(() => {
  started = [];
  listings = 0;
});

const requireAdmin = (request: Request) => {
  const user = signedInUser(request);
  if (!user) return errorResponse(6);
  return user.role === 'ADMIN' ? null : errorResponse(11);
};

/** The demo investor has years; every other investor none. */
const investorYears = (userId: number) => (userId === demoPeople.approvedInvestor.user.id ? demoTaxStatementYears : []);

/** The statement file as the server sends it: the demo's blank PDF, or a CSV of its header alone. */
function statementFile(request: Request, userId: number, taxYear: number) {
  const csv = new URL(request.url).searchParams.get('format') === 'csv';
  const fileName = `tax-statement-${taxYear}-${userId}.${csv ? 'csv' : 'pdf'}`;
  return new HttpResponse(csv ? `${CSV_HEADER}\r\n` : DEMO_PDF, {
    headers: {
      'Content-Type': csv ? 'text/csv; charset=utf-8' : 'application/pdf',
      'Content-Disposition': `attachment; filename="${fileName}"`,
    },
  });
}

export const taxStatementsHandlers = {
  listTaxStatements: http.get('/tax-statements', ({ request, response }) => {
    const user = signedInUser(request);
    if (!user) return errorResponse(6);
    if (user.role !== 'INVESTOR') return errorResponse(11);
    return response(200).json({ years: investorYears(user.id) });
  }),

  getTaxStatement: http.get('/tax-statements/{taxYear}', ({ request, params, response }) => {
    const user = signedInUser(request);
    if (!user) return errorResponse(6);
    if (user.role !== 'INVESTOR') return errorResponse(11);
    const taxYear = Number(params.taxYear);
    if (!investorYears(user.id).some((year) => year.taxYear === taxYear)) return errorResponse(42);
    // openapi-msw types text helpers for text/* only; a PDF goes through its untyped escape hatch.
    return response.untyped(statementFile(request, user.id, taxYear));
  }),

  getUserTaxStatement: http.get('/users/{id}/tax-statements/{taxYear}', ({ request, params, response }) => {
    const refused = requireAdmin(request);
    if (refused) return refused;
    const taxYear = Number(params.taxYear);
    if (taxYear > taxYearOf(DEMO_TODAY)) return errorResponse(42);
    return response.untyped(statementFile(request, Number(params.id), taxYear));
  }),

  listTaxStatementRuns: http.get('/tax-statement-runs', ({ request, response }) => {
    const refused = requireAdmin(request);
    if (refused) return refused;
    listings += 1;
    if (listings > 1) {
      started = started.map((run) =>
        run.status === 'PENDING'
          ? {
              ...run,
              status: 'DONE',
              investorCount: 14,
              finishedAt: new Date(DEMO_TODAY.getTime() + 90_000).toISOString(),
            }
          : run,
      );
    }
    return response(200).json({ items: [...started, ...demoTaxStatementRuns] });
  }),

  startTaxStatementRun: http.post('/tax-statement-runs', async ({ request, response }) => {
    const refused = requireAdmin(request);
    if (refused) return refused;
    const { taxYear } = await request.json();
    if (taxYear > taxYearOf(DEMO_TODAY)) {
      return errorResponse(2, { fieldErrors: [{ field: 'taxYear', message: 'The tax year has not started yet' }] });
    }
    const pending = started.find((run) => run.taxYear === taxYear && run.status === 'PENDING');
    if (pending) return response(202).json(pending);
    const run: TaxStatementRun = {
      id: 100 + started.length,
      taxYear,
      status: 'PENDING',
      investorCount: null,
      requestedBy: signedInUser(request)?.fullName ?? 'Admin',
      requestedAt: DEMO_TODAY.toISOString(),
      finishedAt: null,
      failureReason: null,
    };
    started = [run, ...started];
    // The next listing shows it PENDING, the one after DONE.
    listings = 0;
    return response(202).json(run);
  }),

  getTaxStatementRunFile: http.get('/tax-statement-runs/{id}/file', ({ request, params, response }) => {
    const refused = requireAdmin(request);
    if (refused) return refused;
    const run = [...started, ...demoTaxStatementRuns].find((candidate) => candidate.id === Number(params.id));
    if (run?.status !== 'DONE') return errorResponse(42);
    return response.untyped(
      new HttpResponse(EMPTY_ZIP, {
        headers: {
          'Content-Type': 'application/zip',
          'Content-Disposition': `attachment; filename="tax-statements-${run.taxYear}-run-${run.id}.zip"`,
        },
      }),
    );
  }),
};
