import type {
  AutoInvest,
  AutoInvestAllocation,
  AutoInvestAuthority,
  AutoInvestRules,
  ProjectAutoInvest,
  User,
} from '@keystone/api';
import { INVEST_STRATEGY_LABELS, INVESTMENT_TERM_LABELS } from '@keystone/flows/projects';
import {
  AUTO_INVEST_AUTHORITY_EXPIRY_MINUTES,
  AUTO_INVEST_DEFAULT_MAX_SHARE_PERCENT,
  AUTO_INVEST_PAGE_SIZE,
  autoInvestAuthorityReference,
  validateAutoInvestRules,
  validateAutoInvestShare,
} from '@keystone/flows/auto-invest';
import { formatMoney } from '@keystone/flows/format';
import { PLEDGE_MESSAGES } from '@keystone/flows/pledge';
import { HttpResponse } from 'msw';
import {
  autoInvestMoneyWaiting,
  demoAutoInvestAllocations,
  demoAutoInvestAuthority,
  demoAutoInvestRules,
  demoLiveMoneyOf,
  demoPeople,
  demoProjectAutoInvestOf,
  demoProjectList,
  type DemoPersonName,
} from '../fixtures/index.ts';
import { journeyRefusal } from './consumer-journey.handlers.ts';
import { declarationRefusal } from './declarations.handlers.ts';
import { DEMO_PDF, DEMO_PDF_BASE64 } from './demo-pdf.ts';
import { errorResponse } from './error-response.ts';
import { http } from './http.ts';
import { mockIsaCashPence } from './isa.handlers.ts';
import { forgetOnReset } from './mock-memory.ts';
import { MOCK_SMS_CODE } from './mock-values.ts';
import { listPage } from './paging.ts';
import { signedInUser } from './session.ts';

// Auto-invest (issue 38) as the server answers it: the rules are flows' (validateAutoInvestRules,
// validateAutoInvestShare), the refusals the contract's codes, the demo's authority, history and rounds the fixtures'.
// What a visit starts, signs, changes, pauses or sets is kept until the mock memory is forgotten.

interface StartedAuthority {
  userId: number;
  rules: AutoInvestRules;
  signed: boolean;
}

/** Each investor's authority (current, else last ended), by user id; Olivia's from the fixtures. */
const authorities = new Map<number, AutoInvestAuthority>();
const started = new Map<number, StartedAuthority>();
const projectShares = new Map<number, number>();
let maxSharePercent = AUTO_INVEST_DEFAULT_MAX_SHARE_PERCENT;
const FIRST_STARTED_ID = 100;
let lastAuthorityId = FIRST_STARTED_ID;

const olivia = demoPeople.approvedInvestor.user;
function remember() {
  authorities.clear();
  authorities.set(olivia.id, { ...demoAutoInvestAuthority });
  started.clear();
  projectShares.clear();
  maxSharePercent = AUTO_INVEST_DEFAULT_MAX_SHARE_PERCENT;
  lastAuthorityId = FIRST_STARTED_ID;
}
remember();
forgetOnReset(remember);

const personOf = (user: User): DemoPersonName | undefined =>
  (Object.keys(demoPeople) as DemoPersonName[]).find((name) => demoPeople[name].user.id === user.id);

const isCurrent = (authority: AutoInvestAuthority | undefined): authority is AutoInvestAuthority =>
  authority !== undefined && (authority.state === 'ACTIVE' || authority.state === 'PAUSED');

/** The caller's auto-invest: their authority and what it could invest now. */
function autoInvestOf(user: User): AutoInvest {
  const authority = authorities.get(user.id) ?? null;
  const name = personOf(user);
  const cashPence = authority?.rules.source === 'ISA' ? (mockIsaCashPence(user.id) ?? 0) : user.balancePence;
  return {
    authority,
    moneyWaitingPence: autoInvestMoneyWaiting(authority, cashPence, name ? demoLiveMoneyOf(name) : 0),
  };
}

const allocationsOf = (user: User): readonly AutoInvestAllocation[] =>
  user.id === olivia.id ? demoAutoInvestAllocations : [];

/** The rules' refusals in the contract's order: flows' field rules (400 code 2), then an ISA not opened (409 54). */
function rulesRefusal(user: User, rules: AutoInvestRules) {
  const fieldErrors = validateAutoInvestRules(rules);
  if (fieldErrors.length > 0) return errorResponse(2, { fieldErrors });
  if (rules.source === 'ISA' && mockIsaCashPence(user.id) === undefined) return errorResponse(54);
  return undefined;
}

