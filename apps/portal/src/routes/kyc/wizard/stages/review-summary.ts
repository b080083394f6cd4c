import type { DocType, InvestorType, LegalEntity, PersonType, Title } from '@keystone/api';
import { COMPETENCE_QUESTION_COUNT, PERSON_TYPE_LABELS, UK_PHONE_PREFIX } from '@keystone/flows';
import { KYC_STAGE_TITLES, type KycForm } from '@keystone/flows/kyc';
import { DOC_TYPE_LABELS, INVESTOR_TYPE_LABELS, LEGAL_ENTITY_LABELS, TITLE_LABELS } from '@keystone/flows/labels';
import { formatSortCode } from '@keystone/flows/format';
import { COUNTRY_OF_RESIDENCE } from './kyc-choices.ts';
import { WALLET_LABELS } from '@keystone/flows/rules';

export interface ReviewRow {
  label: string;
  value: string;
}

export interface ReviewSection {
  /** The stage the section's 'Edit' link jumps to. */
  stageIndex: number;
  title: string;
  rows: ReviewRow[];
}

export const NOT_GIVEN = 'Not given';
export const UPLOADED = 'Uploaded';
export const NOT_UPLOADED = 'Not uploaded';

const choice = <T extends string>(value: T | '', labels: Readonly<Record<T, string>>) =>
  value === '' ? NOT_GIVEN : labels[value];
const text = (value: string) => value.trim() || NOT_GIVEN;
const document = (url: string) => (url.trim() ? UPLOADED : NOT_UPLOADED);

/** '1985-04-12' as 12/04/1985; anything else as typed. */
export function formatDateOfBirth(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : text(value);
}

/** The number as it will be stored: +44 and the digits typed without the leading 0. */
export function formatPhone(value: string): string {
  const digits = value.replace(/\s+/g, '').replace(/^0/, '');
  return digits ? `${UK_PHONE_PREFIX} ${digits}` : NOT_GIVEN;
}

/** The review stage's read-only summary of every stage before it, companies with their own blocks. */
export function reviewSections(form: KycForm, competenceReviewPassed: boolean): ReviewSection[] {
  const company = form.personType === 'PROFESSIONAL';
  const answered = Object.values(form.answers).filter(Boolean).length;
  return [
    {
      stageIndex: 0,
      title: KYC_STAGE_TITLES.personalDetails,
      rows: [
        { label: 'Person type', value: choice<PersonType>(form.personType, PERSON_TYPE_LABELS) },
        { label: 'Title', value: choice<Title>(form.title, TITLE_LABELS) },
        { label: 'First name', value: text(form.firstName) },
        { label: 'Last name', value: text(form.lastName) },
        { label: 'Date of birth', value: formatDateOfBirth(form.dateOfBirth) },
        { label: 'Mobile number', value: formatPhone(form.phoneNumber) },
        { label: 'Address line 1', value: text(form.address1) },
        { label: 'Address line 2', value: text(form.address2) },
        { label: 'City', value: text(form.city) },
        { label: 'Postcode', value: text(form.postcode) },
        { label: 'Nationality', value: form.nationality === 'GB' ? COUNTRY_OF_RESIDENCE : text(form.nationality) },
        { label: 'Country of residence', value: COUNTRY_OF_RESIDENCE },
      ],
    },
    {
      stageIndex: 1,
      title: KYC_STAGE_TITLES.proofOfIdentity,
      rows: [
        { label: 'Document type', value: choice<DocType>(form.docType, DOC_TYPE_LABELS) },
        { label: 'Front of the document', value: document(form.frontDocUrl) },
        { label: 'Back of the document', value: document(form.backDocUrl) },
        ...(company
          ? [
              { label: 'Registration proof', value: document(form.registrationProof) },
              { label: 'Articles of association', value: document(form.articlesOfAssociation) },
              { label: 'Shareholder declaration', value: document(form.shareholderDeclaration) },
            ]
          : [{ label: 'Proof of address', value: document(form.proofOfAddressUrl) }]),
      ],
    },
    {
      stageIndex: 2,
      title: KYC_STAGE_TITLES.bankDetails,
      rows: [
        { label: WALLET_LABELS.sortCode, value: text(form.sortCode && formatSortCode(form.sortCode)) },
        { label: WALLET_LABELS.accountNumber, value: text(form.accountNumber) },
        ...(company
          ? [
              { label: 'Company name', value: text(form.companyName) },
              { label: 'Company number', value: text(form.companyNumber) },
              { label: 'Legal entity', value: choice<LegalEntity>(form.legalEntity, LEGAL_ENTITY_LABELS) },
              { label: 'Company address line 1', value: text(form.companyAddress1) },
              { label: 'Company address line 2', value: text(form.companyAddress2) },
              { label: 'Company city', value: text(form.companyCity) },
              { label: 'Company postcode', value: text(form.companyPostcode) },
            ]
          : []),
      ],
    },
    {
      stageIndex: 3,
      title: KYC_STAGE_TITLES.investorType,
      rows: [{ label: 'Investor category', value: choice<InvestorType>(form.investorType, INVESTOR_TYPE_LABELS) }],
    },
    {
      stageIndex: 4,
      title: KYC_STAGE_TITLES.competenceReview,
      rows: [
        {
          label: 'Questions',
          value: competenceReviewPassed ? 'Passed' : `${answered} of ${COMPETENCE_QUESTION_COUNT} answered`,
        },
      ],
    },
  ];
}
