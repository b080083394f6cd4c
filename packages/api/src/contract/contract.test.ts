import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as enums from '../enums.ts';
import { errorCatalogue, ErrorCode } from '../errors/index.ts';
import { listOperations, loadOpenApiDocument } from './openapi-document.ts';

const document = loadOpenApiDocument();
const operations = listOperations(document);
const schemas = document.components.schemas;

// The operationIds every engineer codes against (the team brief); a rename must be deliberate.
const agreedOperationIds = [
  'login',
  'logout',
  'register',
  'requestInvite',
  'sendInvite',
  'sendRestorePasswordLink',
  'restorePassword',
  'validateToken',
  'verifyEmail',
  'changePassword',
  'getCurrentUser',
  'updateCurrentUser',
  'getCompetenceReview',
  'startKycProcedure',
  'restartKycProcedure',
  'updateBankDetails',
  'updateContactDetails',
  'confirmDetailsChange',
  'fundWallet',
  'withdrawFromWallet',
  'getInvestmentPaymentInfo',
  'getInvestorDashboard',
  'listDashboardInvestments',
  'listDashboardPayouts',
  'listDashboardFollowedProjects',
  'listDashboardInvestedProjects',
  'listDashboardWalletHistory',
  'getAdminDashboard',
  'listAdminLastProjects',
  'uploadTempFile',
  'getMarketingPreferences',
  'updateMarketingPreferences',
  'sendContactRequest',
  'listFaq',
  'saveFaq',
  'deleteFaq',
  'listProjects',
  'createProject',
  'getProject',
  'updateProject',
  'deleteProject',
  'exportProjectInvestors',
  'downloadProjectDocuments',
  'geocodeAddress',
  'listProjectPayments',
  'calculateProjectProfit',
  'makeProjectPayments',
  'makeProjectPayment',
  'fundProjectWallet',
  'transferToLongWallet',
  'followProject',
  'unfollowProject',
  'listProjectUpdates',
  'createProjectUpdate',
  'editProjectUpdate',
  'listProjectUpdateRevisions',
  'listUpdatesFeed',
  'getPledgeLimits',
  'getValidPledgeSum',
  'startPledge',
  'sendPledgeSms',
  'finishPledge',
  'listAgreements',
  'getAgreement',
  'getAgreementText',
  'getConsumerJourney',
  'recordConsumerJourneyEvent',
  // Issue 24 §7: the admin reads a user's journey log, as a PDF too, and the journey's 30-day funnel.
  'getUserConsumerJourneyLog',
  'downloadUserConsumerJourneyLog',
  'getConsumerJourneyFunnel',
  // Issue 24 §4: the investor's categorisation declaration, read and signed.
  'getInvestorDeclaration',
  'signInvestorDeclaration',
  'listAgreementLogs',
  'downloadAgreement',
  'downloadAgreementLogs',
  'listUsers',
  'getUser',
  'approveUserKyc',
  'rejectUserKyc',
  'resetUserAnswerAttempts',
  'activateUser',
  'deactivateUser',
  'getPublicSettings',
  'downloadFile',
  // Issue 33 §2: the admin sees the jobs that failed for good and retries one; operators read each queue's figures.
  'listFailedJobs',
  'retryFailedJob',
  'getJobFigures',
  // Issue 34: the repayment schedule (§1), the repayment state and recoveries (§3), notifications (§4), the public
  // loan book (§5). Project updates (§2) are listed with the projects' operations above.
  'getInvestmentSchedule',
  'getProjectSchedule',
  'getProjectRepayment',
  'changeRepaymentState',
  'recordRecovery',
  'payRecoveryShares',
  'getRepaymentSettings',
  'updateRepaymentSettings',
  'listNotifications',
  'streamNotifications',
  'markNotificationRead',
  'markAllNotificationsRead',
  'getNotificationPreferences',
  'updateNotificationPreferences',
  'unsubscribeNotifications',
  'unsubscribeNotificationsOneClick',
  'getLoanBook',
  // Issue 35 §1: the investor's tax-year statements, any investor's for the admin, and the admin's runs of a year.
  'listTaxStatements',
  'getTaxStatement',
  'getUserTaxStatement',
  'listTaxStatementRuns',
  'startTaxStatementRun',
  'getTaxStatementRunFile',
  'signInWithCode',
  'startPasskeySignIn',
  'signInWithPasskey',
  'confirmSecondFactor',
  'startPasskeyStepUp',
  'confirmWithPasskey',
  'getSecondFactors',
  'startTotpSetup',
  'confirmTotpSetup',
  'removeTotp',
  'startPasskeyRegistration',
  'addPasskey',
  'removePasskey',
  'regenerateRecoveryCodes',
  'listSessions',
  'endSession',
  'signOutOtherSessions',
  'resetUserSecondFactors',
  'getIsa',
  'openIsa',
  'getIsaApplicationDocument',
  'declareOtherIsaSubscriptions',
  'subscribeToIsa',
  'withdrawFromIsa',
  'listIsaMovements',
  // Issue 35 §2: ISA transfers and the annual ISA report.
  'requestIsaTransfer',
  'listIsaTransfers',
  'cancelIsaTransfer',
  'listAllIsaTransfers',
  'recordIsaTransfer',
  'rejectIsaTransfer',
  'getIsaAnnualReport',
  // Issue 37: the resale market (listings, purchases, the fee, the admin's figures).
  'getResaleQuote',
  'listResaleListings',
  'createResaleListing',
  'getResaleListing',
  'cancelResaleListing',
  'suspendResaleListing',
  'startResalePurchase',
  'sendResalePurchaseSms',
  'finishResalePurchase',
  'getResaleSettings',
  'updateResaleSettings',
  'getAdminResaleActivity',
  'getAutoInvest',
  'startAutoInvest',
  'sendAutoInvestSms',
  'signAutoInvestAuthority',
  'getAutoInvestAuthorityDocument',
  'updateAutoInvestRules',
  'setAutoInvestState',
  'listAutoInvestAllocations',
  'getAutoInvestSettings',
  'updateAutoInvestSettings',
  'getProjectAutoInvest',
  'updateProjectAutoInvest',
];
const publicOperationIds = [
  'login',
  'register',
  'requestInvite',
  'sendRestorePasswordLink',
  'restorePassword',
  'validateToken',
  'signInWithCode',
  'startPasskeySignIn',
  'signInWithPasskey',
  'verifyEmail',
  'getPublicSettings',
  // The Help page is read by visitors too (issue 13).
  'listFaq',
  // Issue 34 §5: the loan book is published to anyone (COBS 18.12).
  'getLoanBook',
];

