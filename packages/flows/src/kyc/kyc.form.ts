import type {
  CountryCode,
  InvestorDeclarationRequest,
  DocType,
  InvestorType,
  KycInformation,
  LegalEntity,
  PersonType,
  Title,
  User,
} from '@keystone/api';
import { COUNTRY_CODE } from '../constants.ts';
import { EMPTY_DECLARATION_FORM, type DeclarationForm } from '../declarations/declarations.rules.ts';
import { hasAllCompetenceAnswers, type CompetenceAnswers } from '../rules/competence-answers.ts';
import { normalizeAccountNumber, normalizeSortCode } from '../rules/bank.ts';
import { fromE164Uk, toE164Uk } from '../rules/phone.ts';

/** A choice not made yet is the empty string, as a select without a value holds it. */
type Choice<T extends string> = T | '';

/**
 * The wizard's fields as the form holds them (seed 000 §3 "KYC information"): text, '' for nothing. The investor-type
 * stage also holds the chosen category's declaration (issue 24 §4), signed with `POST /user/declarations`, never saved
 * with the profile: it starts empty each time.
 */
export interface KycForm extends DeclarationForm {
  personType: Choice<PersonType>;
  title: Choice<Title>;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  /** As the investor types it, without +44 (the field shows the prefix and a disclaimer). */
  phoneNumber: string;
  address1: string;
  address2: string;
  city: string;
  postcode: string;
  nationality: Choice<CountryCode>;
  issuingCountry: Choice<CountryCode>;
  docType: Choice<DocType>;
  frontDocUrl: string;
  backDocUrl: string;
  proofOfAddressUrl: string;
  registrationProof: string;
  articlesOfAssociation: string;
  shareholderDeclaration: string;
  sortCode: string;
  accountNumber: string;
  companyName: string;
  companyNumber: string;
  legalEntity: Choice<LegalEntity>;
  companyAddress1: string;
  companyAddress2: string;
  companyCity: string;
  companyPostcode: string;
  investorType: Choice<InvestorType>;
  /** The investor-type stage's risk-statement box, saved (the server keeps when it was ticked). */
  riskStatementAccepted: boolean;
  /** Sent only for grading (`validateQuestions`), never with an ordinary save. */
  answers: CompetenceAnswers;
}

export type KycFormField = keyof KycForm;

/** The form's text fields saved as they are (trimmed), by `PUT /user`'s property of the same name. */
const TEXT_FIELDS = [
  'personType',
  'title',
  'firstName',
  'lastName',
  'dateOfBirth',
  'address1',
  'address2',
  'city',
  'postcode',
  'nationality',
  'issuingCountry',
  'docType',
  'frontDocUrl',
  'backDocUrl',
  'proofOfAddressUrl',
  'sortCode',
  'accountNumber',
  'investorType',
] as const satisfies ReadonlyArray<KycFormField & keyof KycInformation>;

/** Blocks a company (PROFESSIONAL) fills in and an individual never sends. */
export const COMPANY_FIELDS = [
  'companyName',
  'companyNumber',
  'legalEntity',
  'companyAddress1',
  'companyAddress2',
  'companyCity',
  'companyPostcode',
  'registrationProof',
  'articlesOfAssociation',
  'shareholderDeclaration',
] as const satisfies ReadonlyArray<KycFormField & keyof KycInformation>;

type SavedTextField = (typeof TEXT_FIELDS)[number] | (typeof COMPANY_FIELDS)[number];

