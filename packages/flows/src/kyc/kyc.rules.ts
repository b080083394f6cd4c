import type { FieldError, InvestorType } from '@keystone/api';
import { validateDeclarationForm } from '../declarations/declarations.rules.ts';
import { validateKycAccountNumber, validateKycSortCode } from '../rules/bank.ts';
import type { CalendarDate } from '../rules/calendar-date.ts';
import { COMPETENCE_MESSAGES, hasAllCompetenceAnswers } from '../rules/competence-answers.ts';
import { validateDateOfBirth } from '../rules/date-of-birth.ts';
import {
  KYC_MESSAGES,
  validateAddressLine1,
  validateAddressLine2,
  validateCompanyName,
  validateCompanyNumber,
  validateKycChoice,
  validateKycCity,
  validateKycName,
  validateRequiredDocument,
} from '../rules/kyc.ts';
import { validateKycPhone } from '../rules/phone.ts';
import { validateUkPostcode } from '../rules/postcode.ts';
import type { KycForm, KycFormField } from './kyc.form.ts';
import { KYC_STAGE_IDS, type KycStageId } from './kyc.stages.ts';

export interface KycStageRuleOptions {
  /** Today where the platform lives ('YYYY-MM-DD'), for the age rules. */
  today: CalendarDate;
  /** The server accepted the answers already: the competence stage needs none (the user never carries them). */
  competenceReviewPassed: boolean;
  /**
   * The category whose declaration the investor has signed and which still holds (`GET /user/declaration`): choosing
   * it again asks for no new signature; any other category's declaration must be signed on the stage.
   */
  signedInvestorType?: InvestorType | undefined;
  /**
   * The stage's own form is being submitted (its resolver, its Next): the investor-type stage then checks the
   * declaration it signs. What is saved is judged without it (resuming, jumping, the review): the declaration is not
   * part of the profile, and the pledge asks for it again when it is missing (code 47).
   */
  signing?: boolean;
}

/** Whether the investor-type stage asks for the chosen category's declaration to be signed. */
export function needsDeclaration(
  form: Pick<KycForm, 'investorType'>,
  options: Pick<KycStageRuleOptions, 'signedInvestorType'>,
) {
  return form.investorType !== '' && form.investorType !== options.signedInvestorType;
}

type Check = readonly [KycFormField, string | undefined];

const isCompany = (form: KycForm) => form.personType === 'PROFESSIONAL';

/** Each stage's checks, in the order its fields appear (seed 000 §5 "KYC"). */
const STAGE_CHECKS: Record<
  Exclude<KycStageId, 'reviewAnswers'>,
  (form: KycForm, options: KycStageRuleOptions) => Check[]
> = {
  personalDetails: (form, { today }) => [
    ['personType', validateKycChoice(form.personType)],
    ['title', validateKycChoice(form.title)],
    ['firstName', validateKycName(form.firstName)],
    ['lastName', validateKycName(form.lastName)],
    ['dateOfBirth', validateDateOfBirth(form.dateOfBirth, today)],
    ['phoneNumber', validateKycPhone(form.phoneNumber)],
    ['address1', validateAddressLine1(form.address1)],
    ['address2', validateAddressLine2(form.address2)],
    ['city', validateKycCity(form.city)],
    ['postcode', validateUkPostcode(form.postcode)],
  ],
  proofOfIdentity: (form) => [
    ['docType', validateKycChoice(form.docType)],
    ['frontDocUrl', validateRequiredDocument(form.frontDocUrl)],
    ...(isCompany(form)
      ? ([
          ['registrationProof', validateRequiredDocument(form.registrationProof)],
          ['articlesOfAssociation', validateRequiredDocument(form.articlesOfAssociation)],
          ['shareholderDeclaration', validateRequiredDocument(form.shareholderDeclaration)],
        ] as const)
      : ([['proofOfAddressUrl', validateRequiredDocument(form.proofOfAddressUrl)]] as const)),
  ],
  bankDetails: (form) => [
    ['sortCode', validateKycSortCode(form.sortCode)],
    ['accountNumber', validateKycAccountNumber(form.accountNumber)],
    ...(isCompany(form)
      ? ([
          ['companyName', validateCompanyName(form.companyName)],
          ['companyNumber', validateCompanyNumber(form.companyNumber)],
          ['legalEntity', validateKycChoice(form.legalEntity)],
          ['companyAddress1', validateAddressLine1(form.companyAddress1)],
          ['companyAddress2', validateAddressLine2(form.companyAddress2)],
          ['companyCity', validateKycCity(form.companyCity)],
          ['companyPostcode', validateUkPostcode(form.companyPostcode)],
        ] as const)
      : []),
  ],
  investorType: (form, options) => [
    ['investorType', validateKycChoice(form.investorType)],
    ['riskStatementAccepted', form.riskStatementAccepted ? undefined : KYC_MESSAGES.required],
    ...(options.signing === true && form.investorType !== '' && needsDeclaration(form, options)
      ? validateDeclarationForm(form.investorType, form, options.today).map(({ field, message }): Check => [
          field,
          message,
        ])
      : []),
  ],
  competenceReview: (form, { competenceReviewPassed }) => [
    [
      'answers',
      competenceReviewPassed || hasAllCompetenceAnswers(form.answers) ? undefined : COMPETENCE_MESSAGES.answerAll,
    ],
  ],
};

function failing(checks: ReadonlyArray<Check>): FieldError[] {
  return checks.flatMap(([field, message]) => (message === undefined ? [] : [{ field, message }]));
}

/**
 * What keeps the investor on a stage: each failing field with its message, `[]` when the stage may be left.
 * The review stage checks every stage before it, since finishing submits them all.
 */
export function validateKycStage(stage: KycStageId, form: KycForm, options: KycStageRuleOptions): FieldError[] {
  if (stage === 'reviewAnswers') {
    const saved = { ...options, signing: false };
    return KYC_STAGE_IDS.filter((id) => id !== 'reviewAnswers').flatMap((id) => validateKycStage(id, form, saved));
  }
  return failing(STAGE_CHECKS[stage](form, options));
}

export function isKycStageValid(stage: KycStageId, form: KycForm, options: KycStageRuleOptions): boolean {
  return validateKycStage(stage, form, options).length === 0;
}
