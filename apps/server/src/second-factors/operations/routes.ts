import type { AppContext } from '../../context/app-context.ts';
import { signedInUser } from '../../auth/authenticate.ts';
import { requireRole } from '../../auth/require-role.ts';
import { noContent } from '../../contract/no-content.ts';
import type { ServiceHandlers } from '../../contract/operation-types.ts';
import { sessionStarted, signInOrigin } from '../../sessions/routes.ts';
import {
  addPasskey,
  confirmSecondFactor,
  confirmTotpSetup,
  confirmWithPasskey,
  getSecondFactors,
  regenerateRecoveryCodes,
  removePasskey,
  removeTotp,
  resetUserSecondFactors,
  signInWithCode,
  signInWithPasskey,
  startPasskeyRegistration,
  startPasskeySignIn,
  startPasskeyStepUp,
  startTotpSetup,
} from './service.ts';

/** Second factors (issue 36): the second step of a sign-in, the step-up, and setting factors up and removing them. */
export function secondFactorRoutes(app: AppContext): Partial<ServiceHandlers> {
  return {
    signInWithCode: async (request, reply) => {
      const { recoveryCodesLeft, ...session } = await signInWithCode(app, request.body, signInOrigin(app, request));
      const answer = await sessionStarted(app, request, reply, session);
      return recoveryCodesLeft === undefined ? answer : { ...answer, recoveryCodesLeft };
    },
    startPasskeySignIn: async (request) => startPasskeySignIn(app, request.body ?? {}),
    signInWithPasskey: async (request, reply) =>
      sessionStarted(app, request, reply, await signInWithPasskey(app, request.body, signInOrigin(app, request))),
    confirmSecondFactor: async (request) =>
      confirmSecondFactor(app, signedInUser(request), request.body, signInOrigin(app, request)),
    startPasskeyStepUp: async (request) => startPasskeyStepUp(app, signedInUser(request)),
    confirmWithPasskey: async (request) =>
      confirmWithPasskey(app, signedInUser(request), request.body, signInOrigin(app, request)),
    getSecondFactors: async (request) => getSecondFactors(app, signedInUser(request)),
    startTotpSetup: async (request) => startTotpSetup(app, signedInUser(request)),
    confirmTotpSetup: async (request) =>
      confirmTotpSetup(app, signedInUser(request), request.body, signInOrigin(app, request)),
    removeTotp: async (request, reply) => {
      await removeTotp(app, signedInUser(request));
      noContent(reply);
    },
    startPasskeyRegistration: async (request) => startPasskeyRegistration(app, signedInUser(request)),
    addPasskey: async (request) => addPasskey(app, signedInUser(request), request.body, signInOrigin(app, request)),
    removePasskey: async (request, reply) => {
      await removePasskey(app, signedInUser(request), request.params.id);
      noContent(reply);
    },
    regenerateRecoveryCodes: async (request) => regenerateRecoveryCodes(app, signedInUser(request)),
    resetUserSecondFactors: async (request, reply) => {
      await resetUserSecondFactors(app, requireRole(request, 'ADMIN'), request.params.id);
      noContent(reply);
    },
  };
}
