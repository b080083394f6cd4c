import type { InvestorDeclaration, User } from '@keystone/api';
import { everydayLimitMessage } from '@keystone/flows/declarations';
import { declarationStatusOf, demoDeclarationOf, signedDeclarationOf } from '../fixtures/index.ts';
import { errorResponse } from './error-response.ts';
import { http } from './http.ts';
import { forgetOnReset } from './mock-memory.ts';
import { signedInUser } from './session.ts';

// The investor's declaration by flows' rules, as the server answers it: a demo person has the one the seed signs at
// seed time (here when the mocks were loaded); what a story signs is kept until the page reloads. The mock counts
// no earlier pledges against the everyday limit.

const seededAt = new Date();
const signed = new Map<number, InvestorDeclaration>();
forgetOnReset(() => signed.clear());

const declarationOf = (user: User) => signed.get(user.id) ?? demoDeclarationOf(user, seededAt);

/** `GET /user/declaration` for the user now: what the gate before a pledge and the amount step read. */
export const mockDeclarationStatus = (user: User, now = new Date()) =>
  declarationStatusOf(user, declarationOf(user), { now });

/** The refusal `POST /pledges` answers without a current declaration (47) or past the everyday limit (45). */
export function declarationRefusal(user: User, amountPence: number) {
  const status = mockDeclarationStatus(user);
  if (!status.current) return errorResponse(47);
  const limit = status.everydayLimit;
  if (limit && amountPence > limit.leftPence) {
    return errorResponse(45, {
      message: everydayLimitMessage({ limit: limit.limitPence, left: limit.leftPence }),
      limitPence: limit.limitPence,
      leftPence: limit.leftPence,
    });
  }
  return undefined;
}

export const declarationHandlers = {
  getInvestorDeclaration: http.get('/user/declaration', ({ request, response }) => {
    const user = signedInUser(request);
    if (!user) return errorResponse(6);
    if (user.role !== 'INVESTOR') return errorResponse(11);
    return response(200).json(mockDeclarationStatus(user));
  }),

  signInvestorDeclaration: http.post('/user/declarations', async ({ request, response }) => {
    const user = signedInUser(request);
    if (!user) return errorResponse(6);
    if (user.role !== 'INVESTOR') return errorResponse(11);
    const now = new Date();
    const signing = signedDeclarationOf(user, await request.json(), now);
    if ('fieldErrors' in signing) return errorResponse(2, { fieldErrors: signing.fieldErrors });
    signed.set(user.id, signing.declaration);
    return response(201).json(mockDeclarationStatus(user, now));
  }),
};