/** What the server holds for the user, in the form's shape: the baseline "changed" is measured against. */
export function kycFormFromUser(user: User): KycForm {
  const text = (value: string | null) => value ?? '';
  return {
    personType: user.personType ?? '',
    title: user.title ?? '',
    firstName: text(user.firstName),
    lastName: text(user.lastName),
    dateOfBirth: text(user.dateOfBirth),
    phoneNumber: user.phoneNumber === null ? '' : (fromE164Uk(user.phoneNumber) ?? user.phoneNumber),
    address1: text(user.address1),
    address2: text(user.address2),
    city: text(user.city),
    postcode: text(user.postcode),
    nationality: user.nationality ?? '',
    issuingCountry: user.issuingCountry ?? '',
    docType: user.docType ?? '',
    frontDocUrl: text(user.frontDocUrl),
    backDocUrl: text(user.backDocUrl),
    proofOfAddressUrl: text(user.proofOfAddressUrl),
    registrationProof: text(user.registrationProof),
    articlesOfAssociation: text(user.articlesOfAssociation),
    shareholderDeclaration: text(user.shareholderDeclaration),
    sortCode: text(user.sortCode),
    accountNumber: text(user.accountNumber),
    companyName: text(user.companyName),
    companyNumber: text(user.companyNumber),
    legalEntity: user.legalEntity ?? '',
    companyAddress1: text(user.companyAddress1),
    companyAddress2: text(user.companyAddress2),
    companyCity: text(user.companyCity),
    companyPostcode: text(user.companyPostcode),
    investorType: user.investorType ?? '',
    riskStatementAccepted: user.riskStatementAccepted,
    answers: {},
    ...EMPTY_DECLARATION_FORM,
  };
}

/**
 * The form as the wizard first shows it: nationality and issuing country default to GB, the only country allowed
 * (seed 000 §3). They stay unsaved in the baseline, so the first save sends them.
 */
export function withKycDefaults(form: KycForm): KycForm {
  return {
    ...form,
    nationality: form.nationality || COUNTRY_CODE,
    issuingCountry: form.issuingCountry || COUNTRY_CODE,
  };
}

// The same number typed as '07700 900123' or '7700900123' is no change.
function samePhone(previous: string, current: string): boolean {
  return (toE164Uk(previous) ?? previous.trim()) === (toE164Uk(current) ?? current.trim());
}

/** A text field as it is saved: trimmed, and a sort code or account number typed with separators as its digits. */
function savedText(field: SavedTextField, typed: string): string {
  if (field === 'sortCode') return normalizeSortCode(typed);
  if (field === 'accountNumber') return normalizeAccountNumber(typed);
  return typed.trim();
}

/**
 * The `PUT /user` body for what changed since `previous`: only changed, non-empty values (seed 000 §7 "empty
 * values omitted"), trimmed, company blocks only for a PROFESSIONAL, and the risk-statement box when it changed.
 * Answers are never part of it. An empty object means there is nothing to save.
 */
export function kycChangesForSave(previous: KycForm, current: KycForm): KycInformation {
  const changes: Record<string, string | boolean> = {};
  const fields: ReadonlyArray<SavedTextField> =
    current.personType === 'PROFESSIONAL' ? [...TEXT_FIELDS, ...COMPANY_FIELDS] : TEXT_FIELDS;
  for (const field of fields) {
    const value = savedText(field, current[field]);
    if (value !== '' && value !== savedText(field, previous[field])) changes[field] = value;
  }
  const phone = current.phoneNumber.replace(/\s+/g, '');
  if (phone !== '' && !samePhone(previous.phoneNumber, current.phoneNumber)) changes.phoneNumber = phone;
  if (current.riskStatementAccepted !== previous.riskStatementAccepted) {
    changes.riskStatementAccepted = current.riskStatementAccepted;
  }
  // Each key was copied from a field of the same name and type, so the record is the contract's body.
  return changes as KycInformation;
}

export interface SaveProfileInput {
  /** The `PUT /user` body. */
  changes: KycInformation;
  /** `PUT /user?validateQuestions=true`: grade the answers in `changes.answers` (codes 38, 39). */
  validateQuestions: boolean;
  /** Leaving the investor-type stage forward: `POST /user/declarations` with this, after the profile is saved. */
  declaration?: InvestorDeclarationRequest;
}

/**
 * Whether moving on calls `PUT /user`, and with what (seed 000 §4 "moving to a stage saves the profile if
 * changed"): `undefined` when nothing changed. Grading always calls, with the ten answers added to the changes.
 */
export function kycSaveRequest(
  previous: KycForm,
  current: KycForm,
  { validateQuestions }: { validateQuestions: boolean },
): SaveProfileInput | undefined {
  const changes = kycChangesForSave(previous, current);
  if (validateQuestions) {
    if (!hasAllCompetenceAnswers(current.answers)) return undefined;
    return {
      changes: { ...changes, answers: current.answers as Required<CompetenceAnswers> },
      validateQuestions: true,
    };
  }
  return Object.keys(changes).length === 0 ? undefined : { changes, validateQuestions: false };
}
