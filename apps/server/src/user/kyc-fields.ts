import type { Schemas } from '../contract/operation-types.ts';
import type { UserKycDocumentsKind as KycDocumentKind, Users } from '../db/schema.generated.ts';

export type KycInformation = Schemas['KycInformation'];

/** `PUT /user` properties saved to a column of `users` as they are (trimmed). */
export const KYC_COLUMNS = {
  title: 'title',
  firstName: 'first_name',
  lastName: 'last_name',
  fullName: 'full_name',
  dateOfBirth: 'date_of_birth',
  address1: 'address1',
  address2: 'address2',
  city: 'city',
  postcode: 'postcode',
  nationality: 'nationality',
  issuingCountry: 'id_document_issuing_country',
  personType: 'person_type',
  phoneNumber: 'phone_number',
  docType: 'id_document_type',
  companyName: 'company_name',
  companyNumber: 'company_number',
  legalEntity: 'legal_entity',
  companyAddress1: 'company_address1',
  companyAddress2: 'company_address2',
  companyCity: 'company_city',
  companyPostcode: 'company_postcode',
  sortCode: 'sort_code',
  accountNumber: 'account_number',
  investorType: 'investor_type',
} as const satisfies Partial<Record<keyof KycInformation, keyof Users>>;

/** `PUT /user` properties that name an uploaded file, and the kind of KYC document each one is. */
export const KYC_DOCUMENT_FIELDS = {
  frontDocUrl: 'IDENTITY_FRONT',
  backDocUrl: 'IDENTITY_BACK',
  proofOfAddressUrl: 'PROOF_OF_ADDRESS',
  registrationProof: 'REGISTRATION_PROOF',
  articlesOfAssociation: 'ARTICLES_OF_ASSOCIATION',
  shareholderDeclaration: 'SHAREHOLDER_DECLARATION',
} as const satisfies Partial<Record<keyof KycInformation, KycDocumentKind>>;

export type KycColumnField = keyof typeof KYC_COLUMNS;
export type KycDocumentField = keyof typeof KYC_DOCUMENT_FIELDS;

/** Fields only a company (PROFESSIONAL) has (the flows' COMPANY_FIELDS, as the contract names them). */
export { COMPANY_FIELDS } from '@keystone/flows/kyc';
