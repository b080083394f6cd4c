import { DECLARATION_TEXTS } from '@keystone/flows/declarations';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '@keystone/api';
import { listOperations, loadOpenApiDocument } from '@keystone/api/contract';
import { createContractValidator, type SchemaName } from '@keystone/api/contract';
import {
  demoAutoInvestRules,
  demoBankTransferInvestment,
  demoFailedJobs,
  demoNotifications,
  demoPeople,
  demoProjects,
  demoResaleListings,
  demoSessions,
  demoUsers,
} from '../fixtures/index.ts';
import type { ProjectInput, User } from '@keystone/api';
import { handlerList } from './handlers.ts';
import { MOCK_SMS_CODE, MOCK_TOTP_CODE } from './mock-values.ts';
import { mockTokenFor, startMockSession } from './session.ts';

const server = setupServer(...handlerList);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());
// A mock sign-in starts the mock session cookie: the next test starts signed out.
afterEach(() => startMockSession(null));

const document = loadOpenApiDocument();
const validate = createContractValidator(document);
const client = (user: Pick<User, 'id' | 'role'>) =>
  createApiClient({ baseUrl: 'http://localhost/api', getToken: () => mockTokenFor(user) });
const admin = client(demoUsers.admin);

/** An event stream's answer once its first event has come, read with fetch as a browser's EventSource would. */
async function firstStreamEvent(path: string, user: Pick<User, 'id' | 'role'>) {
  const response = await fetch(`http://localhost/api${path}`, {
    headers: { accept: 'text/event-stream', authorization: `Bearer ${mockTokenFor(user)}` },
  });
  const reader = response.body?.getReader();
  const first = await reader?.read();
  await reader?.cancel();
  expect(new TextDecoder().decode(first?.value)).toMatch(/^event:/);
  return { data: undefined, error: undefined, response };
}
const investor = client(demoUsers.approvedInvestor);
const newcomer = client(demoUsers.kycNotStartedInvestor);
const isaHolder = client(demoUsers.coInvestor);
const amelia = client(demoUsers.companyInvestor);
/** Olivia's half of her Leith investment, open to buy (demo listing 1), and the id of that investment. */
const oliviasInvestmentId = demoResaleListings.find((entry) => entry.listing.id === 1)?.investmentId ?? 0;
/** Oliver's own listing, which Olivia buys from: £1,000 at a time leaves enough for the next call. */
const startPurchase = (api: ApiClient) =>
  api.POST('/resale/purchases', { body: { listingId: 3, amountPence: 100_000 } });

const {
  id: _id,
  currentUserFollowed: _followed,
  createdAt: _created,
  shortFundedSumPence: _short,
  longFundedSumPence: _long,
  images,
  documents,
  ...projectFields
} = demoProjects.comingSoon;
const projectInput: ProjectInput = {
  ...projectFields,
  images: images.map(({ url, main }) => ({ url, main })),
  documents: documents.map(({ uuid, title, url, visible, required }) => ({ uuid, title, url, visible, required })),
};
const id = { params: { path: { id: demoProjects.availableToPledge.id } } };
/** A project whose payouts may be calculated and paid (flows' payout statuses). */
const paying = { params: { path: { id: demoProjects.developmentBegan.id } } };

type Call = (api: ApiClient) => Promise<{ data?: unknown; error?: unknown; response: Response }>;
/** A browser's answer to a passkey prompt, as @simplewebauthn/browser gives it (the mock checks no signature). */
const mockRegistrationResponse = {
  id: 'Y3JlZGVudGlhbA',
  rawId: 'Y3JlZGVudGlhbA',
  response: { clientDataJSON: 'e30', attestationObject: 'o2NmbXRkbm9uZQ' },
  clientExtensionResults: {},
  type: 'public-key',
} as const;
const isaTransferAsked = {
  direction: 'IN',
  otherManager: 'Northern Savings plc',
  otherReference: 'NS-1',
  years: 'ALL',
} as const;
/** A REQUESTED transfer of the demo investor's, asked for now. */
async function askedTransferId(): Promise<number> {
  const { data } = await investor.POST('/isa/transfers', { body: isaTransferAsked });
  if (!data) throw new Error('the mock refused the transfer request');
  return data.id;
}

