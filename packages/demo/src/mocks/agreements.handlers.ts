import { PAGE_SIZE } from '@keystone/flows/constants';
import { HttpResponse } from 'msw';
import { assignmentText } from '@keystone/flows/resale';
import {
  demoAgreementLogs,
  demoAgreements,
  demoAutoInvestAgreements,
  demoPeople,
  demoResaleAgreements,
} from '../fixtures/index.ts';
import { demoAgreementText } from './agreement-text.ts';
import { DEMO_PDF } from './demo-pdf.ts';
import { errorResponse } from './error-response.ts';
import { http } from './http.ts';
import { listPage } from './paging.ts';
import { signedInUser } from './session.ts';
import type { Agreement, AgreementSortColumn } from '@keystone/api';
import { MOCK_PUBLIC_SETTINGS } from './mock-values.ts';

const resaleCopy = (agreement: Agreement) => demoResaleAgreements.find((copy) => copy.agreement.id === agreement.id);

/** The approved investor's pledge agreements and the two copies of the demo's resale assignment. */
const allAgreements: readonly Agreement[] = [...demoResaleAgreements.map((copy) => copy.agreement), ...demoAgreements];
/** One agreement: the listed ones, and those of Olivia's auto-invest allocations (her history links them). */
const findAgreement = (id: number | string) =>
  [...allAgreements, ...demoAutoInvestAgreements].find((agreement) => agreement.id === Number(id));

// The demo's pledge agreements are all the approved investor's, and a resale copy its side's: admins see them all,
// an investor their own.
const owner = demoPeople.approvedInvestor.user;
const mayRead = (user: { id: number; role: string }, agreement: Agreement) =>
  user.role === 'ADMIN' || user.id === (resaleCopy(agreement)?.ownerId ?? owner.id);

/** A copy's words are the assignment's (flows' `assignmentText`, signed), a pledge's the agreement's. */
function textOf(agreement: Agreement) {
  const copy = resaleCopy(agreement);
  if (!copy) return demoAgreementText(agreement);
  return assignmentText({ ...copy.facts, firm: MOCK_PUBLIC_SETTINGS.firm }, copy.facts.issuedAt);
}

/** A PDF shown in a frame, or saved as a file with `download=true`, as the server answers it. */
function pdfResponse(request: Request, fileName: string) {
  const download = new URL(request.url).searchParams.get('download') === 'true';
  return new HttpResponse(DEMO_PDF, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `${download ? 'attachment' : 'inline'}; filename="${fileName}"`,
    },
  });
}

export const agreementsHandlers = {
  listAgreements: http.get('/agreements', ({ request, query, response }) => {
    const user = signedInUser(request);
    if (!user) return errorResponse(6);
    const status = query.get('status');
    const isAdmin = user.role === 'ADMIN';
    const { page, count } = listPage(
      allAgreements.filter((agreement) => mayRead(user, agreement) && (!status || agreement.status === status)),
      request,
      {
        defaultLimit: PAGE_SIZE.adminLists,
        // As the server: the project's name and the id; the investor's name for admins only.
        searchIn: (agreement) => [
          agreement.projectName,
          String(agreement.id),
          ...(isAdmin ? [agreement.userName] : []),
        ],
        sort: {
          defaultColumn: 'id',
          defaultDirection: 'DESC',
          valueOf: (agreement, column) => agreement[column as AgreementSortColumn],
          idOf: (agreement) => agreement.id,
        },
      },
    );
    return response(200).json({ agreements: page, count });
  }),

  getAgreement: http.get('/agreements/{id}', ({ request, params, response }) => {
    const user = signedInUser(request);
    if (!user) return errorResponse(6);
    const agreement = findAgreement(params.id);
    return agreement && mayRead(user, agreement) ? response(200).json(agreement) : errorResponse(10);
  }),

  listAgreementLogs: http.get('/agreements/{id}/logs', ({ request, params, response }) => {
    const user = signedInUser(request);
    if (!user) return errorResponse(6);
    if (user.role !== 'ADMIN') return errorResponse(11);
    return findAgreement(params.id) ? response(200).json({ logs: [...demoAgreementLogs] }) : errorResponse(10);
  }),

  getAgreementText: http.get('/agreements/{id}/text', ({ request, params, response }) => {
    const user = signedInUser(request);
    if (!user) return errorResponse(6);
    const agreement = findAgreement(params.id);
    const text = agreement && mayRead(user, agreement) ? textOf(agreement) : undefined;
    return text ? response(200).json(text) : errorResponse(10);
  }),

  downloadAgreement: http.get('/agreements/{id}/document', ({ request, params, response }) => {
    const user = signedInUser(request);
    if (!user) return errorResponse(6);
    const agreement = findAgreement(params.id);
    if (!agreement || !mayRead(user, agreement)) return errorResponse(10);
    // openapi-msw types text helpers for text/* only; a PDF goes through its untyped escape hatch.
    return response.untyped(pdfResponse(request, `agreement-${params.id}.pdf`));
  }),

  downloadAgreementLogs: http.get('/agreements/{id}/logs/document', ({ request, params, response }) => {
    const user = signedInUser(request);
    if (!user) return errorResponse(6);
    if (user.role !== 'ADMIN') return errorResponse(11);
    if (!findAgreement(params.id)) return errorResponse(10);
    return response.untyped(pdfResponse(request, `agreement-${params.id}-log.pdf`));
  }),
};
