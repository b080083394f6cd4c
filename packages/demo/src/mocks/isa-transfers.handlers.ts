import type { IsaTransfer, IsaTransferRecord, IsaTransferRejection, IsaTransferRequest } from '@keystone/api';
import {
  ISA_TRANSFERS_PAGE_SIZE,
  isaReportCells,
  isaReportFileName,
  isaTransferDueBy,
  isaTransferRecordErrors,
  isaTransferRequestErrors,
  isaYearRow,
  ISA_REPORT_HEADER,
  validateIsaTransferReason,
} from '@keystone/flows/isa-transfers';
import { taxYearOf } from '@keystone/flows/tax';
import { demoIsaTransfers, demoUsers } from '../fixtures/index.ts';
import { errorResponse } from './error-response.ts';
import { http } from './http.ts';
import { forgetOnReset } from './mock-memory.ts';
import { listPage } from './paging.ts';
import { signedInUser } from './session.ts';

/** The transfers the mock holds in one visit: the demo's, then what was asked, cancelled, recorded or rejected. */
let transfers: IsaTransfer[] = [...demoIsaTransfers];
const answeredByKey = new Map<string, IsaTransfer>();
forgetOnReset(() => {
  transfers = [...demoIsaTransfers];
  answeredByKey.clear();
});

const fieldRefusal = (errors: Partial<Record<string, string>>) => {
  const fieldErrors = Object.entries(errors).flatMap(([field, message]) => (message ? [{ field, message }] : []));
  return fieldErrors.length > 0 ? errorResponse(2, { fieldErrors }) : null;
};

const replace = (changed: IsaTransfer) => {
  transfers = transfers.map((transfer) => (transfer.id === changed.id ? changed : transfer));
  return changed;
};

/** The report of the mock's completed transfers in, one row each, the tax year by London time (flows `taxYearOf`). */
function reportCsv(taxYear: number): string {
  const inYear = transfers.filter(
    (transfer) =>
      transfer.status === 'COMPLETED' &&
      transfer.decidedAt !== null &&
      taxYearOf(new Date(transfer.decidedAt)) === taxYear,
  );
  const rows = inYear.map((transfer) =>
    isaReportCells(
      isaYearRow({
        fullName: transfer.investorName,
        email: Object.values(demoUsers).find((user) => user.id === transfer.userId)?.email ?? '',
        subscribedPence: 0,
        replacedPence: 0,
        withdrawnPence: 0,
        transferredInCurrentYearPence: transfer.currentYearPence ?? 0,
        transferredInEarlierPence: (transfer.recordedAmountPence ?? 0) - (transfer.currentYearPence ?? 0),
        transferredOutPence: 0,
        cashAtYearEndPence: transfer.recordedAmountPence ?? 0,
        outstandingPrincipalPence: 0,
      }),
    ),
  );
  return [ISA_REPORT_HEADER.join(','), ...rows.map((row) => row.join(','))].join('\r\n') + '\r\n';
}

