import type { AppContext } from '../context/app-context.ts';
import { requireRole } from '../auth/require-role.ts';
import type { ServiceHandlers } from '../contract/operation-types.ts';
import { getIsaAnnualReport } from './service.ts';

/** The admin's annual ISA report (issue 35 §2). */
export function isaReportRoutes(app: AppContext): Partial<ServiceHandlers> {
  return {
    getIsaAnnualReport: async (request, reply) => {
      requireRole(request, 'ADMIN');
      const { fileName, csv } = await getIsaAnnualReport(app, request.params.taxYear);
      reply.header('content-type', 'text/csv; charset=utf-8');
      reply.header('content-disposition', `attachment; filename="${fileName}"`);
      // Investors' names and ISA figures: no shared cache keeps them.
      reply.header('cache-control', 'private, no-store');
      return csv;
    },
  };
}
