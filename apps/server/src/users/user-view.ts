import type { Schemas } from '../contract/operation-types.ts';
import type { UserKycDocumentsKind as KycDocumentKind } from '../db/schema.generated.ts';
import { fileUrl } from '../files/file-url.ts';
import type { UserProfileRow } from './queries.ts';

export type UserView = Schemas['User'];

/** The contract's User: what a user sees of themselves (and admins of them). Never the hash nor the answers. */
export function toUserView(row: UserProfileRow): UserView {
  const documentUrl = (kind: KycDocumentKind): string | null => {
    const document = row.kyc_documents.find((candidate) => candidate.kind === kind);
    return document === undefined ? null : fileUrl(document.storage_key);
  };
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    fullName: row.full_name,
    status: row.status,
    kycStatus: row.kyc_status,
    kycProcedureFinished: row.kyc_submitted_at !== null,
    competenceReviewPassed: row.competence_passed_at !== null,
    riskStatementAccepted: row.risk_statement_accepted_at !== null,
    kycRejectReason: row.kyc_reject_reason,
    addressProofRejectReason: row.address_proof_reject_reason,
    articlesOfAssociationRejectReason: row.articles_of_association_reject_reason,
    identityProofRejectReason: row.identity_proof_reject_reason,
    registrationProofRejectReason: row.registration_proof_reject_reason,
    shareholderDeclarationRejectReason: row.shareholder_declaration_reject_reason,
    personType: row.person_type,
    investorType: row.investor_type,
    photo: row.photo_storage_key === null ? null : fileUrl(row.photo_storage_key),
    phoneNumber: row.phone_number,
    website: row.website,
    title: row.title,
    firstName: row.first_name,
    lastName: row.last_name,
    dateOfBirth: row.date_of_birth,
    nationality: row.nationality,
    issuingCountry: row.id_document_issuing_country,
    countryOfResidence: row.country_of_residence,
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    postcode: row.postcode,
    docType: row.id_document_type,
    frontDocUrl: documentUrl('IDENTITY_FRONT'),
    backDocUrl: documentUrl('IDENTITY_BACK'),
    proofOfAddressUrl: documentUrl('PROOF_OF_ADDRESS'),
    sortCode: row.sort_code,
    accountNumber: row.account_number,
    companyName: row.company_name,
    companyNumber: row.company_number,
    legalEntity: row.legal_entity,
    companyAddress1: row.company_address1,
    companyAddress2: row.company_address2,
    companyCity: row.company_city,
    companyPostcode: row.company_postcode,
    registrationProof: documentUrl('REGISTRATION_PROOF'),
    articlesOfAssociation: documentUrl('ARTICLES_OF_ASSOCIATION'),
    shareholderDeclaration: documentUrl('SHAREHOLDER_DECLARATION'),
    balancePence: row.balance_pence,
    // Issue 35: present exactly when the user has opened an ISA.
    ...(row.isa_balance_pence === null ? {} : { isaBalancePence: row.isa_balance_pence }),
    usedAnswerAttempts: row.used_answer_attempts,
    totalAnswerAttempts: Number(row.total_answer_attempts),
    awaitingConfirmPhone: row.awaiting_confirm_phone,
    awaitingConfirmEmail: row.awaiting_confirm_email,
    emailVerified: row.email_verified_at !== null,
    createdAt: row.created_at.toISOString(),
    secondFactorMethods: [
      ...(row.totp_enabled ? ['TOTP' as const] : []),
      ...(row.has_passkey ? ['PASSKEY' as const] : []),
    ],
  };
}
