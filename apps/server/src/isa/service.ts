import type {
  Isa,
  IsaApplicationRequest,
  IsaMovement,
  IsaMovementPage,
  IsaMovementResult,
  IsaSubscriptionRequest,
  IsaWithdrawalRequest,
  PaymentInfo,
} from '@keystone/api';
import {
  ISA_APPLICATION_MESSAGES,
  ISA_DECLARATION_KEYS,
  ISA_DECLARATIONS_VERSION,
  isaAllowance,
  isaAllowanceExceededMessage,
  isaIneligibility,
  normaliseNiNumber,
  splitSubscription,
  validateDeclarationAccepted,
  validateNiNumber,
  validateNoNiReason,
  validateTypedSignature,
  validateUkResidentConfirmed,
  type IsaAllowance,
} from '@keystone/flows/isa';
import { calendarDateIn, validateWalletAmount, validateWithdrawalAmount, WALLET_MESSAGES } from '@keystone/flows/rules';
import { taxYearDates, taxYearLabel, taxYearOf } from '@keystone/flows/tax';
import type { AuthenticatedUser } from '../auth/authenticate.ts';
import { inTransaction, type AppContext } from '../context/app-context.ts';
import { requestFingerprint } from '../contract/idempotency-key.ts';
import type { Db } from '../db/database.ts';
import { AppError, type FieldError } from '../errors/app-error.ts';
import {
  isaAccountIdOf,
  lockAccountBalance,
  isaBalancePence,
  openIsaAccount,
  systemAccountId,
  userWalletAccountId,
} from '../ledger/queries.ts';
import { postTransaction } from '../ledger/service.ts';
import { oncePerKey, type KeyedRequest } from '../wallet/keyed-request.ts';
import {
  insertPaymentOperation,
  updatePaymentOperation,
  walletHolder,
  type WalletOperation,
} from '../wallet/queries.ts';
import { signedIsaApplicationPdf } from './application-pdf.ts';
import {
  insertIsaApplication,
  insertIsaApplicationLogs,
  insertIsaMovement,
  isaApplicant,
  isaApplicationDocument,
  isaApplicationOf,
  isaMovementsOfYear,
  isaMovementsPage,
  otherIsaSubscriptionsPence,
  upsertOtherIsaSubscriptions,
  type IsaMovementRow,
} from './queries.ts';

/** The tax year's allowance figures, read in the caller's transaction (under the ISA's lock when it moves money). */
async function allowanceOf(db: Db, userId: number, taxYear: number): Promise<IsaAllowance> {
  const [movements, otherIsasPence] = await Promise.all([
    isaMovementsOfYear(db, userId, taxYear),
    otherIsaSubscriptionsPence(db, userId, taxYear),
  ]);
  return isaAllowance({
    movements: movements.map((movement) => ({
      kind: movement.kind,
      amountPence: movement.amount_pence,
      replacementPence: movement.replacement_pence,
      currentYearPence: movement.current_year_pence,
      status: movement.status,
    })),
    otherIsasPence,
  });
}

/** GET /isa: open or not, the application, the cash and this tax year's allowance. */
export async function getIsa(app: AppContext, userId: number): Promise<Isa> {
  const { db, clock } = app;
  const taxYear = taxYearOf(clock.now());
  const year = { taxYear, taxYearLabel: taxYearLabel(taxYear), taxYearEnd: taxYearDates(taxYear).lastDay };
  const [application, balancePence] = await Promise.all([isaApplicationOf(db, userId), isaBalancePence(db, userId)]);
  if (balancePence === undefined) return { open: false, ...year };
  return {
    open: true,
    ...(application
      ? {
          application: {
            isaType: application.isa_type,
            firstTaxYear: application.first_tax_year,
            firstTaxYearLabel: taxYearLabel(application.first_tax_year),
            signedAt: application.signed_at.toISOString(),
          },
        }
      : {}),
    balancePence,
    ...year,
    allowance: await allowanceOf(db, userId, taxYear),
  };
}

/**
 * POST /isa: the investor's signed application, and the ISA's account opened with it in one transaction. The PDF
 * is made before the transaction (no lock held while it is written); a second application loses on the unique user.
 */
