import { COMPANY_FIELDS, kycFormFromUser, validateKycStage, type KycForm } from '@keystone/flows/kyc';
import {
  normalizeAccountNumber,
  normalizeSortCode,
  normalizeUkPostcode,
  toE164Uk,
  validateFullName,
} from '@keystone/flows/rules';
import type { Schemas } from '../contract/operation-types.ts';
import type { UserKycDocumentsKind as KycDocumentKind, Users } from '../db/schema.generated.ts';
import type { FieldError } from '../errors/app-error.ts';
import type { UserView } from '../users/user-view.ts';

// What `PUT /user` may change, and how each sent field is checked and stored.

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

const notForIndividuals = 'Only a company (PROFESSIONAL) has this field';

/** What was sent, trimmed, without empty values (seed 000 §7: empty values are omitted). */
export function sentValues(body: KycInformation): Map<keyof KycInformation, string> {
  const values = new Map<keyof KycInformation, string>();
  for (const [field, value] of Object.entries(body) as [keyof KycInformation, unknown][]) {
    if (typeof value !== 'string') continue;
    // Optional fields may be sent empty; fields that need a value are checked by the flows rules below.
    if (value === '' && (field === 'address2' || field === 'companyAddress2')) continue;
    values.set(field, value.trim());
  }
  return values;
}

/** Each sent field checked by the wizard's own rules (packages/flows), on the profile as it would be after saving. */
export function fieldErrors(current: UserView, sent: Map<keyof KycInformation, string>, today: string): FieldError[] {
  const form: KycForm = { ...kycFormFromUser(current) };
  for (const [field, value] of sent) {
    if (field in form) (form as unknown as Record<string, string>)[field] = value;
  }
  const stageErrors = validateKycStage('reviewAnswers', form, { today, competenceReviewPassed: true }).filter((error) =>
    sent.has(error.field as keyof KycInformation),
  );
  const errors: FieldError[] = [...stageErrors];
  const fullName = sent.get('fullName');
  if (fullName !== undefined) {
    const message = validateFullName(fullName);
    if (message !== undefined) errors.push({ field: 'fullName', message });
  }
  if (form.personType !== 'PROFESSIONAL') {
    for (const field of COMPANY_FIELDS) {
      if (sent.has(field)) errors.push({ field, message: notForIndividuals });
    }
  }
  const seen = new Set<string>();
  return errors.filter((error) => (seen.has(error.field) ? false : (seen.add(error.field), true)));
}

/**
 * The value stored in the field's column: phone numbers in E.164, postcodes in their usual spelling, sort codes and
 * account numbers as their digits.
 */
export function columnValue(field: KycColumnField, value: string): string {
  if (field === 'phoneNumber') return toE164Uk(value) ?? value;
  if (field === 'sortCode') return normalizeSortCode(value);
  if (field === 'accountNumber') return normalizeAccountNumber(value);
  if (field === 'postcode' || field === 'companyPostcode') return normalizeUkPostcode(value);
  return value;
}
