import type { IsaApplicationRequest, IsaMovement, IsaMovementResult, PaymentInfo, User } from '@keystone/api';
import {
  ISA_APPLICATION_MESSAGES,
  ISA_DECLARATION_KEYS,
  ISA_MOVEMENTS_PAGE_SIZE,
  isaAllowanceExceededMessage,
  isaIneligibility,
  splitSubscription,
  validateDeclarationAccepted,
  validateNiNumber,
  validateNoNiReason,
  validateTypedSignature,
  validateUkResidentConfirmed,
} from '@keystone/flows/isa';
import { calendarDateIn, validateWalletAmount, validateWithdrawalAmount, WALLET_MESSAGES } from '@keystone/flows/rules';
import { taxYearOf } from '@keystone/flows/tax';
import { HttpResponse } from 'msw';
import {
  demoCollectionAccount,
  demoIsaHolder,
  demoIsaMovementsAsOf,
  demoIsaOf,
  demoIsaOtherIsasPence,
  demoPeople,
} from '../fixtures/index.ts';
import { DEMO_PDF } from './demo-pdf.ts';
import { errorResponse } from './error-response.ts';
import { http } from './http.ts';
import { forgetOnReset } from './mock-memory.ts';
import { listPage } from './paging.ts';
import { signedInUser } from './session.ts';

interface MockIsa {
  movements: IsaMovement[];
  otherIsasPence: number;
  signedAt: string;
  firstTaxYear: number;
}

/** Each investor's ISA as the mock remembers it: the demo holder's from the fixtures, the others' once opened. */
const isas = new Map<number, MockIsa>();
const answeredByKey = new Map<string, IsaMovementResult>();
let nextId = 9_100;
forgetOnReset(() => {
  isas.clear();
  answeredByKey.clear();
  nextId = 9_100;
});

function isaOf(userId: number): MockIsa | undefined {
  const found = isas.get(userId);
  if (found) return found;
  if (userId !== demoPeople[demoIsaHolder].user.id) return undefined;
  const today = new Date();
  const holder: MockIsa = {
    movements: demoIsaMovementsAsOf(today),
    otherIsasPence: demoIsaOtherIsasPence,
    signedAt: new Date(today.getTime() - 90 * 86_400_000).toISOString(),
    firstTaxYear: taxYearOf(today),
  };
  isas.set(userId, holder);
  return holder;
}

const answerOf = (userId: number) => {
  const isa = isaOf(userId);
  return demoIsaOf({
    today: new Date(),
    movements: isa?.movements ?? null,
    otherIsasPence: isa?.otherIsasPence ?? 0,
    ...(isa ? { signedAt: isa.signedAt, firstTaxYear: isa.firstTaxYear } : {}),
  });
};

/** The cash in an investor's ISA as the mock remembers it, or undefined when they have not opened one. */
export function mockIsaCashPence(userId: number): number | undefined {
  const answer = answerOf(userId);
  return answer.open ? answer.balancePence : undefined;
}

const amountRefused = (message: string) => errorResponse(2, { fieldErrors: [{ field: 'amountPence', message }] });

const keyOf = (request: Request, userId: number, operation: string) => {
  const key = request.headers.get('idempotency-key');
  return key === null ? undefined : `${userId}:${operation}:${key}`;
};

/** The application's field rules, as the server checks them (flows). */
function applicationRefusals(body: IsaApplicationRequest, user: User) {
  const withoutNi = body.niNumber === undefined || body.niNumber.trim() === '';
  const checks: [string, string | undefined][] = [
    ['ukResident', validateUkResidentConfirmed(body.ukResident)],
    ...ISA_DECLARATION_KEYS.map(
      (key) =>
        [`declarations.${key}`, validateDeclarationAccepted(body.declarations[key])] as [string, string | undefined],
    ),
    withoutNi
      ? [
          'noNiNumberReason',
          body.noNiNumberReason === undefined
            ? ISA_APPLICATION_MESSAGES.niNumberRequired
            : validateNoNiReason(body.noNiNumberReason),
        ]
      : ['niNumber', validateNiNumber(body.niNumber)],
    ['signatureName', validateTypedSignature(body.signatureName, user.fullName ?? '')],
  ];
  return checks.flatMap(([field, message]) => (message === undefined ? [] : [{ field, message }]));
}

