import type { FastifyReply } from 'fastify';
import type { AppContext } from '../app-context.ts';
import type { ServiceHandlers } from '../contract/operation-types.ts';
import { inviteInvestor, requestInvitation } from '../invitations/service.ts';
import { changePassword } from '../passwords/change-password.ts';
import { restorePassword, sendRestorePasswordLink } from '../passwords/restore-password.ts';
import { registerInvestor } from '../registration/service.ts';
import { signedInUser } from './authenticate.ts';
import { requireRole } from './require-role.ts';
import { signIn } from './sign-in.ts';

type AuthOperations =
  | 'login'
  | 'register'
  | 'requestInvite'
  | 'sendInvite'
  | 'sendRestorePasswordLink'
  | 'restorePassword'
  | 'changePassword';

/** Fastify only sends an empty answer from an async handler when the status says there is no content. */
function noContent(reply: FastifyReply): void {
  reply.code(204);
}

export function authRoutes(context: AppContext): Pick<ServiceHandlers, AuthOperations> {
  return {
    login: async (request) => signIn(context, request.body, request.ip),
    register: async (request) => registerInvestor(context, request.body, request.ip, request.log),
    requestInvite: async (request, reply) => {
      await requestInvitation(context, request.body, request.ip);
      noContent(reply);
    },
    sendInvite: async (request, reply) => {
      await inviteInvestor(context, requireRole(request, 'ADMIN'), request.body);
      noContent(reply);
    },
    sendRestorePasswordLink: async (request, reply) => {
      await sendRestorePasswordLink(context, request.query.email, request.ip, request.log);
      noContent(reply);
    },
    restorePassword: async (request, reply) => {
      await restorePassword(context, request.body, request.ip);
      noContent(reply);
    },
    changePassword: async (request) => changePassword(context, signedInUser(request), request.body),
  };
}