export const isaTransfersHandlers = {
  listIsaTransfers: http.get('/isa/transfers', ({ request, response }) => {
    const user = signedInUser(request);
    if (!user) return errorResponse(6);
    if (user.role !== 'INVESTOR') return errorResponse(11);
    const own = transfers.filter((transfer) => transfer.userId === user.id).sort((a, b) => b.id - a.id);
    const { page, count } = listPage(own, request, { defaultLimit: ISA_TRANSFERS_PAGE_SIZE });
    return response(200).json({ transfers: page, count });
  }),

  requestIsaTransfer: http.post('/isa/transfers', async ({ request, response }) => {
    const user = signedInUser(request);
    if (!user) return errorResponse(6);
    if (user.role !== 'INVESTOR') return errorResponse(11);
    const body = (await request.json()) as IsaTransferRequest;
    const refused = fieldRefusal(isaTransferRequestErrors(body));
    if (refused) return refused;
    const now = new Date();
    const created: IsaTransfer = {
      id: Math.max(0, ...transfers.map((transfer) => transfer.id)) + 1,
      userId: user.id,
      investorName: user.fullName ?? user.email,
      direction: body.direction,
      otherManager: body.otherManager.trim(),
      otherReference: body.otherReference.trim(),
      years: body.years,
      amountPence: body.amountPence ?? null,
      status: 'REQUESTED',
      requestedAt: now.toISOString(),
      dueBy: isaTransferDueBy(now).toISOString(),
      decidedAt: null,
      recordedAmountPence: null,
      currentYearPence: null,
      reason: null,
    };
    transfers = [created, ...transfers];
    return response(200).json(created);
  }),

  cancelIsaTransfer: http.post('/isa/transfers/{id}/cancel', ({ request, params, response }) => {
    const user = signedInUser(request);
    if (!user) return errorResponse(6);
    if (user.role !== 'INVESTOR') return errorResponse(11);
    const transfer = transfers.find((candidate) => candidate.id === Number(params.id));
    if (!transfer || transfer.userId !== user.id) return errorResponse(10);
    if (transfer.status !== 'REQUESTED') return errorResponse(57);
    return response(200).json(replace({ ...transfer, status: 'CANCELLED', decidedAt: new Date().toISOString() }));
  }),

  listAllIsaTransfers: http.get('/isa-transfers', ({ request, query, response }) => {
    const user = signedInUser(request);
    if (!user) return errorResponse(6);
    if (user.role !== 'ADMIN') return errorResponse(11);
    const status = query.get('status');
    const matching = transfers
      .filter((transfer) => status === null || transfer.status === status)
      .sort((a, b) => a.id - b.id);
    const { page, count } = listPage(matching, request, { defaultLimit: ISA_TRANSFERS_PAGE_SIZE });
    return response(200).json({ transfers: page, count });
  }),

  recordIsaTransfer: http.post('/isa-transfers/{id}/record', async ({ request, params, response }) => {
    const user = signedInUser(request);
    if (!user) return errorResponse(6);
    if (user.role !== 'ADMIN') return errorResponse(11);
    const transfer = transfers.find((candidate) => candidate.id === Number(params.id));
    if (!transfer) return errorResponse(42);
    const key = request.headers.get('idempotency-key');
    const earlier = key === null ? undefined : answeredByKey.get(`${user.id}:${key}`);
    if (earlier) return response(200).json(earlier);
    if (transfer.status !== 'REQUESTED') return errorResponse(57);
    const body = (await request.json()) as IsaTransferRecord;
    const refused = fieldRefusal(isaTransferRecordErrors(body, transfer.years));
    if (refused) return refused;
    const recorded = replace({
      ...transfer,
      status: 'COMPLETED',
      decidedAt: new Date().toISOString(),
      recordedAmountPence: body.amountPence,
      currentYearPence: body.currentYearPence,
    });
    if (key !== null) answeredByKey.set(`${user.id}:${key}`, recorded);
    return response(200).json(recorded);
  }),

  rejectIsaTransfer: http.post('/isa-transfers/{id}/reject', async ({ request, params, response }) => {
    const user = signedInUser(request);
    if (!user) return errorResponse(6);
    if (user.role !== 'ADMIN') return errorResponse(11);
    const transfer = transfers.find((candidate) => candidate.id === Number(params.id));
    if (!transfer) return errorResponse(42);
    const body = (await request.json()) as IsaTransferRejection;
    const refused = fieldRefusal({ reason: validateIsaTransferReason(body.reason) });
    if (refused) return refused;
    if (transfer.status !== 'REQUESTED') return errorResponse(57);
    return response(200).json(
      replace({ ...transfer, status: 'REJECTED', decidedAt: new Date().toISOString(), reason: body.reason.trim() }),
    );
  }),

  getIsaAnnualReport: http.get('/isa-reports/{taxYear}', ({ request, params, response }) => {
    const user = signedInUser(request);
    if (!user) return errorResponse(6);
    if (user.role !== 'ADMIN') return errorResponse(11);
    const taxYear = Number(params.taxYear);
    return response(200).text(reportCsv(taxYear), {
      headers: { 'Content-Disposition': `attachment; filename="${isaReportFileName(taxYear)}"` },
    });
  }),
};