describe('openapi.yaml', () => {
  it('has exactly the agreed operations', () => {
    expect(operations.map((operation) => operation.operationId).sort()).toEqual([...agreedOperationIds].sort());
  });

  it('lets only the public calls go without a token', () => {
    const open = operations
      .filter((operation) => operation.security?.length === 0)
      .map((operation) => operation.operationId);
    expect(open.sort()).toEqual([...publicOperationIds].sort());
  });

  it.each(operations.map((operation) => [operation.operationId, operation] as const))(
    '%s answers every error with the Error schema, 501 included',
    (_operationId, operation) => {
      const errorStatuses = Object.keys(operation.responses).filter((status) => Number(status) >= 400);
      expect(errorStatuses).toEqual(expect.arrayContaining(['500', '501']));
      expect(errorStatuses.some((status) => status.startsWith('4'))).toBe(true);
      for (const status of errorStatuses) {
        const reference = operation.responses[status]?.$ref ?? '';
        const shared = document.components.responses[reference.replace('#/components/responses/', '')] as {
          content: Record<string, { schema: { $ref: string } }>;
        };
        expect(shared?.content['application/json']?.schema.$ref).toBe('#/components/schemas/Error');
      }
    },
  );

  it('is the one source of the error catalogue of packages/api: codes, names, messages and statuses', () => {
    const schema = schemas.ErrorCode ?? {};
    const codes = schema.enum ?? [];
    const column = (extension: string) => (schema[extension] ?? []) as unknown[];
    const fromContract = codes.map((code, index) => ({
      code,
      name: column('x-enum-varnames')[index],
      message: column('x-enum-descriptions')[index],
      httpStatus: column('x-enum-http-statuses')[index],
    }));
    const names = new Map(Object.entries(ErrorCode).map(([name, code]) => [code as number, name]));
    const fromPackage = Object.entries(errorCatalogue).map(([code, entry]) => ({
      code: Number(code),
      name: names.get(Number(code)),
      ...entry,
    }));
    expect(fromPackage).toEqual(fromContract);
  });

  it('names every money property ...Pence', () => {
    const moneyWords = /(balance|sum|amount|target|minimum|profit|total|value)$/i;
    const offenders = Object.entries(schemas).flatMap(([schemaName, schema]) =>
      Object.entries(schema.properties ?? {})
        .filter(([property, definition]) => {
          const types = [definition.type].flat();
          return types.includes('integer') && moneyWords.test(property) && !property.endsWith('Pence');
        })
        .map(([property]) => `${schemaName}.${property}`),
    );
    // Counts and durations that happen to end like money words.
    expect(offenders.filter((name) => !/\.(dailyValue|periodValue)$/.test(name))).toEqual([]);
  });

  it('never exposes a password, a hash or competence answers on the User', () => {
    const properties = Object.keys(schemas.User?.properties ?? {});
    expect(properties.filter((property) => /password|hash|answers|^q\d+$/i.test(property))).toEqual([]);
  });

  it('closes every request body to unknown properties', () => {
    const bodies = operations.flatMap((operation) => {
      const content = (operation.requestBody as { content?: Record<string, { schema: { $ref?: string } }> } | undefined)
        ?.content;
      return Object.values(content ?? {}).map((media) => media.schema);
    });
    for (const body of bodies) {
      const schema = body.$ref
        ? schemas[body.$ref.replace('#/components/schemas/', '')]
        : (body as Record<string, unknown>);
      expect(schema?.additionalProperties).toBe(false);
    }
  });
});

describe('packages/api mirrors the contract', () => {
  it('has a type alias for every schema', () => {
    const source = readFileSync(new URL('../types.ts', import.meta.url), 'utf8');
    const missing = Object.keys(schemas).filter((name) => !source.includes(`= Schemas['${name}'];`));
    expect(missing).toEqual([]);
  });

  it('lists every enumeration in the contract order', () => {
    const lists = Object.values(enums).map((values) => JSON.stringify(values));
    const missing = Object.entries(schemas)
      .filter(([name, schema]) => schema.enum && schema.type === 'string' && name !== 'ErrorCode')
      .filter(([, schema]) => !lists.includes(JSON.stringify(schema.enum)))
      .map(([name]) => name);
    expect(missing).toEqual([]);
  });
});
