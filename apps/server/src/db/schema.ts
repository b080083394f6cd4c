// Kysely's view of the tables created by apps/server/migrations. Keep it in step with the SQL.
// Value types follow the parsers in type-parsers.ts: bigint and numeric arrive as JS numbers (checked safe),
// `date` as 'YYYY-MM-DD' strings, timestamptz as Date, jsonb as parsed JSON.
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type {
  CountryCode,
  Role,
  UserStatus,
  KycStatus,
  Title,
  PersonType,
  InvestorType,
  LegalEntity,
  IdDocumentType,
  KycDocumentKind,
  OneTimeTokenType,
  OutboxStatus,
  FilePurpose,
  ProjectStatus,
  ProjectType,
  ProjectPurpose,
  Strategy,
  Term,
  PaymentStatus,
  PaymentSource,
  PledgeStatus,
  AgreementStatus,
  LedgerAccountKind,
  LedgerTransactionKind,
  ProviderOperationKind,
  FaqCategory,
  ContactTopic,
} from './enums.ts';

export type * from './enums.ts';

/** A column the database fills in (identity, default now()). */
type Defaulted<T> = ColumnType<T, T | undefined, T>;
/** Timestamps: read as Date, written as Date or an ISO string. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type DefaultedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** Calendar dates travel as 'YYYY-MM-DD'. */
type CalendarDate = string;

export interface SchemaMigrationsTable {
  name: string;
  checksum: string;
  applied_at: DefaultedTimestamp;
}

export interface UsersTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  password_changed_at: DefaultedTimestamp;
  role: Role;
  status: Defaulted<UserStatus>;
  full_name: string | null;
  title: Title | null;
  first_name: string | null;
  last_name: string | null;
  date_of_birth: CalendarDate | null;
  nationality: Defaulted<CountryCode>;
  country_of_residence: Defaulted<CountryCode>;
  address1: string | null;
  address2: string | null;
  city: string | null;
  postcode: string | null;
  phone_number: string | null;
  website: string | null;
  photo_file_id: number | null;
  person_type: PersonType | null;
  investor_type: InvestorType | null;
  company_name: string | null;
  company_number: string | null;
  legal_entity: LegalEntity | null;
  company_address1: string | null;
  company_address2: string | null;
  company_city: string | null;
  company_postcode: string | null;
  sort_code: string | null;
  account_number: string | null;
  id_document_type: IdDocumentType | null;
  id_document_issuing_country: Defaulted<CountryCode>;
  kyc_status: Defaulted<KycStatus>;
  kyc_submitted_at: Timestamp | null;
  kyc_reviewed_at: Timestamp | null;
  kyc_reviewed_by: number | null;
  kyc_provider_reference: string | null;
  kyc_reject_reason: string | null;
  address_proof_reject_reason: string | null;
  articles_of_association_reject_reason: string | null;
  identity_proof_reject_reason: string | null;
  registration_proof_reject_reason: string | null;
  shareholder_declaration_reject_reason: string | null;
  competence_answers: Record<string, string> | null;
  competence_passed_at: Timestamp | null;
  used_answer_attempts: Defaulted<number>;
  awaiting_confirm_phone: string | null;
  awaiting_confirm_email: string | null;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
}

export interface UploadedFilesTable {
  id: Generated<number>;
  owner_id: number | null;
  storage_key: string;
  original_name: string | null;
  mime_type: string;
  size_bytes: number;
  sha256: string | null;
  purpose: FilePurpose;
  created_at: DefaultedTimestamp;
}

export interface UserKycDocumentsTable {
  user_id: number;
  kind: KycDocumentKind;
  file_id: number;
  created_at: DefaultedTimestamp;
}

export interface OneTimeTokensTable {
  id: Generated<number>;
  token_hash: string;
  type: OneTimeTokenType;
  user_id: number | null;
  email: string | null;
  payload: Defaulted<Record<string, unknown>>;
  created_by: number | null;
  created_at: DefaultedTimestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface InvitationRequestsTable {
  id: Generated<number>;
  email: string;
  full_name: string;
  created_at: DefaultedTimestamp;
  invited_at: Timestamp | null;
  invitation_token_id: number | null;
}

export interface EmailOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  template: string;
  user_id: number | null;
  status: Defaulted<OutboxStatus>;
  attempts: Defaulted<number>;
  last_error: string | null;
  created_at: DefaultedTimestamp;
  sent_at: Timestamp | null;
}