/** The draft authority's words for a phone: the rules as the PDF lists them. */
function draftText(user: User, reference: string, rules: AutoInvestRules): string {
  return [
    `Standing authority ${reference}`,
    `Investor: ${user.fullName ?? user.email}`,
    `Amount per project: up to ${formatMoney(rules.amountPerProjectPence)}`,
    `Total to keep invested: up to ${formatMoney(rules.totalInvestedPence)}`,
    `Lowest expected yearly rate: ${rules.minRatePercent}%`,
    `Longest term: ${rules.maxTermMonths} months`,
    `Terms: ${rules.terms.map((term) => INVESTMENT_TERM_LABELS[term]).join(', ')}`,
    `Strategy: ${INVEST_STRATEGY_LABELS[rules.investStrategy]}`,
    `Paid from: ${rules.source === 'ISA' ? 'your Innovative Finance ISA' : 'your e-wallet'}`,
  ].join('\n');
}

const pdf = (request: Request, fileName: string) => {
  const download = new URL(request.url).searchParams.get('download') === 'true';
  return new HttpResponse(DEMO_PDF, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `${download ? 'attachment' : 'inline'}; filename="${fileName}"`,
    },
  });
};

const projectOf = (id: unknown) => demoProjectList.find((project) => project.id === Number(id));

/** A project's auto-invest with the share an admin set in this visit. */
function projectAutoInvestOf(projectId: number): ProjectAutoInvest | undefined {
  const project = projectOf(projectId);
  if (!project) return undefined;
  const answer = demoProjectAutoInvestOf(project, maxSharePercent);
  return { ...answer, sharePercent: projectShares.get(projectId) ?? answer.sharePercent };
}

