import type { AppContext } from '../context/app-context.ts';
import { requireRole } from '../auth/require-role.ts';
import { noContent } from '../contract/no-content.ts';
import type { ServiceHandlers } from '../contract/operation-types.ts';
import { inviteInvestor, requestInvitation } from './service.ts';

export function invitationRoutes(app: AppContext): Partial<ServiceHandlers> {
  return {
    requestInvite: async (request, reply) => {
      await requestInvitation(app, request.body, request.ip);
      noContent(reply);
    },
    sendInvite: async (request, reply) => {
      await inviteInvestor(app, requireRole(request, 'ADMIN'), request.body);
      noContent(reply);
    },
  };
}
