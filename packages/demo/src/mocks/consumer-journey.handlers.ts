import type { ConsumerJourney, User } from '@keystone/api';
import {
  CONSUMER_JOURNEY_TEXTS,
  CONSUMER_JOURNEY_TEXT_VERSIONS,
  consumerJourneyEventMismatch,
  consumerJourneyStep,
  coolingOffEndsAt,
  type ConsumerJourneyFacts,
} from '@keystone/flows/consumer-journey';
import { demoJourneyFunnel, demoJourneyLog, demoUsers } from '../fixtures/index.ts';
import { DEMO_PDF } from './demo-pdf.ts';
import { errorResponse } from './error-response.ts';
import { http } from './http.ts';
import { demoUserList, signedInUser } from './session.ts';
import { HttpResponse } from 'msw';
import { forgetOnReset } from './mock-memory.ts';
import { listPage } from './paging.ts';
import { PAGE_SIZE } from '@keystone/flows/constants';

// The journey before a first pledge, by flows' rule, as the server answers it. As in the seed, an approved demo
// investor has it behind them; anyone else starts at the personalised warning. What an investor answers is kept
// until the page reloads.

const answered = new Map<number, ConsumerJourneyFacts>();
forgetOnReset(() => answered.clear());

const factsOf = (user: User): ConsumerJourneyFacts =>
  answered.get(user.id) ?? { hasInvested: user.kycStatus === 'APPROVED' };

function journeyOf(facts: ConsumerJourneyFacts, now: Date): ConsumerJourney {
  const step = consumerJourneyStep(facts, now);
  return facts.warningContinuedAt
    ? { step, coolingOffEndsAt: coolingOffEndsAt(facts.warningContinuedAt).toISOString() }
    : { step };
}

/** The refusal `POST /pledges` answers an investor who has not done the journey, or undefined when they have. */
export function journeyRefusal(user: User) {
  const facts = factsOf(user);
  const step = consumerJourneyStep(facts, new Date());
  if (step === 'MAY_INVEST') return undefined;
  if (step === 'COOLING_OFF' && facts.warningContinuedAt) {
    const endsAt = coolingOffEndsAt(facts.warningContinuedAt);
    return errorResponse(43, {
      message: CONSUMER_JOURNEY_TEXTS.COOLING_OFF.investFrom(endsAt),
      availableAt: endsAt.toISOString(),
    });
  }
  return errorResponse(46);
}

/** The admin's reads of a user's log: 401 code 6, 403 code 11 for anyone else, 404 code 13 for an unknown user. */
function adminLogOf(request: Request, id: number) {
  const user = signedInUser(request);
  if (!user) return errorResponse(6);
  if (user.role !== 'ADMIN') return errorResponse(11);
  if (!demoUserList.some((candidate) => candidate.id === id)) return errorResponse(13);
  return id === demoUsers.approvedInvestor.id ? demoJourneyLog : [];
}

export const consumerJourneyHandlers = {
  getUserConsumerJourneyLog: http.get('/users/{id}/consumer-journey', ({ request, params, response }) => {
    const entries = adminLogOf(request, Number(params.id));
    if (entries instanceof Response) return entries;
    const { page, count } = listPage(entries, request, { defaultLimit: PAGE_SIZE.adminLists });
    return response(200).json({ entries: page, count });
  }),

  downloadUserConsumerJourneyLog: http.get('/users/{id}/consumer-journey/document', ({ request, params, response }) => {
    const entries = adminLogOf(request, Number(params.id));
    if (entries instanceof Response) return entries;
    const download = new URL(request.url).searchParams.get('download') === 'true';
    const fileName = `user-${params.id}-consumer-journey.pdf`;
    return response.untyped(
      new HttpResponse(DEMO_PDF, {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `${download ? 'attachment' : 'inline'}; filename="${fileName}"`,
        },
      }),
    );
  }),

  getConsumerJourneyFunnel: http.get('/dashboard/admin/consumer-journey-funnel', ({ request, response }) => {
    const user = signedInUser(request);
    if (!user) return errorResponse(6);
    if (user.role !== 'ADMIN') return errorResponse(11);
    return response(200).json(demoJourneyFunnel);
  }),

  getConsumerJourney: http.get('/consumer-journey', ({ request, response }) => {
    const user = signedInUser(request);
    if (!user) return errorResponse(6);
    if (user.role !== 'INVESTOR') return errorResponse(11);
    return response(200).json(journeyOf(factsOf(user), new Date()));
  }),

  recordConsumerJourneyEvent: http.post('/consumer-journey/events', async ({ request, response }) => {
    const user = signedInUser(request);
    if (!user) return errorResponse(6);
    if (user.role !== 'INVESTOR') return errorResponse(11);
    const event = await request.json();
    const mismatch = consumerJourneyEventMismatch(event);
    if (mismatch) return errorResponse(2, { fieldErrors: [mismatch] });
    if (!CONSUMER_JOURNEY_TEXT_VERSIONS[event.step].includes(event.textVersion)) {
      const message = CONSUMER_JOURNEY_TEXTS.unknownTextVersion;
      return errorResponse(2, { fieldErrors: [{ field: 'textVersion', message }] });
    }
    const now = new Date();
    const facts = factsOf(user);
    // The risk summary's opening is taken at any step and changes none.
    if (event.step === 'RISK_SUMMARY') return response(200).json(journeyOf(facts, now));
    const step = consumerJourneyStep(facts, now);
    if (step === 'COOLING_OFF' && event.step === 'CONFIRM_AFTER_COOLING_OFF') return journeyRefusal(user);
    if (step !== event.step) return errorResponse(46);
    const next =
      event.action !== 'CONTINUE'
        ? facts
        : step === 'PERSONALISED_WARNING'
          ? { ...facts, warningContinuedAt: now }
          : { ...facts, confirmedAt: now };
    answered.set(user.id, next);
    return response(200).json(journeyOf(next, now));
  }),
};
