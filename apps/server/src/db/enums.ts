// The enumerations of the seeds and the contract, as the CHECK constraints of the migrations spell them.

/** Seed 000: only GB may be used. */
export type CountryCode = 'GB';
export type Role = 'ADMIN' | 'INVESTOR' | 'DEVELOPER';
export type UserStatus = 'ACTIVE' | 'NOT_ACTIVE';
export type KycStatus = 'DRAFT' | 'IN_PROGRESS' | 'APPROVED' | 'REJECTED';
export type Title = 'MR' | 'MS' | 'MRS' | 'MISS';
export type PersonType = 'INDIVIDUAL' | 'PROFESSIONAL';
export type InvestorType =
  | 'HIGH_NET_WORTH_INVESTOR'
  | 'SELF_CERTIFIED_INVESTOR'
  | 'CERTIFIED_SOPHISTICATED_INVESTOR'
  | 'ADVISED_INVESTOR'
  | 'EVERYDAY_INVESTOR';
export type LegalEntity = 'BUSINESS' | 'ORGANIZATION' | 'SOLETRADER';
export type IdDocumentType = 'PASSPORT' | 'DRIVERS_LICENSE';
export type KycDocumentKind =
  | 'PROOF_OF_ADDRESS'
  | 'IDENTITY_FRONT'
  | 'IDENTITY_BACK'
  | 'REGISTRATION_PROOF'
  | 'ARTICLES_OF_ASSOCIATION'
  | 'SHAREHOLDER_DECLARATION';
export type OneTimeTokenType = 'REGISTRY' | 'RESTORE_PASSWORD' | 'CHANGE_CONFIRMATION' | 'UNSUBSCRIBE_NEWS';
export type OutboxStatus = 'PENDING' | 'SENT' | 'FAILED';
export type FilePurpose =
  | 'KYC_DOCUMENT'
  | 'PROFILE_PHOTO'
  | 'PROJECT_IMAGE'
  | 'PROJECT_DOCUMENT'
  | 'SIGNATURE'
  | 'AGREEMENT';
export type ProjectStatus =
  | 'DRAFT'
  | 'COMING_SOON'
  | 'AVAILABLE_TO_PLEDGE'
  | 'FULLY_FUNDED_DEVELOPMENT_NOT_BEGAN'
  | 'FULLY_FUNDED_DEVELOPMENT_BEGAN'
  | 'FULLY_FUNDED_DEVELOPMENT_COMPLETE_SHORT'
  | 'COMPLETE_SHORT_TERM'
  | 'FULLY_FUNDED_DEVELOPMENT_COMPLETE_LONG'
  | 'COMPLETE'
  | 'CANCELLED_NOT_PAID_OUT'
  | 'CANCELLED_PAID_OUT'
  | 'ARCHIVED';
export type ProjectType = 'COMMERCIAL_BUILD' | 'RESIDENTIAL_BUILD' | 'REFURBISHMENT';
export type ProjectPurpose = 'PURCHASING' | 'DEVELOPING' | 'PURCHASEA_AND_DEVELOP';
export type Strategy = 'DEBT_SECURED' | 'DEBT' | 'EQUITY' | 'SHARIA';
export type Term = 'SHORT' | 'LONG';
export type PaymentStatus = 'PENDING' | 'SUCCEEDED' | 'FAILED';
export type PaymentSource = 'E_WALLET' | 'BANK_TRANSFER';
export type PledgeStatus = 'STARTED' | 'SMS_SENT' | 'COMPLETED' | 'CANCELLED' | 'EXPIRED';
export type AgreementStatus = 'ACTIVE' | 'COMPLETED' | 'CANCELLED';
export type LedgerAccountKind =
  | 'USER_WALLET'
  | 'PROJECT_SHORT_WALLET'
  | 'PROJECT_LONG_WALLET'
  | 'PLATFORM'
  | 'PROVIDER_CLEARING';
export type LedgerTransactionKind =
  | 'PAY_IN'
  | 'PAY_OUT'
  | 'TRANSFER_TO_PROJECT'
  | 'TRANSFER_FROM_PROJECT'
  | 'PROJECT_TERM_TRANSFER'
  | 'REVERSAL'
  | 'ADJUSTMENT';
export type ProviderOperationKind = 'PAY_IN' | 'PAY_OUT';
export type FaqCategory = 'GETTING_STARTED' | 'PAYMENT' | 'ACCOUNT' | 'SOLIA_FAQ' | 'GENERAL_FAQ' | 'INVESTOR_FAQ';
export type ContactTopic = 'PROPERTY_DEVELOPER' | 'COMPANY_INVESTOR' | 'INDIVIDUAL_INVESTOR' | 'KYC' | 'OTHER';
