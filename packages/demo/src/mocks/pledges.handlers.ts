import type { InvestStrategy, PledgeFinishResponse, Project } from '@keystone/api';
import {
  PLEDGE_EXPIRY_MINUTES,
  PLEDGE_MESSAGES,
  projectPledgeLimits,
  validatePledgeAmounts,
} from '@keystone/flows/pledge';
import { agreementReference, draftAgreementReference } from '@keystone/flows/agreement';
import { offeredStrategies } from '@keystone/flows/projects';
import { demoCollectionAccount, demoProjectList, demoProjects } from '../fixtures/index.ts';
import { mockAgreementText } from './agreement-text.ts';
import { DEMO_PDF_BASE64 } from './demo-pdf.ts';
import { forgetOnReset } from './mock-memory.ts';
import { journeyRefusal } from './consumer-journey.handlers.ts';
import { declarationRefusal } from './declarations.handlers.ts';
import { errorResponse } from './error-response.ts';
import { http } from './http.ts';
import { MOCK_SMS_CODE } from './mock-values.ts';
import { signedInUser } from './session.ts';

// The limits, the amount rules and their words are flows' (packages/flows/src/pledge), as the server's are.

/** A project open for pledges; any other (a DRAFT, a funded one, an unknown id) answers code 17, as the server does. */
const pledgeableProject = (id: unknown): Project | undefined =>
  demoProjectList.find((project) => project.id === Number(id) && project.status === 'AVAILABLE_TO_PLEDGE');

interface StartedPledge {
  project: Project;
  investStrategy: InvestStrategy;
  shortAmountPence: number;
  longAmountPence: number;
}

/** The pledges `startPledge` started, by id, so `finishPledge` answers what was pledged. */
const startedPledges = new Map<number, StartedPledge>();
let lastPledgeId = 0;
forgetOnReset(() => {
  startedPledges.clear();
  lastPledgeId = 0;
});

/** What `finishPledge` answers for a pledge the mock did not start (a story opened at a later step). */
const storyPledge: StartedPledge = {
  project: demoProjects.availableToPledge,
  investStrategy: 'DEBT_SECURED',
  shortAmountPence: 500_000,
  longAmountPence: 0,
};

export const pledgesHandlers = {
  getPledgeLimits: http.get('/projects/{id}/pledge-limits', ({ request, params, response }) => {
    if (!signedInUser(request)) return errorResponse(6);
    const project = pledgeableProject(params.id);
    return project ? response(200).json(projectPledgeLimits(project)) : errorResponse(17);
  }),

  getValidPledgeSum: http.get('/pledges/valid-pledge-sum', ({ request, query, response }) => {
    if (!signedInUser(request)) return errorResponse(6);
    const project = pledgeableProject(query.get('projectId'));
    if (!project) return errorResponse(17);
    const limits = projectPledgeLimits(project);
    const fieldErrors = validatePledgeAmounts({
      limits,
      shortAmountPence: Number(query.get('shortAmountPence')),
      longAmountPence: Number(query.get('longAmountPence')),
    });
    return response(200).json({ valid: fieldErrors.length === 0, limits, fieldErrors });
  }),

  startPledge: http.post('/pledges', async ({ request, response }) => {
    const user = signedInUser(request);
    if (!user) return errorResponse(6);
    const { projectId, investStrategy, shortAmountPence, longAmountPence } = await request.json();
    const project = pledgeableProject(projectId);
    if (!project) return errorResponse(17);
    const notYet = journeyRefusal(user);
    if (notYet) return notYet;
    const fieldErrors = validatePledgeAmounts({
      limits: projectPledgeLimits(project),
      shortAmountPence,
      longAmountPence,
    });
    const undeclared =
      fieldErrors.length === 0 ? declarationRefusal(user, shortAmountPence + longAmountPence) : undefined;
    if (undeclared) return undeclared;
    const terms = longAmountPence > 0 ? (['short', 'long'] as const) : (['short'] as const);
    if (fieldErrors.length === 0 && terms.some((term) => !offeredStrategies(project, term).includes(investStrategy))) {
      fieldErrors.push({ field: 'investStrategy', message: PLEDGE_MESSAGES.strategyNotOffered });
    }
    if (fieldErrors.length > 0) return errorResponse(2, { fieldErrors });
    lastPledgeId += 1;
    startedPledges.set(lastPledgeId, { project, investStrategy, shortAmountPence, longAmountPence });
    const pledged = [
      { term: 'SHORT' as const, amountPence: shortAmountPence },
      { term: 'LONG' as const, amountPence: longAmountPence },
    ].filter(({ amountPence }) => amountPence > 0);
    return response(201).json({
      pledgeId: lastPledgeId,
      agreement: DEMO_PDF_BASE64,
      agreementText: mockAgreementText({
        reference: draftAgreementReference(
          lastPledgeId,
          pledged.map(({ term }) => term),
        ),
        investor: user,
        project,
        investStrategy,
        terms: pledged,
        issuedAt: new Date(),
      }),
      expiresAt: new Date(Date.now() + PLEDGE_EXPIRY_MINUTES * 60_000).toISOString(),
    });
  }),

  sendPledgeSms: http.put('/pledges/{id}/send-sms', ({ request, response }) => {
    return signedInUser(request) ? response(204).empty() : errorResponse(6);
  }),

  finishPledge: http.put('/pledges/{id}', async ({ request, params, response }) => {
    const user = signedInUser(request);
    if (!user) return errorResponse(6);
    const { source, smsCode } = await request.json();
    // The e-wallet and the ISA pay as the pledge is finished; a bank transfer waits (issue 35).
    const fromWallet = source !== 'BANK_TRANSFER';
    // Paying from an ISA the investor has not opened: code 54, as the server answers.
    if (source === 'ISA' && user.isaBalancePence === undefined) return errorResponse(54);
    if (smsCode !== MOCK_SMS_CODE) {
      return errorResponse(2, { fieldErrors: [{ field: 'smsCode', message: PLEDGE_MESSAGES.smsCodeWrong }] });
    }
    const pledgeId = Number(params.id);
    const pledge = startedPledges.get(pledgeId) ?? storyPledge;
    const fieldErrors = validatePledgeAmounts({
      limits: projectPledgeLimits(pledge.project),
      shortAmountPence: pledge.shortAmountPence,
      longAmountPence: pledge.longAmountPence,
      walletBalancePence: source === 'E_WALLET' ? user.balancePence : undefined,
      isaBalancePence: source === 'ISA' ? user.isaBalancePence : undefined,
    });
    if (fieldErrors.length > 0) return errorResponse(2, { fieldErrors });
    const terms = [
      { term: 'SHORT', amountPence: pledge.shortAmountPence },
      { term: 'LONG', amountPence: pledge.longAmountPence },
    ] as const;
    const investments = terms
      .filter(({ amountPence }) => amountPence > 0)
      .map(({ term, amountPence }, index) => ({
        investmentId: index + 1,
        agreementId: index + 1,
        term,
        amountPence,
        referenceNumber: agreementReference(pledgeId, term),
        status: fromWallet ? ('SUCCEEDED' as const) : ('PENDING' as const),
      }));
    const account = fromWallet
      ? { accountName: null, accountNumber: null, sortCode: null }
      : { ...demoCollectionAccount };
    const answer: PledgeFinishResponse = {
      pledgeId,
      source,
      investorName: user.fullName ?? user.email,
      sumPence: pledge.shortAmountPence + pledge.longAmountPence,
      ...account,
      investments,
    };
    return response(200).json(answer);
  }),
};