export const isaHandlers = {
  getIsa: http.get('/isa', ({ request, response }) => {
    const user = signedInUser(request);
    if (!user) return errorResponse(6);
    if (user.role !== 'INVESTOR') return errorResponse(11);
    return response(200).json(answerOf(user.id));
  }),

  openIsa: http.post('/isa', async ({ request, response }) => {
    const user = signedInUser(request);
    if (!user) return errorResponse(6);
    if (user.role !== 'INVESTOR') return errorResponse(11);
    if (user.kycStatus !== 'APPROVED') return errorResponse(15);
    const now = new Date();
    const ineligible = isaIneligibility({
      dateOfBirth: user.dateOfBirth ?? null,
      ukResident: true,
      today: calendarDateIn(now),
    });
    if (ineligible !== undefined) return errorResponse(55, { message: ineligible });
    if (isaOf(user.id)) return errorResponse(56);
    const fieldErrors = applicationRefusals(await request.json(), user);
    if (fieldErrors.length > 0) return errorResponse(2, { fieldErrors });
    isas.set(user.id, { movements: [], otherIsasPence: 0, signedAt: now.toISOString(), firstTaxYear: taxYearOf(now) });
    return response(200).json(answerOf(user.id));
  }),

  getIsaApplicationDocument: http.get('/isa/application/document', ({ request, response }) => {
    const user = signedInUser(request);
    if (!user) return errorResponse(6);
    const asked = new URL(request.url).searchParams.get('userId');
    if (user.role === 'INVESTOR' && asked !== null && Number(asked) !== user.id) return errorResponse(10);
    if (!isaOf(asked === null ? user.id : Number(asked))) return errorResponse(5);
    const download = new URL(request.url).searchParams.get('download') === 'true';
    // openapi-msw types text helpers for text/* only; a PDF goes through its untyped escape hatch.
    return response.untyped(
      new HttpResponse(DEMO_PDF, {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `${download ? 'attachment' : 'inline'}; filename="isa-application.pdf"`,
        },
      }),
    );
  }),

  declareOtherIsaSubscriptions: http.put('/isa/other-subscriptions', async ({ request, response }) => {
    const user = signedInUser(request);
    if (!user) return errorResponse(6);
    if (user.role !== 'INVESTOR') return errorResponse(11);
    const isa = isaOf(user.id);
    if (!isa) return errorResponse(54);
    isa.otherIsasPence = (await request.json()).amountPence;
    return response(200).json(answerOf(user.id));
  }),

  subscribeToIsa: http.put('/isa/subscriptions', async ({ request, response }) => {
    const user = signedInUser(request);
    if (!user) return errorResponse(6);
    if (user.role !== 'INVESTOR') return errorResponse(11);
    const { amountPence, from } = await request.json();
    const refusal = validateWalletAmount(amountPence);
    if (refusal !== undefined) return amountRefused(refusal);
    const key = keyOf(request, user.id, 'subscribeToIsa');
    const earlier = key === undefined ? undefined : answeredByKey.get(key);
    if (earlier) return response(200).json(earlier);
    const isa = isaOf(user.id);
    const current = answerOf(user.id);
    if (!isa || !current.allowance) return errorResponse(54);
    const { replacementPence, allowancePence } = splitSubscription(amountPence, current.allowance);
    if (allowancePence > current.allowance.leftPence) {
      return errorResponse(53, {
        message: isaAllowanceExceededMessage(
          current.allowance.leftPence + current.allowance.replaceablePence,
          current.taxYear,
        ),
        leftPence: current.allowance.leftPence,
      });
    }
    if (from === 'E_WALLET') {
      const overdrawn = validateWithdrawalAmount(amountPence, user.balancePence);
      if (overdrawn !== undefined) return amountRefused(overdrawn);
    }
    nextId += 1;
    const movement: IsaMovement = {
      id: nextId,
      kind: 'SUBSCRIPTION',
      counterparty: from === 'E_WALLET' ? 'E_WALLET' : 'BANK',
      status: from === 'E_WALLET' ? 'SUCCEEDED' : 'PENDING',
      amountPence,
      replacementPence,
      taxYear: current.taxYear,
      createdAt: new Date().toISOString(),
    };
    isa.movements.unshift(movement);
    const payment: PaymentInfo | undefined =
      from === 'E_WALLET'
        ? undefined
        : {
            ...demoCollectionAccount,
            investorName: user.fullName ?? user.email,
            sumPence: amountPence,
            referenceNumber: `KSI${String(nextId).padStart(7, '0')}`,
            status: 'PENDING',
          };
    const answer: IsaMovementResult = payment ? { movement, payment } : { movement };
    if (key !== undefined) answeredByKey.set(key, answer);
    return response(200).json(answer);
  }),

  withdrawFromIsa: http.put('/isa/withdrawals', async ({ request, response }) => {
    const user = signedInUser(request);
    if (!user) return errorResponse(6);
    if (user.role !== 'INVESTOR') return errorResponse(11);
    const { amountPence, to } = await request.json();
    const refusal = validateWalletAmount(amountPence);
    if (refusal !== undefined) return amountRefused(refusal);
    const key = keyOf(request, user.id, 'withdrawFromIsa');
    const earlier = key === undefined ? undefined : answeredByKey.get(key);
    if (earlier) return response(200).json(earlier);
    const isa = isaOf(user.id);
    const current = answerOf(user.id);
    if (!isa) return errorResponse(54);
    const overdrawn = validateWithdrawalAmount(amountPence, current.balancePence ?? 0);
    if (overdrawn !== undefined) return amountRefused(overdrawn);
    if (to === 'BANK' && (!user.sortCode || !user.accountNumber)) {
      return errorResponse(2, { message: WALLET_MESSAGES.noBankDetails });
    }
    nextId += 1;
    const movement: IsaMovement = {
      id: nextId,
      kind: 'WITHDRAWAL',
      counterparty: to === 'E_WALLET' ? 'E_WALLET' : 'BANK',
      status: to === 'E_WALLET' ? 'SUCCEEDED' : 'PENDING',
      amountPence,
      replacementPence: 0,
      taxYear: current.taxYear,
      createdAt: new Date().toISOString(),
    };
    isa.movements.unshift(movement);
    const answer: IsaMovementResult = { movement };
    if (key !== undefined) answeredByKey.set(key, answer);
    return response(200).json(answer);
  }),

  listIsaMovements: http.get('/isa/movements', ({ request, response }) => {
    const user = signedInUser(request);
    if (!user) return errorResponse(6);
    if (user.role !== 'INVESTOR') return errorResponse(11);
    const { page, count } = listPage(isaOf(user.id)?.movements ?? [], request, {
      defaultLimit: ISA_MOVEMENTS_PAGE_SIZE,
    });
    return response(200).json({ movements: page, count });
  }),
};
