import { PAGE_SIZE } from '@keystone/flows/constants';
import { HttpResponse } from 'msw';
import { demoAgreementLogs, demoAgreements, demoPeople } from '../fixtures/index.ts';
import { demoAgreementText } from './agreement-text.ts';
import { DEMO_PDF } from './demo-pdf.ts';
import { errorResponse } from './error-response.ts';
import { http } from './http.ts';
import { listPage } from './paging.ts';
import { signedInUser } from './session.ts';
import type { AgreementSortColumn } from '@keystone/api';

const findAgreement = (id: number | string) => demoAgreements.find((agreement) => agreement.id === Number(id));

// The demo agreements are all the approved investor's: admins see them, as does she; any other investor has none.
const owner = demoPeople.approvedInvestor.user;
const mayRead = (user: { id: number; role: string }) => user.role === 'ADMIN' || user.id === owner.id;

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
      demoAgreements.filter((agreement) => mayRead(user) && (!status || agreement.status === status)),
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
    return agreement && mayRead(user) ? response(200).json(agreement) : errorResponse(10);
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
    const text = agreement && mayRead(user) ? demoAgreementText(agreement) : undefined;
    return text ? response(200).json(text) : errorResponse(10);
  }),

  downloadAgreement: http.get('/agreements/{id}/document', ({ request, params, response }) => {
    const user = signedInUser(request);
    if (!user) return errorResponse(6);
    if (!findAgreement(params.id) || !mayRead(user)) return errorResponse(10);
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
