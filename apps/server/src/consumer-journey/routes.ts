import { PAGE_SIZE } from '@keystone/flows/constants';
import type { AppContext } from '../context/app-context.ts';
import { requireRole } from '../auth/require-role.ts';
import type { ServiceHandlers } from '../contract/operation-types.ts';
import { AppError } from '../errors/app-error.ts';
import { fileViewer } from '../files/viewer.ts';
import { sendPdf } from '../pdf/send-pdf.ts';
import {
  getConsumerJourney,
  getUserConsumerJourneyLog,
  recordConsumerJourneyEvent,
  userConsumerJourneyDocument,
} from './service.ts';

/**
 * The FCA consumer journey before a first pledge (issue 24 §3): where the investor stands, and its log; the admin
 * reads a user's log, and downloads it as a PDF (§7).
 */
export function consumerJourneyRoutes(app: AppContext): Partial<ServiceHandlers> {
  return {
    getConsumerJourney: async (request) => {
      const { id } = requireRole(request, 'INVESTOR');
      return getConsumerJourney(app, id);
    },
    recordConsumerJourneyEvent: async (request) => {
      const { id } = requireRole(request, 'INVESTOR');
      return recordConsumerJourneyEvent(app, { ...request.body, userId: id, ip: request.ip });
    },
    getUserConsumerJourneyLog: async (request) => {
      requireRole(request, 'ADMIN');
      const { limit = PAGE_SIZE.adminLists, offset = 0 } = request.query;
      return getUserConsumerJourneyLog(app, request.params.id, { limit, offset });
    },
    // Opened as a link, so the session cookie will do (`fileViewer`), as for the agreement's audit log.
    downloadUserConsumerJourneyLog: async (request, reply) => {
      if (fileViewer(request).role !== 'ADMIN') throw new AppError(11);
      const document = await userConsumerJourneyDocument(app, request.params.id);
      return sendPdf(reply, document, request.query.download);
    },
  };
}