/** What a browser's passkey answers a challenge with (WebAuthn's AuthenticationResponseJSON); the mocks check no signature. */
const MOCK_CHALLENGE = '00000000-0000-4000-8000-000000000036';
const mockAssertion = {
  id: 'bW9jay1wYXNza2V5',
  rawId: 'bW9jay1wYXNza2V5',
  response: { clientDataJSON: 'e30', authenticatorData: 'AAAA', signature: 'AAAA' },
  clientExtensionResults: {},
  type: 'public-key',
} as const;

const calls: Record<string, [ApiClient, Call]> = {
  // Auto-invest (issue 38): Olivia has an ACTIVE authority; Oliver, who has none, starts and signs one.
  getAutoInvest: [investor, (api) => api.GET('/auto-invest')],
  startAutoInvest: [isaHolder, (api) => api.POST('/auto-invest/authorities', { body: demoAutoInvestRules })],
  sendAutoInvestSms: [
    isaHolder,
    async (api) => {
      const { data } = await api.POST('/auto-invest/authorities', { body: demoAutoInvestRules });
      return api.PUT('/auto-invest/authorities/{id}/send-sms', { params: { path: { id: data?.authorityId ?? 0 } } });
    },
  ],
  signAutoInvestAuthority: [
    isaHolder,
    async (api) => {
      const { data } = await api.POST('/auto-invest/authorities', { body: demoAutoInvestRules });
      return api.PUT('/auto-invest/authorities/{id}', {
        params: { path: { id: data?.authorityId ?? 0 } },
        body: { signatureBase64: 'data:image/png;base64,iVBORw0KGgo=', smsCode: MOCK_SMS_CODE },
      });
    },
  ],
  getAutoInvestAuthorityDocument: [
    investor,
    (api) => api.GET('/auto-invest/authorities/{id}/document', { params: { path: { id: 1 } }, parseAs: 'blob' }),
  ],
  updateAutoInvestRules: [
    investor,
    (api) => api.PUT('/auto-invest/rules', { body: { ...demoAutoInvestRules, amountPerProjectPence: 100_000 } }),
  ],
  setAutoInvestState: [investor, (api) => api.PUT('/auto-invest/state', { body: { state: 'PAUSED' } })],
  listAutoInvestAllocations: [investor, (api) => api.GET('/auto-invest/allocations')],
  getAutoInvestSettings: [admin, (api) => api.GET('/auto-invest/settings')],
  updateAutoInvestSettings: [admin, (api) => api.PUT('/auto-invest/settings', { body: { maxSharePercent: 40 } })],
  getProjectAutoInvest: [admin, (api) => api.GET('/projects/{id}/auto-invest', id)],
  updateProjectAutoInvest: [
    admin,
    (api) =>
      api.PUT('/projects/{id}/auto-invest', {
        params: { path: { id: demoProjects.comingSoon.id } },
        body: { sharePercent: 20 },
      }),
  ],
  getResaleQuote: [
    investor,
    (api) =>
      api.GET('/investments/{id}/resale-quote', {
        params: { path: { id: oliviasInvestmentId }, query: { amountPence: 200_000 } },
      }),
  ],
  listResaleListings: [isaHolder, (api) => api.GET('/resale/listings')],
  // Olivia's investment is listed already: she withdraws that listing first, as a seller would.
  createResaleListing: [
    investor,
    async (api) => {
      await api.POST('/resale/listings/{id}/cancel', { params: { path: { id: 1 } } });
      return api.POST('/resale/listings', { body: { investmentId: oliviasInvestmentId, amountPence: 200_000 } });
    },
  ],
  getResaleListing: [isaHolder, (api) => api.GET('/resale/listings/{id}', { params: { path: { id: 2 } } })],
  cancelResaleListing: [amelia, (api) => api.POST('/resale/listings/{id}/cancel', { params: { path: { id: 2 } } })],
  suspendResaleListing: [
    admin,
    (api) =>
      api.POST('/resale/listings/{id}/suspend', {
        params: { path: { id: 4 } },
        body: { reason: 'The valuation is being checked' },
      }),
  ],
  startResalePurchase: [investor, startPurchase],
  sendResalePurchaseSms: [
    investor,
    (api) => api.PUT('/resale/purchases/{id}/send-sms', { params: { path: { id: 1 } } }),
  ],
  finishResalePurchase: [
    investor,
    async (api) => {
      const { data } = await startPurchase(api);
      return api.PUT('/resale/purchases/{id}', {
        params: { path: { id: data?.purchaseId ?? 0 } },
        body: { signatureBase64: 'data:image/png;base64,iVBORw0KGgo=', smsCode: MOCK_SMS_CODE },
      });
    },
  ],
  getResaleSettings: [admin, (api) => api.GET('/resale-settings')],
  updateResaleSettings: [admin, (api) => api.PUT('/resale-settings', { body: { feeBasisPoints: 75 } })],
  getAdminResaleActivity: [admin, (api) => api.GET('/dashboard/admin/resale')],
  login: [
    newcomer,
    // The approved investor has no second factor: 200 with a session (the admin's 202 is in handlers.test.ts).
    (api) =>
      api.POST('/auth/login', {
        body: { email: demoUsers.approvedInvestor.email, password: demoPeople.approvedInvestor.password },
      }),
  ],
  logout: [investor, (api) => api.POST('/auth/logout')],
  signInWithCode: [
    newcomer,
    (api) => api.POST('/auth/login/code', { body: { ticket: 'mock-ticket.1', method: 'TOTP', code: MOCK_TOTP_CODE } }),
  ],
  startPasskeySignIn: [newcomer, (api) => api.POST('/auth/login/passkey/options', { body: {} })],
  signInWithPasskey: [
    newcomer,
    (api) => api.POST('/auth/login/passkey', { body: { challengeId: MOCK_CHALLENGE, credential: mockAssertion } }),
  ],
  confirmSecondFactor: [admin, (api) => api.POST('/auth/step-up', { body: { method: 'TOTP', code: MOCK_TOTP_CODE } })],
  startPasskeyStepUp: [admin, (api) => api.POST('/auth/step-up/passkey/options')],
  confirmWithPasskey: [
    admin,
    (api) => api.POST('/auth/step-up/passkey', { body: { challengeId: MOCK_CHALLENGE, credential: mockAssertion } }),
  ],
  register: [
    newcomer,
    (api) => api.PUT('/auth/registry', { body: { fullName: 'Ada Lovelace', password: 'Secret12', token: 't' } }),
  ],
  requestInvite: [
    newcomer,
    (api) => api.POST('/auth/request-invite', { body: { email: 'ada@example.com', fullName: 'Ada' } }),
  ],
  sendInvite: [admin, (api) => api.POST('/auth/invite', { body: { email: 'ada@example.com' } })],
  sendRestorePasswordLink: [
    newcomer,
    (api) => api.POST('/auth/send-restore-password-link', { params: { query: { email: demoUsers.admin.email } } }),
  ],
  restorePassword: [
    newcomer,
    (api) => api.PUT('/auth/restore-password', { body: { newPassword: 'Secret12', token: 't' } }),
  ],
  validateToken: [newcomer, (api) => api.POST('/auth/validate', { body: { token: 't', tokenType: 'REGISTRY' } })],
  verifyEmail: [newcomer, (api) => api.POST('/auth/verify-email', { body: { token: 't' } })],
  changePassword: [
    investor,
    (api) =>
      api.PUT('/auth/change-password', {
        body: { currentPassword: demoPeople.approvedInvestor.password, newPassword: 'Secret12' },
      }),
  ],
  getPublicSettings: [newcomer, (api) => api.GET('/settings')],
  getCurrentUser: [investor, (api) => api.GET('/user')],
  getCompetenceReview: [newcomer, (api) => api.GET('/user/competence-review')],
  updateCurrentUser: [
    newcomer,
    (api) =>
      api.PUT('/user', {
        params: { query: { validateQuestions: false } },
        body: { firstName: 'Noah', personType: 'INDIVIDUAL' },
      }),
  ],
  startKycProcedure: [newcomer, (api) => api.PUT('/user/start-kyc-procedure')],
  restartKycProcedure: [newcomer, (api) => api.PUT('/user/restart-kyc-procedure')],
  updateBankDetails: [
    investor,
    (api) => api.PUT('/user/bank-details', { body: { sortCode: '123456', accountNumber: '12345678' } }),
  ],
  updateContactDetails: [
    investor,
    (api) => api.PUT('/user/details', { body: { phoneNumber: '+447700900777', email: 'new@keystone.test' } }),
  ],
  confirmDetailsChange: [investor, (api) => api.POST('/user/confirm/{token}', { params: { path: { token: 't' } } })],
  fundWallet: [investor, (api) => api.PUT('/investments/fund-wallet', { params: { query: { amountPence: 25_000 } } })],
  withdrawFromWallet: [
    investor,
    (api) => api.PUT('/investments/withdraw', { params: { query: { amountPence: 10_000 } } }),
  ],
  getInvestmentPaymentInfo: [
    investor,
    (api) => api.GET('/investments/{id}', { params: { path: { id: demoBankTransferInvestment.id } } }),
  ],
  getInvestorDashboard: [
    investor,
    (api) => api.GET('/dashboard/investor', { params: { query: { filter: 'ALL_TIME', loadFirstPageRelated: true } } }),
  ],
  listDashboardInvestments: [
    investor,
    (api) => api.GET('/dashboard/investor/investments', { params: { query: { limit: 8, offset: 0 } } }),
  ],
  listDashboardPayouts: [investor, (api) => api.GET('/dashboard/investor/paid-out')],
  listDashboardFollowedProjects: [investor, (api) => api.GET('/dashboard/investor/projects-follow')],
  listDashboardInvestedProjects: [investor, (api) => api.GET('/dashboard/investor/projects-invested')],
  listDashboardWalletHistory: [investor, (api) => api.GET('/dashboard/investor/wallet-history')],
  getAdminDashboard: [admin, (api) => api.GET('/dashboard/admin', { params: { query: { filter: 'MONTH' } } })],
  listAdminLastProjects: [admin, (api) => api.GET('/dashboard/admin/last-projects')],
  getConsumerJourneyFunnel: [admin, (api) => api.GET('/dashboard/admin/consumer-journey-funnel')],
  getLoanBook: [investor, (api) => api.GET('/loan-book')],
  getUserConsumerJourneyLog: [
    admin,
    (api) => api.GET('/users/{id}/consumer-journey', { params: { path: { id: demoUsers.approvedInvestor.id } } }),
  ],
  downloadUserConsumerJourneyLog: [
    admin,
    (api) =>
      api.GET('/users/{id}/consumer-journey/document', {
        params: { path: { id: demoUsers.approvedInvestor.id } },
        parseAs: 'blob',
      }),
  ],
  uploadTempFile: [
    investor,
    (api) => {
      const form = new FormData();
      form.set('file', new Blob(['%PDF-1.7'], { type: 'application/pdf' }), 'passport.pdf');
      return api.POST('/file/temp', {
        body: form as unknown as { file: string },
        bodySerializer: (body) => body as unknown as FormData,
      });
    },
  ],
  downloadFile: [
    investor,
    (api) =>
      api.GET('/files/{key}', {
        params: { path: { key: '6f9619ff-8b86-4d11-b42d-00c04fc964ff.png' } },
        parseAs: 'blob',
      }),
  ],
  getMarketingPreferences: [investor, (api) => api.GET('/marketing')],
  updateMarketingPreferences: [investor, (api) => api.POST('/marketing', { body: { newsSubscription: false } })],
  sendContactRequest: [
    investor,
    (api) =>
      api.POST('/marketing/contact-us', {
        body: { fullName: 'Isla', email: 'i@example.com', message: 'Hello', interest: 'KYC' },
      }),
  ],
  listFaq: [investor, (api) => api.GET('/marketing/faq', { params: { query: { searchTerm: 'FSCS' } } })],
  saveFaq: [
    admin,
    (api) => api.POST('/marketing/faq', { body: { category: 'GENERAL_FAQ', question: 'Q?', answer: 'A.' } }),
  ],
  deleteFaq: [admin, (api) => api.DELETE('/marketing/faq/{id}', { params: { path: { id: 1 } } })],
  listProjects: [investor, (api) => api.GET('/projects')],
  createProject: [admin, (api) => api.POST('/projects', { body: projectInput })],
  getProject: [investor, (api) => api.GET('/projects/{id}', id)],
  updateProject: [admin, (api) => api.PUT('/projects/{id}', { ...id, body: projectInput })],
  deleteProject: [admin, (api) => api.DELETE('/projects/{id}', { params: { path: { id: demoProjects.draft.id } } })],
  exportProjectInvestors: [admin, (api) => api.GET('/projects/{id}/export-investors', { ...id, parseAs: 'text' })],
  downloadProjectDocuments: [investor, (api) => api.GET('/projects/{id}/documents/zip', { ...id, parseAs: 'blob' })],
  geocodeAddress: [admin, (api) => api.GET('/geocode', { params: { query: { address: '1 High Street' } } })],
  listProjectPayments: [
    admin,
    (api) => api.GET('/projects/{id}/payments', { params: { path: id.params.path, query: { term: 'SHORT' } } }),
  ],
  calculateProjectProfit: [admin, (api) => api.POST('/projects/{id}/payments/recalculate', paying)],
  makeProjectPayments: [admin, (api) => api.POST('/projects/{id}/payments/make', paying)],
  makeProjectPayment: [
    admin,
    (api) => api.POST('/projects/{id}/payments/{paymentId}/make', { params: { path: { id: 4, paymentId: 2 } } }),
  ],
  getInvestmentSchedule: [investor, (api) => api.GET('/investments/{id}/schedule', { params: { path: { id: 1 } } })],
  getProjectSchedule: [admin, (api) => api.GET('/projects/{id}/schedule', paying)],
  fundProjectWallet: [
    admin,
    (api) =>
      api.POST('/projects/{id}/wallet/fund', {
        params: { path: { id: 4 } },
        body: { term: 'SHORT', amountPence: 100_000 },
      }),
  ],
  transferToLongWallet: [
    admin,
    (api) =>
      api.POST('/projects/{id}/wallet/transfer-to-long', {
        params: { path: { id: 4 } },
        body: { amountPence: 100_000 },
      }),
  ],
  followProject: [investor, (api) => api.POST('/projects/{id}/subscribe', id)],
  unfollowProject: [investor, (api) => api.DELETE('/projects/{id}/unsubscribe', id)],
  listProjectUpdates: [investor, (api) => api.GET('/projects/{id}/updates', paying)],
  createProjectUpdate: [
    admin,
    (api) =>
      api.POST('/projects/{id}/updates', {
        ...paying,
        body: { title: 'Roof on', text: 'The roof is on.', audience: 'INVESTORS', photos: [], documents: [] },
      }),
  ],
  editProjectUpdate: [
    admin,
    (api) =>
      api.PUT('/projects/{id}/updates/{updateId}', {
        params: { path: { id: demoProjects.developmentBegan.id, updateId: 3 } },
        body: { title: 'Roof on', text: 'The roof is on.', audience: 'INVESTORS', photos: [], documents: [] },
      }),
  ],
  listProjectUpdateRevisions: [
    investor,
    (api) =>
      api.GET('/projects/{id}/updates/{updateId}/revisions', {
        params: { path: { id: demoProjects.developmentBegan.id, updateId: 3 } },
      }),
  ],
  listUpdatesFeed: [investor, (api) => api.GET('/updates/feed')],
  getPledgeLimits: [investor, (api) => api.GET('/projects/{id}/pledge-limits', id)],
  getValidPledgeSum: [
    investor,
    (api) =>
      api.GET('/pledges/valid-pledge-sum', {
        params: { query: { projectId: 3, shortAmountPence: 100_000, longAmountPence: 0 } },
      }),
  ],
  getConsumerJourney: [newcomer, (api) => api.GET('/consumer-journey')],
  getInvestorDeclaration: [investor, (api) => api.GET('/user/declaration')],
  signInvestorDeclaration: [
    investor,
    (api) =>
      api.POST('/user/declarations', {
        body: {
          investorType: 'HIGH_NET_WORTH_INVESTOR',
          textVersion: DECLARATION_TEXTS.HIGH_NET_WORTH_INVESTOR.version,
          accepted: true,
          figures: { annualIncomePence: 12_500_000 },
        },
      }),
  ],
  recordConsumerJourneyEvent: [
    newcomer,
    (api) =>
      api.POST('/consumer-journey/events', {
        body: { step: 'PERSONALISED_WARNING', action: 'SHOWN', textVersion: 'personalised-warning.v1' },
      }),
  ],
  startPledge: [
    investor,
    (api) =>
      api.POST('/pledges', {
        body: { projectId: 3, investStrategy: 'DEBT', shortAmountPence: 100_000, longAmountPence: 0 },
      }),
  ],
  sendPledgeSms: [investor, (api) => api.PUT('/pledges/{id}/send-sms', { params: { path: { id: 1 } } })],
  finishPledge: [
    investor,
    (api) =>
      api.PUT('/pledges/{id}', {
        params: { path: { id: 1 } },
        body: { source: 'BANK_TRANSFER', signatureBase64: 'iVBORw0KGgo=', smsCode: MOCK_SMS_CODE },
      }),
  ],
  listAgreements: [investor, (api) => api.GET('/agreements', { params: { query: { status: 'ACTIVE' } } })],
  getAgreement: [investor, (api) => api.GET('/agreements/{id}', { params: { path: { id: 1 } } })],
  listAgreementLogs: [admin, (api) => api.GET('/agreements/{id}/logs', { params: { path: { id: 1 } } })],
  getAgreementText: [investor, (api) => api.GET('/agreements/{id}/text', { params: { path: { id: 1 } } })],
  downloadAgreement: [
    investor,
    (api) => api.GET('/agreements/{id}/document', { params: { path: { id: 1 } }, parseAs: 'blob' }),
  ],
  downloadAgreementLogs: [
    admin,
    (api) => api.GET('/agreements/{id}/logs/document', { params: { path: { id: 1 } }, parseAs: 'blob' }),
  ],
  listUsers: [admin, (api) => api.GET('/users', { params: { query: { column: 'fullName', direction: 'DESC' } } })],
  getUser: [admin, (api) => api.GET('/users/{id}', { params: { path: { id: 2 } } })],
  approveUserKyc: [admin, (api) => api.PUT('/users/{id}/kyc/approve', { params: { path: { id: 5 } } })],
  rejectUserKyc: [
    admin,
    (api) =>
      api.PUT('/users/{id}/kyc/reject', { params: { path: { id: 2 } }, body: { kycRejectReason: 'Blurred passport' } }),
  ],
  resetUserAnswerAttempts: [
    admin,
    (api) =>
      api.PUT('/users/{id}/reset-answer-attempts', {
        params: { path: { id: 3 } },
        body: { reason: 'Asked on the phone to try again' },
      }),
  ],
  activateUser: [admin, (api) => api.PUT('/users/{id}/status/active', { params: { path: { id: 4 } } })],
  deactivateUser: [admin, (api) => api.PUT('/users/{id}/status/not-active', { params: { path: { id: 2 } } })],
  listFailedJobs: [admin, (api) => api.GET('/jobs/failed', { params: { query: { limit: 2, offset: 1 } } })],
  retryFailedJob: [
    admin,
    (api) => api.POST('/jobs/failed/{id}/retry', { params: { path: { id: demoFailedJobs[0]?.id ?? '' } } }),
  ],
  getJobFigures: [admin, (api) => api.GET('/jobs/figures')],
  getProjectRepayment: [admin, (api) => api.GET('/projects/{id}/repayment', { params: { path: { id: 4 } } })],
  changeRepaymentState: [
    admin,
    (api) =>
      api.POST('/projects/{id}/repayment/state', {
        params: { path: { id: 5 } },
        body: { state: 'LATE', reason: 'The developer says the sale completes late' },
      }),
  ],
  // A recovery needs a project in recovery: the mock walks one there first, as an admin would.
  recordRecovery: [
    admin,
    async (api) => {
      for (const state of ['LATE', 'IN_DEFAULT', 'IN_RECOVERY'] as const) {
        await api.POST('/projects/{id}/repayment/state', {
          params: { path: { id: 6 } },
          body: { state, reason: 'Walked' },
        });
      }
      return api.POST('/projects/{id}/repayment/recoveries', {
        params: { path: { id: 6 }, header: { 'Idempotency-Key': 'contract-recovery' } },
        body: { amountPence: 100_000 },
      });
    },
  ],
  payRecoveryShares: [
    admin,
    (api) =>
      api.POST('/projects/{id}/repayment/unpaid-shares/{userId}/pay', { params: { path: { id: 7, userId: 2 } } }),
  ],
  getRepaymentSettings: [admin, (api) => api.GET('/repayment-settings')],
  updateRepaymentSettings: [admin, (api) => api.PUT('/repayment-settings', { body: { latePaymentDays: 30 } })],
  listNotifications: [investor, (api) => api.GET('/notifications')],
  // The stream stays open: its first event is read, then the reader lets go (the typed client would wait for its end).
  streamNotifications: [investor, () => firstStreamEvent('/notifications/stream', demoUsers.approvedInvestor)],
  markNotificationRead: [
    investor,
    (api) => api.POST('/notifications/{id}/read', { params: { path: { id: demoNotifications[0]!.id } } }),
  ],
  markAllNotificationsRead: [investor, (api) => api.POST('/notifications/read-all')],
  getNotificationPreferences: [investor, (api) => api.GET('/notifications/preferences')],
  updateNotificationPreferences: [
    investor,
    (api) =>
      api.PUT('/notifications/preferences', {
        body: { preferences: [{ kind: 'PROJECT_UPDATE_POSTED', portal: 'IMMEDIATELY', email: 'DAILY_DIGEST' }] },
      }),
  ],
  unsubscribeNotifications: [investor, (api) => api.POST('/notifications/unsubscribe', { body: { token: 'a.b' } })],
  unsubscribeNotificationsOneClick: [
    investor,
    (api) =>
      api.POST('/notifications/unsubscribe/one-click/{token}', {
        params: { path: { token: 'a.b' } },
        body: { 'List-Unsubscribe': 'One-Click' },
        bodySerializer: (body) => new URLSearchParams(body as Record<string, string>).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
  ],
  listTaxStatements: [investor, (api) => api.GET('/tax-statements')],
  getTaxStatement: [
    investor,
    (api) => api.GET('/tax-statements/{taxYear}', { params: { path: { taxYear: 2026 } }, parseAs: 'blob' }),
  ],
  getUserTaxStatement: [
    admin,
    (api) =>
      api.GET('/users/{id}/tax-statements/{taxYear}', {
        params: { path: { id: demoUsers.approvedInvestor.id, taxYear: 2026 }, query: { format: 'csv' } },
        parseAs: 'text',
      }),
  ],
  listTaxStatementRuns: [admin, (api) => api.GET('/tax-statement-runs')],
  startTaxStatementRun: [admin, (api) => api.POST('/tax-statement-runs', { body: { taxYear: 2026 } })],
  getTaxStatementRunFile: [
    admin,
    (api) => api.GET('/tax-statement-runs/{id}/file', { params: { path: { id: 2 } }, parseAs: 'blob' }),
  ],
  getIsa: [isaHolder, (api) => api.GET('/isa')],
  openIsa: [
    investor,
    (api) =>
      api.POST('/isa', {
        body: {
          ukResident: true,
          declarations: { isaType: true, continuing: true, ownCash: true, overallLimit: true, eligible: true },
          niNumber: 'AB 12 34 56 C',
          signatureName: demoUsers.approvedInvestor.fullName ?? '',
        },
      }),
  ],
  getIsaApplicationDocument: [isaHolder, (api) => api.GET('/isa/application/document', { parseAs: 'blob' })],
  declareOtherIsaSubscriptions: [
    isaHolder,
    (api) => api.PUT('/isa/other-subscriptions', { body: { amountPence: 100_000 } }),
  ],
  subscribeToIsa: [
    isaHolder,
    (api) => api.PUT('/isa/subscriptions', { body: { amountPence: 10_000, from: 'BANK_TRANSFER' } }),
  ],
  withdrawFromIsa: [isaHolder, (api) => api.PUT('/isa/withdrawals', { body: { amountPence: 10_000, to: 'E_WALLET' } })],
  listIsaMovements: [isaHolder, (api) => api.GET('/isa/movements')],
  // Issue 35 §2: each change acts on a transfer the investor asks for first, so none depends on another's order.
  listIsaTransfers: [investor, (api) => api.GET('/isa/transfers')],
  requestIsaTransfer: [investor, (api) => api.POST('/isa/transfers', { body: isaTransferAsked })],
  cancelIsaTransfer: [
    investor,
    async (api) => api.POST('/isa/transfers/{id}/cancel', { params: { path: { id: await askedTransferId() } } }),
  ],
  listAllIsaTransfers: [admin, (api) => api.GET('/isa-transfers', { params: { query: { status: 'REQUESTED' } } })],
  recordIsaTransfer: [
    admin,
    async (api) =>
      api.POST('/isa-transfers/{id}/record', {
        params: { path: { id: await askedTransferId() } },
        body: { amountPence: 100_000, currentYearPence: 20_000 },
      }),
  ],
  rejectIsaTransfer: [
    admin,
    async (api) =>
      api.POST('/isa-transfers/{id}/reject', {
        params: { path: { id: await askedTransferId() } },
        body: { reason: 'No ISA with this reference' },
      }),
  ],
  getIsaAnnualReport: [
    admin,
    (api) => api.GET('/isa-reports/{taxYear}', { params: { path: { taxYear: 2026 } }, parseAs: 'text' }),
  ],
  // Second factors and sessions (issue 36): the admin has the demo's authenticator; the investor sets one up.
  getSecondFactors: [admin, (api) => api.GET('/user/second-factors')],
  startTotpSetup: [investor, (api) => api.POST('/user/second-factors/totp')],
  confirmTotpSetup: [
    newcomer,
    async (api) => {
      await api.POST('/user/second-factors/totp');
      return api.PUT('/user/second-factors/totp', { body: { code: MOCK_TOTP_CODE } });
    },
  ],
  removeTotp: [
    investor,
    async (api) => {
      await api.POST('/user/second-factors/totp');
      await api.PUT('/user/second-factors/totp', { body: { code: MOCK_TOTP_CODE } });
      return api.DELETE('/user/second-factors/totp');
    },
  ],
  startPasskeyRegistration: [investor, (api) => api.POST('/user/passkeys/options')],
  addPasskey: [
    isaHolder,
    async (api) => {
      const { data } = await api.POST('/user/passkeys/options');
      return api.POST('/user/passkeys', {
        body: { challengeId: data!.challengeId, name: 'iPhone', credential: mockRegistrationResponse },
      });
    },
  ],
  removePasskey: [
    isaHolder,
    async (api) => {
      const { data } = await api.POST('/user/passkeys/options');
      await api.POST('/user/passkeys', {
        body: { challengeId: data!.challengeId, name: 'Laptop', credential: mockRegistrationResponse },
      });
      const { data: factors } = await api.GET('/user/second-factors');
      return api.DELETE('/user/passkeys/{id}', { params: { path: { id: factors!.passkeys.at(-1)!.id } } });
    },
  ],
  regenerateRecoveryCodes: [admin, (api) => api.POST('/user/recovery-codes')],
  listSessions: [investor, (api) => api.GET('/user/sessions')],
  endSession: [
    investor,
    (api) => api.DELETE('/user/sessions/{sessionId}', { params: { path: { sessionId: demoSessions[3]!.id } } }),
  ],
  signOutOtherSessions: [investor, (api) => api.POST('/user/sessions/sign-out-others')],
  resetUserSecondFactors: [
    admin,
    (api) => api.DELETE('/users/{id}/second-factors', { params: { path: { id: demoUsers.approvedInvestor.id } } }),
  ],
};

const operations = listOperations(document).map((operation) => {
  const [status, success] = Object.entries(operation.responses).find(([code]) => code.startsWith('2')) ?? [];
  const reference = (success?.content?.['application/json']?.schema?.$ref as string | undefined) ?? null;
  return {
    operationId: operation.operationId,
    status: Number(status),
    schema: reference?.split('/').pop() as SchemaName | undefined,
  };
});

describe('every default mock answers as the contract says', () => {
  it('has a call here for every operation', () => {
    expect(Object.keys(calls).sort()).toEqual(operations.map((operation) => operation.operationId).sort());
  });

  it.each(operations)('$operationId', async ({ operationId, status, schema }) => {
    const [api, call] = calls[operationId] ?? [];
    if (!api || !call) throw new Error(`no call for ${operationId}`);

    const { data, error, response } = await call(api);

    expect(error).toBeUndefined();
    expect(response.status).toBe(status);
    if (schema) expect(validate(schema, data)).toEqual([]);
  });
});