export async function openIsa(
  app: AppContext,
  request: IsaApplicationRequest & { userId: number; ip: string | null },
): Promise<Isa> {
  const { db, clock, config } = app;
  const applicant = await isaApplicant(db, request.userId);
  if (applicant.kyc_status !== 'APPROVED') throw new AppError(15);
  const now = clock.now();
  const ineligible = isaIneligibility({
    dateOfBirth: applicant.date_of_birth,
    ukResident: applicant.country_of_residence === 'GB',
    today: calendarDateIn(now),
  });
  if (ineligible !== undefined) throw new AppError(55, { message: ineligible });
  if ((await isaAccountIdOf(db, request.userId)) !== undefined) throw new AppError(56);
  const fullName = applicant.full_name ?? '';
  assertFields([
    ['ukResident', validateUkResidentConfirmed(request.ukResident)],
    ...ISA_DECLARATION_KEYS.map(
      (key) => [`declarations.${key}`, validateDeclarationAccepted(request.declarations[key])] as const,
    ),
    request.niNumber === undefined || request.niNumber.trim() === ''
      ? [
          'noNiNumberReason',
          request.noNiNumberReason === undefined
            ? ISA_APPLICATION_MESSAGES.niNumberRequired
            : validateNoNiReason(request.noNiNumberReason),
        ]
      : ['niNumber', validateNiNumber(request.niNumber)],
    ['signatureName', validateTypedSignature(request.signatureName, fullName)],
  ]);
  const niNumber = request.niNumber?.trim() ? normaliseNiNumber(request.niNumber) : null;
  const firstTaxYear = taxYearOf(now);
  const investor = { name: fullName, email: applicant.email };
  const events = [
    { event: 'Declarations accepted', at: now },
    { event: 'Application signed by typed name', at: now },
  ];
  const { pdf, sha256 } = await signedIsaApplicationPdf({
    reference: `ISA-${request.userId}`,
    investor,
    firstTaxYear,
    niNumber,
    noNiNumberReason: niNumber === null ? (request.noNiNumberReason?.trim() ?? null) : null,
    signatureName: request.signatureName.trim(),
    signedAt: now,
    ip: request.ip,
    events,
    firmName: config.firm.name,
  });
  await db.transaction().execute(async (trx) => {
    const applicationId = await insertIsaApplication(trx, {
      userId: request.userId,
      firstTaxYear,
      declarationsVersion: ISA_DECLARATIONS_VERSION,
      niNumber,
      noNiNumberReason: niNumber === null ? (request.noNiNumberReason?.trim() ?? null) : null,
      signatureName: request.signatureName.trim(),
      signedAt: now,
      ip: request.ip,
      document: pdf,
      documentSha256: sha256,
    });
    if (applicationId === undefined) throw new AppError(56);
    await insertIsaApplicationLogs(trx, [
      { applicationId, userId: request.userId, event: 'ISA_DECLARATIONS_ACCEPTED', ip: request.ip, at: now },
      { applicationId, userId: request.userId, event: 'ISA_APPLICATION_SIGNED', ip: request.ip, at: now },
    ]);
    await openIsaAccount(trx, request.userId);
  });
  return getIsa(app, request.userId);
}

/** GET /isa/application/document: the investor's own signed application, or an investor's for an admin. */
export async function isaApplicationPdf(
  app: AppContext,
  viewer: AuthenticatedUser,
  userId: number | undefined,
): Promise<{ bytes: Uint8Array; fileName: string }> {
  if (viewer.role !== 'ADMIN' && viewer.role !== 'INVESTOR') throw new AppError(11);
  if (viewer.role === 'INVESTOR' && userId !== undefined && userId !== viewer.id) throw new AppError(10);
  const row = await isaApplicationDocument(app.db, userId ?? viewer.id);
  if (!row) throw new AppError(5);
  return { bytes: new Uint8Array(row.document), fileName: 'isa-application.pdf' };
}

/** PUT /isa/other-subscriptions: what the investor paid into other ISAs this tax year; the latest wins. */
export async function declareOtherIsaSubscriptions(app: AppContext, userId: number, amountPence: number): Promise<Isa> {
  const { db, clock } = app;
  if ((await isaAccountIdOf(db, userId)) === undefined) throw new AppError(54);
  const now = clock.now();
  await upsertOtherIsaSubscriptions(db, { userId, taxYear: taxYearOf(now), amountPence, declaredAt: now });
  return getIsa(app, userId);
}

