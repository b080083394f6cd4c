import type { User } from '@keystone/api';
import type { CompetenceAnswers } from '../rules/competence-answers.ts';
import { COMPETENCE_QUESTION_IDS } from '../rules/competence-answers.ts';
import { kycFormFromUser, type KycForm } from './kyc.form.ts';

// Shared by the KYC tests only; not exported from the package.

export const TODAY = '2025-06-01';

/** A freshly registered investor: nothing filled in yet. Flows' own test person (flows sits below the demo data). */
export const newcomer: User = {
  id: 3,
  email: 'james.walker@keystone.example',
  role: 'INVESTOR',
  fullName: 'James Walker',
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
  awaitingConfirmPhone: null,
  awaitingConfirmEmail: null,
  emailVerified: false,
  createdAt: '2025-09-15T09:30:00.000Z',
  balancePence: 0,
};

const fileUrl = (n: number, extension: 'png' | 'pdf') =>
  `/api/files/00000000-0000-4000-8000-${String(n).padStart(12, '0')}.${extension}`;

/** Every stage filled in by an individual; the procedure not started yet. */
const individualStages = {
  emailVerified: true,
  riskStatementAccepted: true,
  personType: 'INDIVIDUAL',
  nationality: 'GB',
  issuingCountry: 'GB',
  investorType: 'HIGH_NET_WORTH_INVESTOR',
  phoneNumber: '+447700900123',
  website: 'https://oliviabennett.example',
  title: 'MRS',
  firstName: 'Olivia',
  lastName: 'Bennett',
  dateOfBirth: '1985-06-14',
  address1: '14 Kensington Park Road',
  address2: 'Flat 3',
  city: 'London',
  postcode: 'W11 3BU',
  docType: 'PASSPORT',
  frontDocUrl: fileUrl(1, 'png'),
  proofOfAddressUrl: fileUrl(2, 'pdf'),
  sortCode: '309634',
  accountNumber: '41726385',
} as const satisfies Partial<User>;

/** An individual who filled in every stage before and has not yet started the procedure. */
export const filledIndividual: User = {
  ...newcomer,
  ...individualStages,
  id: 2,
  email: 'olivia.bennett@keystone.example',
  fullName: 'Olivia Bennett',
};

/** A company that filled in every stage before and has not yet started the procedure. */
export const filledCompany: User = {
  ...newcomer,
  ...individualStages,
  id: 6,
  email: 'amelia.price@keystone.example',
  fullName: 'Amelia Price',
  personType: 'PROFESSIONAL',
  investorType: 'SELF_CERTIFIED_INVESTOR',
  phoneNumber: '+447700900789',
  website: 'https://priceproperty.example',
  title: 'MS',
  firstName: 'Amelia',
  lastName: 'Price',
  dateOfBirth: '1979-04-21',
  address1: '27 Park Row',
  address2: null,
  city: 'Leeds',
  postcode: 'LS1 5HD',
  docType: 'DRIVERS_LICENSE',
  frontDocUrl: fileUrl(4, 'png'),
  backDocUrl: fileUrl(5, 'png'),
  proofOfAddressUrl: null,
  sortCode: '200415',
  accountNumber: '50817263',
  companyName: 'Price Property Holdings Ltd',
  companyNumber: '09876543',
  legalEntity: 'BUSINESS',
  companyAddress1: '1 City Square',
  companyCity: 'Leeds',
  companyPostcode: 'LS1 2ES',
  registrationProof: fileUrl(6, 'pdf'),
  articlesOfAssociation: fileUrl(7, 'pdf'),
  shareholderDeclaration: fileUrl(8, 'pdf'),
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
