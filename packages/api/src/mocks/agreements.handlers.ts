import { HttpResponse } from 'msw';
import { demoAgreementLogs, demoAgreements } from '../fixtures/index.ts';
import { DEMO_PDF } from './demo-pdf.ts';
import { errorResponse } from './error-response.ts';
import { http } from './http.ts';
import { listPage } from './paging.ts';
import { signedInUser } from './session.ts';
import type { AgreementSortColumn } from '../types.ts';

const findAgreement = (id: number | string) => demoAgreements.find((agreement) => agreement.id === Number(id));

export const agreementsHandlers = {
  listAgreements: http.get('/agreements', ({ request, query, response }) => {
    if (!signedInUser(request)) return errorResponse(6);
    const status = query.get('status');
    const { page, count } = listPage(
      demoAgreements.filter((agreement) => !status || agreement.status === status),
      request,
      {
        defaultLimit: 20,
        searchIn: (agreement) => [agreement.projectName, agreement.userName],
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
    if (!signedInUser(request)) return errorResponse(6);
    const agreement = findAgreement(params.id);
    return agreement ? response(200).json(agreement) : errorResponse(10);
  }),

  listAgreementLogs: http.get('/agreements/{id}/logs', ({ request, params, response }) => {
    const user = signedInUser(request);
    if (!user) return errorResponse(6);
    if (user.role !== 'ADMIN') return errorResponse(11);
    return findAgreement(params.id) ? response(200).json({ logs: [...demoAgreementLogs] }) : errorResponse(10);
  }),

  downloadAgreement: http.get('/agreements/{id}/document', ({ request, params, response }) => {
    if (!signedInUser(request)) return errorResponse(6);
    if (!findAgreement(params.id)) return errorResponse(10);
    // openapi-msw types text helpers for text/* only; a PDF goes through its untyped escape hatch.
    return response.untyped(
      new HttpResponse(DEMO_PDF, {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename="agreement-${params.id}.pdf"`,
        },
      }),
    );
  }),
};