/** The reference an investor quotes on a bank transfer into their ISA. */
const isaDepositReference = (operationId: number) => `KSI${String(operationId).padStart(7, '0')}`;

/**
 * PUT /isa/subscriptions: under the ISA's row lock, the year's allowance is read and the amount split into what pays
 * back this year's withdrawals (a flexible ISA: no allowance) and what uses allowance, refused above what is left
 * (code 53). From the e-wallet the money moves at once; by bank transfer the movement waits, PENDING, and counts.
 */
export async function subscribeToIsa(
  app: AppContext,
  request: IsaSubscriptionRequest & { userId: number; idempotencyKey: string | undefined },
): Promise<IsaMovementResult> {
  assertAmount(validateWalletAmount(request.amountPence));
  const { name: provider, collectionAccount } = app.providers.payments;
  const fingerprint = { amountPence: request.amountPence, from: request.from };
  return oncePerKey<IsaMovementResult>(app, keyed('subscribeToIsa', request, fingerprint), async (trx) => {
    const { userId, amountPence } = request;
    const isa = await isaAccountIdOf(trx, userId);
    if (isa === undefined) throw new AppError(54);
    await lockAccountBalance(trx, isa);
    const now = app.clock.now();
    const taxYear = taxYearOf(now);
    const allowance = await allowanceOf(trx, userId, taxYear);
    const { replacementPence, allowancePence } = splitSubscription(amountPence, allowance);
    if (allowancePence > allowance.leftPence) {
      throw new AppError(53, {
        message: isaAllowanceExceededMessage(allowance.leftPence + allowance.replaceablePence, taxYear),
        leftPence: allowance.leftPence,
      });
    }
    const movement = { userId, kind: 'SUBSCRIPTION' as const, taxYear, amountPence, replacementPence, createdAt: now };
    if (request.from === 'E_WALLET') {
      const wallet = await userWalletAccountId(trx, userId);
      assertAmount(validateWithdrawalAmount(amountPence, await lockAccountBalance(trx, wallet)));
      const transactionId = await postTransaction(inTransaction(app, trx), {
        kind: 'ISA_SUBSCRIPTION',
        description: 'Payment into ISA from e-wallet',
        createdBy: userId,
        occurredAt: now,
        entries: [
          { accountId: isa, amountPence },
          { accountId: wallet, amountPence: -amountPence },
        ],
      });
      const row = await insertIsaMovement(trx, {
        ...movement,
        counterparty: 'E_WALLET',
        status: 'SUCCEEDED',
        paymentOperationId: null,
        ledgerTransactionId: transactionId,
      });
      return { answer: { movement: isaMovement(row) }, pending: undefined };
    }
    const holder = await walletHolder(trx, userId);
    const operation = await insertPaymentOperation(trx, {
      userId,
      kind: 'PAY_IN',
      amountPence,
      provider,
      createdAt: now,
    });
    const referenceNumber = isaDepositReference(operation.id);
    await updatePaymentOperation(trx, operation.id, { bank_reference: referenceNumber });
    const row = await insertIsaMovement(trx, {
      ...movement,
      counterparty: 'BANK',
      status: 'PENDING',
      paymentOperationId: operation.id,
      ledgerTransactionId: null,
    });
    const payment: PaymentInfo = {
      ...collectionAccount,
      referenceNumber,
      investorName: holder.full_name ?? holder.email,
      sumPence: amountPence,
      status: 'PENDING',
    };
    return {
      answer: { movement: isaMovement(row), payment },
      pending: { id: operation.id, kind: 'PAY_IN', amountPence, createdAt: operation.created_at },
    };
  });
}

/**
 * PUT /isa/withdrawals: the ISA's cash, read under its row lock, to the e-wallet at once or to the bank as a pending
 * payout (given back to the ISA by the settlement if it fails, and the movement then FAILED).
 */
