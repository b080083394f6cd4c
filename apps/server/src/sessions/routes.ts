import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context/app-context.ts';
import { signedInUser } from '../auth/authenticate.ts';
import { clearSessionCookie, setSessionCookie } from '../auth/session-cookie.ts';
import { knownDeviceId, setDeviceCookie } from '../auth/device-cookie.ts';
import { noContent } from '../contract/no-content.ts';
import type { ServiceHandlers } from '../contract/operation-types.ts';
import {
  endCallersSession,
  endOtherSessions,
  listSessions,
  signIn,
  signOut,
  type SignInOrigin,
  type StartedSession,
} from './service.ts';
import { requestOrigin } from './last-seen.ts';

export function sessionRoutes(app: AppContext): Partial<ServiceHandlers> {
  return {
    login: async (request, reply) => {
      const outcome = await signIn(app, request.body, signInOrigin(app, request));
      if ('secondStep' in outcome) {
        reply.code(202);
        return outcome.secondStep;
      }
      return sessionStarted(app, request, reply, outcome.signedIn);
    },
    logout: async (request, reply) => {
      await signOut(app, signedInUser(request));
      clearSessionCookie(reply, request, app);
      noContent(reply);
    },
    listSessions: (request) => listSessions(app, signedInUser(request), requestOrigin(request)),
    endSession: async (request, reply) => {
      const { own } = await endCallersSession(app, signedInUser(request), request.params.sessionId);
      // Ending the session this request came with is signing out: the browser's cookie goes too.
      if (own) clearSessionCookie(reply, request, app);
      noContent(reply);
    },
    signOutOtherSessions: async (request, reply) => {
      await endOtherSessions(app, signedInUser(request));
      noContent(reply);
    },
  };
}

/** Where the request signing in comes from, as sign-in judges and records it. */
export function signInOrigin(app: AppContext, request: FastifyRequest): SignInOrigin {
  return {
    ...requestOrigin(request),
    knownDeviceId: (userId) => knownDeviceId(app.config.jwtSecret, request.headers.cookie, userId),
  };
}

/** Sets the browser's session and device cookies for a session just begun, and answers what the contract says. */
export async function sessionStarted(
  app: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  { device, ...answer }: StartedSession,
) {
  await setSessionCookie(reply, request, app, answer.token);
  setDeviceCookie(reply, request, app, device);
  return answer;
}