export interface SmsOutboxTable {
  id: Generated<number>;
  to_number: string;
  body: string;
  template: string;
  user_id: number | null;
  status: Defaulted<OutboxStatus>;
  attempts: Defaulted<number>;
  last_error: string | null;
  created_at: DefaultedTimestamp;
  sent_at: Timestamp | null;
}

/** Columns repeated for each term in `projects` (prefixed short_ / long_). */
export interface ProjectsTable {
  id: Generated<number>;
  title: string;
  subtitle: string | null;
  description: Defaulted<string>;
  status: Defaulted<ProjectStatus>;
  project_type: ProjectType;
  purpose: ProjectPurpose;
  address: string;
  city: string;
  latitude: number;
  longitude: number;
  allow_long_term: Defaulted<boolean>;

  short_start_date: CalendarDate;
  short_end_date: CalendarDate;
  short_actual_start_date: CalendarDate | null;
  short_actual_end_date: CalendarDate | null;
  short_funding_target_pence: Defaulted<number>;
  short_funding_minimum_pence: Defaulted<number>;
  short_funded_pence: Defaulted<number>;
  short_expected_profit_pence: number | null;
  short_actual_profit_pence: number | null;
  short_debt_expected_rate: number | null;
  short_debt_secured_expected_rate: number | null;
  short_equity_expected_rate: number | null;
  short_equity_profit_share: number | null;
  short_sharia_expected_rate: number | null;
  short_sharia_profit_share: number | null;

  long_start_date: CalendarDate | null;
  long_end_date: CalendarDate | null;
  long_actual_start_date: CalendarDate | null;
  long_actual_end_date: CalendarDate | null;
  long_funding_target_pence: number | null;
  long_funding_minimum_pence: number | null;
  long_funded_pence: Defaulted<number>;
  long_expected_profit_pence: number | null;
  long_actual_profit_pence: number | null;
  long_debt_expected_rate: number | null;
  long_debt_secured_expected_rate: number | null;
  long_equity_expected_rate: number | null;
  long_equity_profit_share: number | null;
  long_sharia_expected_rate: number | null;
  long_sharia_profit_share: number | null;

  created_by: number | null;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
}

export interface ProjectImagesTable {
  id: Generated<number>;
  project_id: number;
  file_id: number;
  is_main: Defaulted<boolean>;
  position: Defaulted<number>;
  created_at: DefaultedTimestamp;
}

export interface ProjectDocumentsTable {
  id: Generated<number>;
  project_id: number;
  file_id: number | null;
  title: string;
  visible: Defaulted<boolean>;
  required: Defaulted<boolean>;
  predefined: Defaulted<boolean>;
  uuid: Defaulted<string>;
  position: Defaulted<number>;
  created_at: DefaultedTimestamp;
}

export interface ProjectFollowsTable {
  user_id: number;
  project_id: number;
  created_at: DefaultedTimestamp;
}

export interface LedgerAccountsTable {
  id: Generated<number>;
  kind: LedgerAccountKind;
  user_id: number | null;
  project_id: number | null;
  /** Kept by a trigger from the entries; never written directly. */
  balance_pence: ColumnType<number, never, never>;
  created_at: DefaultedTimestamp;
}

export interface LedgerTransactionsTable {
  id: Generated<number>;
  kind: LedgerTransactionKind;
  description: Defaulted<string>;
  idempotency_key: string | null;
  reverses_transaction_id: number | null;
  created_by: number | null;
  created_at: DefaultedTimestamp;
}

export interface LedgerEntriesTable {
  id: Generated<number>;
  transaction_id: number;
  account_id: number;
  amount_pence: number;
  created_at: DefaultedTimestamp;
}

export interface PaymentProviderOperationsTable {
  id: Generated<number>;
  user_id: number;
  kind: ProviderOperationKind;
  amount_pence: number;
  status: Defaulted<PaymentStatus>;
  provider: Defaulted<string>;
  provider_reference: string | null;
  bank_reference: string | null;
  failure_reason: string | null;
  ledger_transaction_id: number | null;
  reversal_transaction_id: number | null;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
  settled_at: Timestamp | null;
}

