import type {
  NotificationKind,
  NotificationDelivery,
  CountryCode,
  Role,
  UserStatus,
  KycStatus,
  Title,
  DocType,
  InvestorType,
  LegalEntity,
  PersonType,
  TransactionStatus,
  WalletTransactionType,
  FaqCategory,
  ContactTopic,
  TokenType,
  DashboardFilter,
  StatusColour,
  ProcessingMode,
  CompletionStage,
  FilePurpose,
  ProjectStatus,
  RepaymentState,
  ResaleListingStatus,
  AutoInvestSource,
  AutoInvestState,
  AutoInvestSkipReason,
  AutoInvestAllocationStatus,
  ProjectAllocationState,
  ProjectType,
  ProjectActivity,
  InvestStrategy,
  InvestmentTerm,
  AgreementStatus,
  AgreementKind,
  ESignatureType,
  PledgeSource,
  ConsumerJourneyStep,
  ConsumerJourneyEventStep,
  ConsumerJourneyAction,
  RiskSummaryPlace,
  ConsumerJourneyLogStep,
  ConsumerJourneyLogAction,
  ConsumerJourneyFunnelStep,
  PledgeAmountOption,
  PledgeStep,
  SortDirection,
  ProjectSortColumn,
  PredefinedDocumentTitle,
  AgreementSortColumn,
  UserSortColumn,
  CompetenceTopic,
  SelfCertifiedCondition,
  RepaymentLineKind,
  RepaymentLineStatus,
  TaxStatementFormat,
  TaxStatementRunStatus,
} from './types.ts';
import type { ProjectUpdateAudience } from './types.ts';
import type {
  IsaType,
  IsaMovementKind,
  IsaCounterparty,
  IsaMovementStatus,
  IsaSubscriptionSource,
  IsaWithdrawalTarget,
} from './types.ts';
import type { IsaTransferDirection, IsaTransferStatus, IsaTransferYears } from './types.ts';
import type { AuthenticatorTransport, CodeMethod, DeviceType, SecondFactorMethod } from './types.ts';

/**
 * The list of every value of a union, in the contract's order. Taking a record makes the compiler reject a missing
 * or unknown value, so a change to an enumeration in openapi.yaml breaks the build here instead of a screen.
 */
function valuesOf<T extends string>(all: Record<T, true>): readonly T[] {
  return Object.freeze(Object.keys(all) as T[]);
}

