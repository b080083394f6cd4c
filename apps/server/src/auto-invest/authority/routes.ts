import { signedInUser } from '../../auth/authenticate.ts';
import { requireRole } from '../../auth/require-role.ts';
import type { AppContext } from '../../context/app-context.ts';
import { noContent } from '../../contract/no-content.ts';
import type { ServiceHandlers } from '../../contract/operation-types.ts';
import { sendPdf } from '../../pdf/send-pdf.ts';
import {
  authorityDocument,
  getAutoInvest,
  sendAutoInvestSms,
  setAutoInvestState,
  signAutoInvestAuthority,
  startAutoInvest,
  updateAutoInvestRules,
} from './service.ts';

/** The investor's standing authority (issue 38 §1): read it, sign it by SMS, change its rules and its state. */
export function autoInvestAuthorityRoutes(app: AppContext): Partial<ServiceHandlers> {
  return {
    getAutoInvest: async (request) => getAutoInvest(app, requireRole(request, 'INVESTOR').id),
    startAutoInvest: async (request, reply) => {
      const { id } = requireRole(request, 'INVESTOR');
      const answer = await startAutoInvest(app, { rules: request.body, userId: id, ip: request.ip });
      reply.code(201);
      return answer;
    },
    sendAutoInvestSms: async (request, reply) => {
      const { id } = requireRole(request, 'INVESTOR');
      await sendAutoInvestSms(app, { userId: id, authorityId: request.params.id, ip: request.ip });
      noContent(reply);
    },
    signAutoInvestAuthority: async (request) => {
      const { id } = requireRole(request, 'INVESTOR');
      return signAutoInvestAuthority(app, {
        ...request.body,
        userId: id,
        authorityId: request.params.id,
        ip: request.ip,
      });
    },
    getAutoInvestAuthorityDocument: async (request, reply) => {
      const document = await authorityDocument(app, signedInUser(request), request.params.id);
      return sendPdf(reply, document, request.query.download);
    },
    updateAutoInvestRules: async (request) => {
      const { id } = requireRole(request, 'INVESTOR');
      return updateAutoInvestRules(app, { rules: request.body, userId: id, ip: request.ip });
    },
    setAutoInvestState: async (request) => {
      const { id } = requireRole(request, 'INVESTOR');
      return setAutoInvestState(app, { state: request.body.state, userId: id, ip: request.ip });
    },
  };
}