export interface PledgesTable {
  id: Generated<number>;
  user_id: number;
  project_id: number;
  strategy: Strategy;
  short_amount_pence: Defaulted<number>;
  long_amount_pence: Defaulted<number>;
  status: Defaulted<PledgeStatus>;
  source: PaymentSource | null;
  agreement_draft_file_id: number | null;
  sms_code_hash: string | null;
  sms_code_expires_at: Timestamp | null;
  sms_attempts: Defaulted<number>;
  signature_file_id: number | null;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
  completed_at: Timestamp | null;
}

export interface InvestmentsTable {
  id: Generated<number>;
  pledge_id: number;
  user_id: number;
  project_id: number;
  term: Term;
  strategy: Strategy;
  amount_pence: number;
  source: PaymentSource;
  status: Defaulted<PaymentStatus>;
  reference_number: string;
  ledger_transaction_id: number | null;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
  paid_at: Timestamp | null;
}

export interface AgreementsTable {
  id: Generated<number>;
  investment_id: number;
  user_id: number;
  project_id: number;
  strategy: Strategy;
  term: Term;
  status: Defaulted<AgreementStatus>;
  signature_date: Timestamp;
  document_file_id: number | null;
  document_sha256: string | null;
  signature_file_id: number | null;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
}

export interface AgreementLogsTable {
  id: Generated<number>;
  agreement_id: number | null;
  pledge_id: number | null;
  user_id: number | null;
  event: string;
  code: string | null;
  ip: string | null;
  location: string | null;
  number: string | null;
  created_at: DefaultedTimestamp;
}

export interface ProjectPaymentsTable {
  id: Generated<number>;
  project_id: number;
  user_id: number;
  term: Term;
  first_invest_at: Timestamp;
  principal_pence: number;
  days: number | null;
  rate: number | null;
  year_rate: number | null;
  profit_pence: number | null;
  total_pence: number | null;
  status: Defaulted<PaymentStatus>;
  failure_reason: string | null;
  ledger_transaction_id: number | null;
  calculated_at: Timestamp | null;
  paid_at: Timestamp | null;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
}

export interface ProjectPaymentItemsTable {
  id: Generated<number>;
  payment_id: number;
  investment_id: number;
  strategy: Strategy;
  invest_at: Timestamp;
  sum_pence: number;
  invest_days: number | null;
  rate: number | null;
  year_rate: number | null;
  profit_pence: number | null;
  total_pence: number | null;
}

export interface FaqTable {
  id: Generated<number>;
  category: FaqCategory;
  question: string;
  answer: string;
  position: Defaulted<number>;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
}

export interface ContactRequestsTable {
  id: Generated<number>;
  user_id: number | null;
  full_name: string;
  email: string;
  interest: ContactTopic | null;
  message: string;
  company_name: string | null;
  phone_number: string | null;
  project_name: string | null;
  project_id: number | null;
  created_at: DefaultedTimestamp;
  handled_at: Timestamp | null;
}

export interface MarketingPreferencesTable {
  user_id: number;
  news_subscribed: Defaulted<boolean>;
  updated_at: DefaultedTimestamp;
}

export interface RateLimitCountersTable {
  key: string;
  hits: number;
  window_started_at: Timestamp;
  expires_at: Timestamp;
}

export interface DB {
  schema_migrations: SchemaMigrationsTable;
  users: UsersTable;
  uploaded_files: UploadedFilesTable;
  user_kyc_documents: UserKycDocumentsTable;
  one_time_tokens: OneTimeTokensTable;
  invitation_requests: InvitationRequestsTable;
  email_outbox: EmailOutboxTable;
  sms_outbox: SmsOutboxTable;
  projects: ProjectsTable;
  project_images: ProjectImagesTable;
  project_documents: ProjectDocumentsTable;
  project_follows: ProjectFollowsTable;
  ledger_accounts: LedgerAccountsTable;
  ledger_transactions: LedgerTransactionsTable;
  ledger_entries: LedgerEntriesTable;
  payment_provider_operations: PaymentProviderOperationsTable;
  pledges: PledgesTable;
  investments: InvestmentsTable;
  agreements: AgreementsTable;
  agreement_logs: AgreementLogsTable;
  project_payments: ProjectPaymentsTable;
  project_payment_items: ProjectPaymentItemsTable;
  faq: FaqTable;
  contact_requests: ContactRequestsTable;
  marketing_preferences: MarketingPreferencesTable;
  rate_limit_counters: RateLimitCountersTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type Project = Selectable<ProjectsTable>;
export type NewProject = Insertable<ProjectsTable>;