export async function withdrawFromIsa(
  app: AppContext,
  request: IsaWithdrawalRequest & { userId: number; idempotencyKey: string | undefined },
): Promise<IsaMovementResult> {
  assertAmount(validateWalletAmount(request.amountPence));
  const { name: provider } = app.providers.payments;
  const fingerprint = { amountPence: request.amountPence, to: request.to };
  return oncePerKey<IsaMovementResult>(app, keyed('withdrawFromIsa', request, fingerprint), async (trx) => {
    const { userId, amountPence } = request;
    const isa = await isaAccountIdOf(trx, userId);
    if (isa === undefined) throw new AppError(54);
    assertAmount(validateWithdrawalAmount(amountPence, await lockAccountBalance(trx, isa)));
    const now = app.clock.now();
    const movement = {
      userId,
      kind: 'WITHDRAWAL' as const,
      taxYear: taxYearOf(now),
      amountPence,
      replacementPence: 0,
      createdAt: now,
    };
    if (request.to === 'E_WALLET') {
      const wallet = await userWalletAccountId(trx, userId);
      await lockAccountBalance(trx, wallet);
      const transactionId = await postTransaction(inTransaction(app, trx), {
        kind: 'ISA_WITHDRAWAL',
        description: 'Withdrawal from ISA to e-wallet',
        createdBy: userId,
        occurredAt: now,
        entries: [
          { accountId: isa, amountPence: -amountPence },
          { accountId: wallet, amountPence },
        ],
      });
      const row = await insertIsaMovement(trx, {
        ...movement,
        counterparty: 'E_WALLET',
        status: 'SUCCEEDED',
        paymentOperationId: null,
        ledgerTransactionId: transactionId,
      });
      return { answer: { movement: isaMovement(row) }, pending: undefined };
    }
    const holder = await walletHolder(trx, userId);
    if (!holder.sort_code || !holder.account_number) throw new AppError(2, { message: WALLET_MESSAGES.noBankDetails });
    const operation = await insertPaymentOperation(trx, {
      userId,
      kind: 'PAY_OUT',
      amountPence,
      provider,
      createdAt: now,
    });
    const transactionId = await postTransaction(inTransaction(app, trx), {
      kind: 'ISA_WITHDRAWAL',
      description: 'Withdrawal from ISA to bank account',
      idempotencyKey: `pay-out:${operation.id}`,
      createdBy: userId,
      occurredAt: now,
      entries: [
        { accountId: isa, amountPence: -amountPence },
        { accountId: await systemAccountId(trx, 'PROVIDER_CLEARING'), amountPence },
      ],
    });
    await updatePaymentOperation(trx, operation.id, { ledger_transaction_id: transactionId });
    const row = await insertIsaMovement(trx, {
      ...movement,
      counterparty: 'BANK',
      status: 'PENDING',
      paymentOperationId: operation.id,
      ledgerTransactionId: transactionId,
    });
    return {
      answer: { movement: isaMovement(row) },
      pending: { id: operation.id, kind: 'PAY_OUT', amountPence, createdAt: operation.created_at },
    };
  });
}

/** GET /isa/movements: newest first, paged like the wallet's history. */
export async function listIsaMovements(
  app: AppContext,
  userId: number,
  page: { limit: number; offset: number },
): Promise<IsaMovementPage> {
  const rows = await isaMovementsPage(app.db, userId, page);
  return { movements: rows.map(isaMovement), count: Number(rows[0]?.total ?? 0) };
}

function isaMovement(row: IsaMovementRow): IsaMovement {
  return {
    id: row.id,
    kind: row.kind,
    counterparty: row.counterparty,
    status: row.status,
    amountPence: row.amount_pence,
    replacementPence: row.replacement_pence,
    taxYear: row.tax_year,
    createdAt: row.created_at.toISOString(),
  };
}

function assertAmount(message: string | undefined): void {
  if (message !== undefined) throw new AppError(2, { fieldErrors: [{ field: 'amountPence', message }] });
}

function assertFields(checks: readonly (readonly [string, string | undefined])[]): void {
  const fieldErrors: FieldError[] = checks.flatMap(([field, message]) =>
    message === undefined ? [] : [{ field, message }],
  );
  if (fieldErrors.length > 0) throw new AppError(2, { fieldErrors });
}

function keyed(
  operation: WalletOperation,
  request: { userId: number; idempotencyKey: string | undefined },
  fingerprint: Readonly<Record<string, string | number>>,
): KeyedRequest {
  return {
    key:
      request.idempotencyKey === undefined
        ? undefined
        : { userId: request.userId, operation, idempotencyKey: request.idempotencyKey },
    fingerprint: requestFingerprint(operation, fingerprint),
  };
}
