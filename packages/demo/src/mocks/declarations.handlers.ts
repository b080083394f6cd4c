import type { InvestorDeclaration, User } from '@keystone/api';
import {
  declarationExpiresAt,
  declaredFigures,
  everydayLimitMessage,
  validateDeclarationRequest,
} from '@keystone/flows/declarations';
import { calendarDateIn } from '@keystone/flows/rules';
import { declarationStatusOf, demoDeclarationOf } from '../fixtures/index.ts';
import { errorResponse } from './error-response.ts';
import { http } from './http.ts';
import { signedInUser } from './session.ts';

// The investor's declaration by flows' rules, as the server answers it: a demo person has the one the seed signs at
// seed time (here when the mocks were loaded); what a story signs is kept until the page reloads. The mock counts
// no earlier pledges against the everyday limit.

const seededAt = new Date();
const signed = new Map<number, InvestorDeclaration>();

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
    const body = await request.json();
    const now = new Date();
    const fieldErrors = validateDeclarationRequest(body, {
      savedInvestorType: user.investorType,
      today: calendarDateIn(now),
    });
    if (fieldErrors.length > 0) return errorResponse(2, { fieldErrors });
    signed.set(user.id, {
      investorType: body.investorType,
      textVersion: body.textVersion,
      figures: declaredFigures(body.investorType, body.figures),
      signedAt: now.toISOString(),
      expiresAt: declarationExpiresAt(now).toISOString(),
    });
    return response(201).json(mockDeclarationStatus(user, now));
  }),
};
