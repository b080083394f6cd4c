import type { AppContext } from '../context/app-context.ts';
import { requireRole } from '../auth/require-role.ts';
import type { ServiceHandlers } from '../contract/operation-types.ts';
import { getConsumerJourney, recordConsumerJourneyEvent } from './service.ts';

/** The FCA consumer journey before a first pledge (issue 24 §3): where the investor stands, and its log. */
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
  };
}
