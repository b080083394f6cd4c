import type { AppContext } from '../context/app-context.ts';
import { signedInUser } from '../auth/authenticate.ts';
import { requireRole } from '../auth/require-role.ts';
import type { ServiceHandlers } from '../contract/operation-types.ts';
import { AppError } from '../errors/app-error.ts';
import { fileViewer } from '../files/viewer.ts';
import { sendPdf } from '../pdf/send-pdf.ts';
import { sortableColumns, type AgreementSortColumn } from './queries.ts';
import {
  agreementDocument,
  agreementLogDocument,
  agreementTextOf,
  getAgreement,
  listAgreementLogs,
  listAgreements,
} from './service.ts';

/** The contract's enum already refuses other columns; this whitelist is what actually reaches the SQL. */
function sortColumn(column: string | undefined): AgreementSortColumn {
  if (column === undefined) return 'id';
  if (!Object.hasOwn(sortableColumns, column)) {
    throw new AppError(2, {
      fieldErrors: [{ field: 'column', message: `Must be one of: ${Object.keys(sortableColumns).join(', ')}` }],
    });
  }
  return column as AgreementSortColumn;
}

/**
 * Issue 13 'Agreements': investors their own, admins all. The two PDFs are shown in frames and opened as links, so
 * they accept the session cookie as `GET /files/{key}` does (`fileViewer`).
 */
export function agreementRoutes(app: AppContext): Partial<ServiceHandlers> {
  return {
    listAgreements: async (request) => {
      const { limit = 20, offset = 0, status, searchTerm, column, direction = 'DESC' } = request.query;
      return listAgreements(app, signedInUser(request), {
        limit,
        offset,
        column: sortColumn(column),
        direction,
        ...(status === undefined ? {} : { status }),
        ...(searchTerm === undefined ? {} : { searchTerm }),
      });
    },
    getAgreement: async (request) => getAgreement(app, signedInUser(request), request.params.id),
    getAgreementText: async (request, reply) => {
      const text = await agreementTextOf(app, signedInUser(request), request.params.id);
      // An agreement names the investor and the sums: no shared cache keeps it.
      reply.header('cache-control', 'private, no-store');
      return text;
    },
    listAgreementLogs: async (request) => ({
      logs: await listAgreementLogs(app, requireRole(request, 'ADMIN'), request.params.id),
    }),
    downloadAgreement: async (request, reply) => {
      const document = await agreementDocument(app, fileViewer(request), request.params.id);
      return sendPdf(reply, document, request.query.download);
    },
    downloadAgreementLogs: async (request, reply) => {
      const viewer = fileViewer(request);
      if (viewer.role !== 'ADMIN') throw new AppError(11);
      return sendPdf(reply, await agreementLogDocument(app, viewer, request.params.id), request.query.download);
    },
  };
}