export const countryCodes = valuesOf<CountryCode>({ GB: true });
export const roles = valuesOf<Role>({ ADMIN: true, INVESTOR: true, DEVELOPER: true });
export const userStatuses = valuesOf<UserStatus>({ ACTIVE: true, NOT_ACTIVE: true });
export const kycStatuses = valuesOf<KycStatus>({ DRAFT: true, IN_PROGRESS: true, APPROVED: true, REJECTED: true });
export const titles = valuesOf<Title>({ MR: true, MS: true, MRS: true, MISS: true });
export const docTypes = valuesOf<DocType>({ PASSPORT: true, DRIVERS_LICENSE: true });
export const investorTypes = valuesOf<InvestorType>({
  HIGH_NET_WORTH_INVESTOR: true,
  SELF_CERTIFIED_INVESTOR: true,
  CERTIFIED_SOPHISTICATED_INVESTOR: true,
  ADVISED_INVESTOR: true,
  EVERYDAY_INVESTOR: true,
});
export const selfCertifiedConditions = valuesOf<SelfCertifiedCondition>({
  UNLISTED_INVESTMENTS: true,
  PRIVATE_EQUITY_OR_SME_FINANCE: true,
  COMPANY_DIRECTOR: true,
  BUSINESS_ANGEL_NETWORK: true,
});
export const legalEntities = valuesOf<LegalEntity>({ BUSINESS: true, ORGANIZATION: true, SOLETRADER: true });
export const personTypes = valuesOf<PersonType>({ INDIVIDUAL: true, PROFESSIONAL: true });
export const transactionStatuses = valuesOf<TransactionStatus>({
  PENDING: true,
  SUCCEEDED: true,
  FAILED: true,
  SOLD: true,
});
export const walletTransactionTypes = valuesOf<WalletTransactionType>({
  PAY_IN: true,
  TRANSFER_TO_PROJECT: true,
  TRANSFER_FROM_PROJECT: true,
  PAY_OUT: true,
  ISA_SUBSCRIPTION: true,
  ISA_WITHDRAWAL: true,
});
export const faqCategories = valuesOf<FaqCategory>({
  GETTING_STARTED: true,
  PAYMENT: true,
  ACCOUNT: true,
  SOLIA_FAQ: true,
  GENERAL_FAQ: true,
  INVESTOR_FAQ: true,
});
export const contactTopics = valuesOf<ContactTopic>({
  PROPERTY_DEVELOPER: true,
  COMPANY_INVESTOR: true,
  INDIVIDUAL_INVESTOR: true,
  KYC: true,
  OTHER: true,
});
export const tokenTypes = valuesOf<TokenType>({ RESTORE_PASSWORD: true, UNSUBSCRIBE_NEWS: true, REGISTRY: true });
export const dashboardFilters = valuesOf<DashboardFilter>({ MONTH: true, HALF_YEAR: true, YEAR: true, ALL_TIME: true });
export const statusColours = valuesOf<StatusColour>({ RED: true, GREEN: true });
export const processingModes = valuesOf<ProcessingMode>({ FINAL: true, RETRY: true, EXTERNAL: true });
export const completionStages = valuesOf<CompletionStage>({
  init: true,
  completed: true,
  completedSent: true,
  completedSentFailure: true,
});
export const filePurposes = valuesOf<FilePurpose>({
  KYC_DOCUMENT: true,
  PROFILE_PHOTO: true,
  PROJECT_IMAGE: true,
  PROJECT_DOCUMENT: true,
});
export const projectStatuses = valuesOf<ProjectStatus>({
  DRAFT: true,
  COMING_SOON: true,
  AVAILABLE_TO_PLEDGE: true,
  FULLY_FUNDED_DEVELOPMENT_NOT_BEGAN: true,
  FULLY_FUNDED_DEVELOPMENT_BEGAN: true,
  FULLY_FUNDED_DEVELOPMENT_COMPLETE_SHORT: true,
  COMPLETE_SHORT_TERM: true,
  FULLY_FUNDED_DEVELOPMENT_COMPLETE_LONG: true,
  COMPLETE: true,
  CANCELLED_NOT_PAID_OUT: true,
  CANCELLED_PAID_OUT: true,
  ARCHIVED: true,
});
export const repaymentStates = valuesOf<RepaymentState>({
  ON_TIME: true,
  LATE: true,
  IN_DEFAULT: true,
  IN_RECOVERY: true,
  CLOSED_RECOVERED: true,
  CLOSED_WRITTEN_OFF: true,
});
export const projectTypes = valuesOf<ProjectType>({
  COMMERCIAL_BUILD: true,
  RESIDENTIAL_BUILD: true,
  REFURBISHMENT: true,
});
export const projectActivities = valuesOf<ProjectActivity>({
  PURCHASING: true,
  DEVELOPING: true,
  PURCHASEA_AND_DEVELOP: true,
});
export const investStrategies = valuesOf<InvestStrategy>({
  DEBT_SECURED: true,
  DEBT: true,
  EQUITY: true,
  SHARIA: true,
});
export const investmentTerms = valuesOf<InvestmentTerm>({ SHORT: true, LONG: true });
export const agreementStatuses = valuesOf<AgreementStatus>({ ACTIVE: true, COMPLETED: true, CANCELLED: true });
export const agreementKinds = valuesOf<AgreementKind>({ PLEDGE: true, RESALE_PURCHASE: true, RESALE_SALE: true });
export const eSignatureTypes = valuesOf<ESignatureType>({ DRAW: true, TYPE: true, UPLOAD: true });
export const consumerJourneySteps = valuesOf<ConsumerJourneyStep>({
  PERSONALISED_WARNING: true,
  COOLING_OFF: true,
  CONFIRM_AFTER_COOLING_OFF: true,
  MAY_INVEST: true,
});
export const consumerJourneyEventSteps = valuesOf<ConsumerJourneyEventStep>({
  PERSONALISED_WARNING: true,
  CONFIRM_AFTER_COOLING_OFF: true,
  RISK_SUMMARY: true,
});
export const consumerJourneyActions = valuesOf<ConsumerJourneyAction>({
  SHOWN: true,
  CONTINUE: true,
  LEAVE: true,
  OPENED: true,
});
export const riskSummaryPlaces = valuesOf<RiskSummaryPlace>({ DIALOG: true, PAGE: true });
export const consumerJourneyLogSteps = valuesOf<ConsumerJourneyLogStep>({
  PERSONALISED_WARNING: true,
  COOLING_OFF: true,
  CONFIRM_AFTER_COOLING_OFF: true,
  RISK_SUMMARY: true,
  DECLARATION: true,
  COMPETENCE_ATTEMPT: true,
  ANSWER_ATTEMPTS: true,
  FIRST_PLEDGE: true,
});
export const consumerJourneyLogActions = valuesOf<ConsumerJourneyLogAction>({
  SHOWN: true,
  CONTINUE: true,
  LEAVE: true,
  STARTED: true,
  ENDED: true,
  OPENED: true,
  SIGNED: true,
  PASSED: true,
  FAILED: true,
  RESET: true,
  FINISHED: true,
});
/** In the order a journey goes, as the funnel shows them. */
export const consumerJourneyFunnelSteps = valuesOf<ConsumerJourneyFunnelStep>({
  WARNING_SHOWN: true,
  WARNING_CONTINUED: true,
  WARNING_LEFT: true,
  COOLING_OFF_ENDED: true,
  CONFIRMED: true,
  CONFIRM_LEFT: true,
  FIRST_PLEDGE: true,
});
export const pledgeSources = valuesOf<PledgeSource>({ E_WALLET: true, BANK_TRANSFER: true, ISA: true });
export const pledgeAmountOptions = valuesOf<PledgeAmountOption>({ MINIMUM: true, CUSTOM: true, REMAINING: true });
export const pledgeSteps = valuesOf<PledgeStep>({
  START_PLEDGE: true,
  SEND_SMS: true,
  ATTEMPTS_ENTER: true,
  SEND_DOCUMENT: true,
});
export const sortDirections = valuesOf<SortDirection>({ ASC: true, DESC: true });
export const predefinedDocumentTitles = valuesOf<PredefinedDocumentTitle>({
  'Floor plans': true,
  'Architectural designs': true,
  RICS: true,
  'Pitch deck': true,
});
export const projectSortColumns = valuesOf<ProjectSortColumn>({
  id: true,
  title: true,
  projectType: true,
  strategy: true,
  status: true,
  shortFundingTargetPence: true,
  fundedPercent: true,
  shortStartDate: true,
  createdAt: true,
});
export const agreementSortColumns = valuesOf<AgreementSortColumn>({
  id: true,
  projectName: true,
  userName: true,
  investStrategy: true,
  term: true,
  signatureDate: true,
  status: true,
});
export const userSortColumns = valuesOf<UserSortColumn>({
  id: true,
  fullName: true,
  email: true,
  companyName: true,
  kycStatus: true,
  status: true,
});
export const competenceTopics = valuesOf<CompetenceTopic>({
  q1: true,
  q2: true,
  q3: true,
  q4: true,
  q5: true,
  q6: true,
  q7: true,
  q8: true,
  q9: true,
  q10: true,
});
export const projectUpdateAudiences = valuesOf<ProjectUpdateAudience>({
  INVESTORS: true,
  INVESTORS_AND_FOLLOWERS: true,
});
export const repaymentLineKinds = valuesOf<RepaymentLineKind>({ INTEREST: true, CAPITAL: true });
export const repaymentLineStatuses = valuesOf<RepaymentLineStatus>({ UPCOMING: true, OVERDUE: true, PAID: true });
export const notificationKinds = valuesOf<NotificationKind>({
  KYC_DECIDED: true,
  PLEDGE_CONFIRMED: true,
  PROJECT_FUNDED: true,
  REPAYMENT_STATE_CHANGED: true,
  PROJECT_UPDATE_POSTED: true,
  PAYOUT_RECEIVED: true,
  WITHDRAWAL_PAID: true,
  COOLING_OFF_ENDED: true,
  DECLARATION_EXPIRING: true,
  PROJECT_OPEN_FOR_PLEDGES: true,
  RESALE_PART_SOLD: true,
  RESALE_PART_BOUGHT: true,
  RESALE_LISTING_CLOSED: true,
  AUTO_INVEST_ALLOCATED: true,
  AUTO_INVEST_SKIPPED: true,
});
export const notificationDeliveries = valuesOf<NotificationDelivery>({
  IMMEDIATELY: true,
  DAILY_DIGEST: true,
  OFF: true,
});
export const taxStatementFormats = valuesOf<TaxStatementFormat>({ pdf: true, csv: true });
export const taxStatementRunStatuses = valuesOf<TaxStatementRunStatus>({ PENDING: true, DONE: true, FAILED: true });
export const isaTypes = valuesOf<IsaType>({ INNOVATIVE_FINANCE: true });
export const isaMovementKinds = valuesOf<IsaMovementKind>({
  SUBSCRIPTION: true,
  WITHDRAWAL: true,
  TRANSFER_IN: true,
  TRANSFER_OUT: true,
});
export const isaCounterparties = valuesOf<IsaCounterparty>({ E_WALLET: true, BANK: true, OTHER_MANAGER: true });
export const isaMovementStatuses = valuesOf<IsaMovementStatus>({ PENDING: true, SUCCEEDED: true, FAILED: true });
export const isaSubscriptionSources = valuesOf<IsaSubscriptionSource>({ E_WALLET: true, BANK_TRANSFER: true });
export const isaWithdrawalTargets = valuesOf<IsaWithdrawalTarget>({ E_WALLET: true, BANK: true });
export const isaTransferDirections = valuesOf<IsaTransferDirection>({ IN: true, OUT: true });
export const isaTransferYears = valuesOf<IsaTransferYears>({ CURRENT_YEAR: true, PREVIOUS_YEARS: true, ALL: true });
export const isaTransferStatuses = valuesOf<IsaTransferStatus>({
  REQUESTED: true,
  COMPLETED: true,
  CANCELLED: true,
  REJECTED: true,
});
export const secondFactorMethods = valuesOf<SecondFactorMethod>({ TOTP: true, PASSKEY: true });
export const codeMethods = valuesOf<CodeMethod>({ TOTP: true, RECOVERY_CODE: true });
export const deviceTypes = valuesOf<DeviceType>({ DESKTOP: true, MOBILE: true, TABLET: true, UNKNOWN: true });
export const authenticatorTransports = valuesOf<AuthenticatorTransport>({
  ble: true,
  cable: true,
  hybrid: true,
  internal: true,
  nfc: true,
  'smart-card': true,
  usb: true,
});
export const resaleListingStatuses = valuesOf<ResaleListingStatus>({
  OPEN: true,
  PARTLY_SOLD: true,
  SOLD: true,
  CANCELLED: true,
  EXPIRED: true,
  SUSPENDED: true,
});
export const autoInvestSources = valuesOf<AutoInvestSource>({ E_WALLET: true, ISA: true });
export const autoInvestStates = valuesOf<AutoInvestState>({ ACTIVE: true, PAUSED: true, ENDED: true });
export const autoInvestSkipReasons = valuesOf<AutoInvestSkipReason>({
  NOT_ENOUGH_MONEY: true,
  TOTAL_REACHED: true,
  SHARE_BELOW_MINIMUM: true,
  RULES_PAUSED: true,
  RULES_ENDED: true,
  KYC_NOT_APPROVED: true,
  CONSUMER_JOURNEY_NOT_DONE: true,
  COOLING_OFF_NOT_ENDED: true,
  DECLARATION_NOT_CURRENT: true,
  EVERYDAY_INVESTOR_LIMIT: true,
  ISA_NOT_OPEN: true,
  ISA_ALLOWANCE_EXCEEDED: true,
  PROJECT_CLOSED: true,
});
export const autoInvestAllocationStatuses = valuesOf<AutoInvestAllocationStatus>({
  PLANNED: true,
  ALLOCATED: true,
  SKIPPED: true,
});
export const projectAllocationStates = valuesOf<ProjectAllocationState>({
  WAITING: true,
  ALLOCATING: true,
  FINISHED: true,
});
