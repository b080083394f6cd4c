import { DECLARATION_TEXTS } from '../declarations/declarations.texts.ts';
import type { InvestorDeclarationStatus, User } from '@keystone/api';
import type { CompetenceAnswers } from '../rules/competence-answers.ts';
import { COMPETENCE_QUESTION_IDS } from '../rules/competence-answers.ts';
import { kycFormFromUser, type KycForm } from './kyc.form.ts';

// Shared by the KYC tests only; not exported from the package.

export const TODAY = '2025-06-01';

// Minimal test people, not the demo ones (flows sits below @keystone/demo, whose people the seed, mocks and e2e
// share): each is a blank registration plus only what the KYC rules read.

/** A freshly registered investor: nothing filled in yet. */
export const newcomer: User = {
  id: 1,
  email: 'newcomer@test.example',
  role: 'INVESTOR',
  fullName: 'Test Newcomer',
  status: 'ACTIVE',
  kycStatus: 'DRAFT',
  kycProcedureFinished: false,
  competenceReviewPassed: false,
  riskStatementAccepted: false,
  kycRejectReason: null,
  addressProofRejectReason: null,
  articlesOfAssociationRejectReason: null,
  identityProofRejectReason: null,
  registrationProofRejectReason: null,
  shareholderDeclarationRejectReason: null,
  personType: null,
  investorType: null,
  photo: null,
  phoneNumber: null,
  website: null,
  title: null,
  firstName: null,
  lastName: null,
  dateOfBirth: null,
  nationality: null,
  issuingCountry: null,
  countryOfResidence: 'GB',
  address1: null,
  address2: null,
  city: null,
  postcode: null,
  docType: null,
  frontDocUrl: null,
  backDocUrl: null,
  proofOfAddressUrl: null,
  sortCode: null,
  accountNumber: null,
  companyName: null,
  companyNumber: null,
  legalEntity: null,
  companyAddress1: null,
  companyAddress2: null,
  companyCity: null,
  companyPostcode: null,
  registrationProof: null,
  articlesOfAssociation: null,
  shareholderDeclaration: null,
  usedAnswerAttempts: 0,
  totalAnswerAttempts: 0,
  awaitingConfirmPhone: null,
  awaitingConfirmEmail: null,
  emailVerified: false,
  createdAt: '2025-01-15T09:30:00.000Z',
  secondFactorMethods: [],
  balancePence: 0,
};

const fileUrl = (n: number, extension: 'png' | 'pdf') =>
  `/api/files/00000000-0000-4000-8000-${String(n).padStart(12, '0')}.${extension}`;

/** An individual who filled in every stage before and has not yet started the procedure. */
export const filledIndividual: User = {
  ...newcomer,
  id: 2,
  email: 'individual@test.example',
  fullName: 'Iris Individual',
  emailVerified: true,
  riskStatementAccepted: true,
  personType: 'INDIVIDUAL',
  nationality: 'GB',
  issuingCountry: 'GB',
  investorType: 'HIGH_NET_WORTH_INVESTOR',
  phoneNumber: '+447700900001',
  website: 'https://individual.test.example',
  title: 'MRS',
  firstName: 'Iris',
  lastName: 'Individual',
  dateOfBirth: '1980-01-31',
  address1: '1 Test Street',
  address2: 'Flat 2',
  city: 'London',
  postcode: 'SW1A 1AA',
  docType: 'PASSPORT',
  frontDocUrl: fileUrl(1, 'png'),
  proofOfAddressUrl: fileUrl(2, 'pdf'),
  sortCode: '102030',
  accountNumber: '12345678',
};

/** The same person investing as a company: the company's details and papers instead of a proof of address. */
export const filledCompany: User = {
  ...filledIndividual,
  id: 3,
  email: 'company@test.example',
  personType: 'PROFESSIONAL',
  investorType: 'SELF_CERTIFIED_INVESTOR',
  proofOfAddressUrl: null,
  companyName: 'Test Company Ltd',
  companyNumber: '01234567',
  legalEntity: 'BUSINESS',
  companyAddress1: '2 Test Street',
  companyCity: 'Leeds',
  companyPostcode: 'LS1 1AA',
  registrationProof: fileUrl(3, 'pdf'),
  articlesOfAssociation: fileUrl(4, 'pdf'),
  shareholderDeclaration: fileUrl(5, 'pdf'),
};

/** The KYC states the status rules tell apart. */
export const kycStates = {
  approved: { ...filledIndividual, kycStatus: 'APPROVED', kycProcedureFinished: true, competenceReviewPassed: true },
  inProgress: { ...newcomer, kycStatus: 'IN_PROGRESS', kycProcedureFinished: true },
  rejected: {
    ...newcomer,
    kycStatus: 'REJECTED',
    kycProcedureFinished: true,
    kycRejectReason: 'The documents could not be verified.',
    identityProofRejectReason: 'The passport photo is blurred.',
    addressProofRejectReason: 'The utility bill is older than three months.',
  },
  attemptsUsedUp: { ...newcomer, usedAnswerAttempts: 3 },
} as const satisfies Record<string, User>;

export const ALL_ANSWERS: Required<CompetenceAnswers> = Object.fromEntries(
  COMPETENCE_QUESTION_IDS.map((id) => [id, 'a']),
) as Required<CompetenceAnswers>;

/** A form that passes every stage: the filled individual with the box ticked and every question answered. */
export function completeForm(user: User = filledIndividual): KycForm {
  return { ...kycFormFromUser(user), riskStatementAccepted: true, answers: ALL_ANSWERS };
}

/**
 * `GET /user/declaration` for a user who signed their category's declaration and still holds it (issue 24 §4): the
 * investor-type stage asks for no new signature. A user with no category has signed nothing.
 */
export function signedDeclaration(user: User): InvestorDeclarationStatus {
  if (!user.investorType) return { investorType: null, declaration: null, current: false };
  return {
    investorType: user.investorType,
    current: true,
    declaration: {
      investorType: user.investorType,
      textVersion: DECLARATION_TEXTS[user.investorType].version,
      figures: {},
      signedAt: '2025-05-01T09:00:00.000Z',
      expiresAt: '2026-05-01T09:00:00.000Z',
    },
  };
}