export const autoInvestHandlers = {
  getAutoInvest: http.get('/auto-invest', ({ request, response }) => {
    const user = signedInUser(request);
    if (!user) return errorResponse(6);
    if (user.role !== 'INVESTOR') return errorResponse(11);
    return response(200).json(autoInvestOf(user));
  }),

  startAutoInvest: http.post('/auto-invest/authorities', async ({ request, response }) => {
    const user = signedInUser(request);
    if (!user) return errorResponse(6);
    if (user.role !== 'INVESTOR') return errorResponse(11);
    if (user.kycStatus !== 'APPROVED') return errorResponse(15);
    const notYet = journeyRefusal(user) ?? declarationRefusal(user, 0);
    if (notYet) return notYet;
    const rules = (await request.json()) as AutoInvestRules;
    const refused = rulesRefusal(user, rules);
    if (refused) return refused;
    if (isCurrent(authorities.get(user.id))) return errorResponse(65);
    lastAuthorityId += 1;
    started.set(lastAuthorityId, { userId: user.id, rules, signed: false });
    const reference = autoInvestAuthorityReference(lastAuthorityId);
    return response(201).json({
      authorityId: lastAuthorityId,
      reference,
      expiresAt: new Date(Date.now() + AUTO_INVEST_AUTHORITY_EXPIRY_MINUTES * 60_000).toISOString(),
      agreement: DEMO_PDF_BASE64,
      agreementText: draftText(user, reference, rules),
    });
  }),

  sendAutoInvestSms: http.put('/auto-invest/authorities/{id}/send-sms', ({ request, params, response }) => {
    const user = signedInUser(request);
    if (!user) return errorResponse(6);
    const authority = started.get(Number(params.id));
    if (authority && authority.userId !== user.id) return errorResponse(10);
    if (authority?.signed) return errorResponse(65);
    return response(204).empty();
  }),

  signAutoInvestAuthority: http.put('/auto-invest/authorities/{id}', async ({ request, params, response }) => {
    const user = signedInUser(request);
    if (!user) return errorResponse(6);
    const authorityId = Number(params.id);
    // An authority the mock did not start (a story opened at the signing step) holds the demo's rules.
    const authority = started.get(authorityId) ?? { userId: user.id, rules: demoAutoInvestRules, signed: false };
    if (authority.userId !== user.id) return errorResponse(10);
    if (authority.signed) return response(200).json(autoInvestOf(user));
    const { smsCode } = await request.json();
    if (smsCode !== MOCK_SMS_CODE) {
      return errorResponse(2, { fieldErrors: [{ field: 'smsCode', message: PLEDGE_MESSAGES.smsCodeWrong }] });
    }
    const notYet = journeyRefusal(user) ?? declarationRefusal(user, 0);
    if (notYet) return notYet;
    if (isCurrent(authorities.get(user.id))) return errorResponse(65);
    started.set(authorityId, { ...authority, signed: true });
    authorities.set(user.id, {
      id: authorityId,
      reference: autoInvestAuthorityReference(authorityId),
      state: 'ACTIVE',
      rules: authority.rules,
      signedAt: new Date().toISOString(),
      rulesChangedAt: null,
      endedAt: null,
    });
    return response(200).json(autoInvestOf(user));
  }),

  getAutoInvestAuthorityDocument: http.get(
    '/auto-invest/authorities/{id}/document',
    ({ request, params, response }) => {
      const user = signedInUser(request);
      if (!user) return errorResponse(6);
      const id = Number(params.id);
      const signed = [...authorities.entries()].find(([, authority]) => authority.id === id);
      const unsigned = started.get(id);
      const ownerId = signed?.[0] ?? unsigned?.userId;
      if (ownerId === undefined) return errorResponse(42);
      if (user.role !== 'ADMIN' && ownerId !== user.id) return errorResponse(10);
      if (!signed) return errorResponse(42);
      // openapi-msw types text helpers for text/* only; a PDF goes through its untyped escape hatch.
      return response.untyped(pdf(request, `${signed[1].reference}.pdf`));
    },
  ),

  updateAutoInvestRules: http.put('/auto-invest/rules', async ({ request, response }) => {
    const user = signedInUser(request);
    if (!user) return errorResponse(6);
    if (user.role !== 'INVESTOR') return errorResponse(11);
    const rules = (await request.json()) as AutoInvestRules;
    const refused = rulesRefusal(user, rules);
    if (refused) return refused;
    const current = authorities.get(user.id);
    if (!isCurrent(current)) return errorResponse(64);
    authorities.set(user.id, { ...current, rules, rulesChangedAt: new Date().toISOString() });
    return response(200).json(autoInvestOf(user));
  }),

  setAutoInvestState: http.put('/auto-invest/state', async ({ request, response }) => {
    const user = signedInUser(request);
    if (!user) return errorResponse(6);
    if (user.role !== 'INVESTOR') return errorResponse(11);
    const { state } = await request.json();
    const current = authorities.get(user.id);
    if (!isCurrent(current)) return errorResponse(64);
    if (state !== current.state) {
      authorities.set(user.id, {
        ...current,
        state,
        endedAt: state === 'ENDED' ? new Date().toISOString() : null,
      });
    }
    return response(200).json(autoInvestOf(user));
  }),

  listAutoInvestAllocations: http.get('/auto-invest/allocations', ({ request, response }) => {
    const user = signedInUser(request);
    if (!user) return errorResponse(6);
    if (user.role !== 'INVESTOR') return errorResponse(11);
    const { page, count } = listPage(allocationsOf(user), request, { defaultLimit: AUTO_INVEST_PAGE_SIZE });
    return response(200).json({ items: [...page], count });
  }),

  getAutoInvestSettings: http.get('/auto-invest/settings', ({ request, response }) => {
    const user = signedInUser(request);
    if (!user) return errorResponse(6);
    if (user.role !== 'ADMIN') return errorResponse(11);
    return response(200).json({ maxSharePercent });
  }),

  updateAutoInvestSettings: http.put('/auto-invest/settings', async ({ request, response }) => {
    const user = signedInUser(request);
    if (!user) return errorResponse(6);
    if (user.role !== 'ADMIN') return errorResponse(11);
    const body = await request.json();
    const message = validateAutoInvestShare(body.maxSharePercent, 100);
    if (message) return errorResponse(2, { fieldErrors: [{ field: 'maxSharePercent', message }] });
    maxSharePercent = body.maxSharePercent;
    return response(200).json({ maxSharePercent });
  }),

  getProjectAutoInvest: http.get('/projects/{id}/auto-invest', ({ request, params, response }) => {
    const user = signedInUser(request);
    if (!user) return errorResponse(6);
    if (user.role !== 'ADMIN') return errorResponse(11);
    const answer = projectAutoInvestOf(Number(params.id));
    return answer ? response(200).json(answer) : errorResponse(17);
  }),

  updateProjectAutoInvest: http.put('/projects/{id}/auto-invest', async ({ request, params, response }) => {
    const user = signedInUser(request);
    if (!user) return errorResponse(6);
    if (user.role !== 'ADMIN') return errorResponse(11);
    const projectId = Number(params.id);
    const current = projectAutoInvestOf(projectId);
    if (!current) return errorResponse(17);
    if (current.state !== 'WAITING') return errorResponse(66);
    const { sharePercent } = await request.json();
    const message = validateAutoInvestShare(sharePercent, maxSharePercent);
    if (message) return errorResponse(2, { fieldErrors: [{ field: 'sharePercent', message }] });
    projectShares.set(projectId, sharePercent);
    return response(200).json({ ...current, sharePercent });
  }),
};
