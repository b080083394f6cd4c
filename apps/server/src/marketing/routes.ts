import type { FastifyReply } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { signedInUser } from '../auth/authenticate.ts';
import type { ServiceHandlers } from '../contract/operation-types.ts';
import { sendContactRequest } from './service.ts';

/** Fastify only sends an empty answer from an async handler when the status says there is no content. */
function noContent(reply: FastifyReply): void {
  reply.code(204);
}

export function marketingRoutes(context: AppContext): Pick<ServiceHandlers, 'sendContactRequest'> {
  return {
    sendContactRequest: async (request, reply) => {
      await sendContactRequest(context, signedInUser(request), request.body);
      noContent(reply);
    },
  };
}
