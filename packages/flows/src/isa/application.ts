import { ageInYears, parseCalendarDate, type CalendarDate } from '../rules/calendar-date.ts';
import type { Rule } from '../rules/rule.ts';

/**
 * Who may subscribe to an Innovative Finance ISA (HMRC guidance for ISA managers, 'Who can invest in an ISA'; the
 * Individual Savings Account Regulations 1998, regulation 10): an individual aged 18 or over and resident in the UK.
 * Since 6 April 2024 more than one IFISA may be subscribed to in a tax year, and an application no longer lapses.
 */
export const ISA_MINIMUM_AGE = 18;

export const ISA_ELIGIBILITY_MESSAGES = {
  underAge: 'You must be 18 or over to open an Innovative Finance ISA.',
  noDateOfBirth: 'We need your date of birth from your identity checks before you can open an ISA.',
  notUkResident: 'You must live in the UK to open an Innovative Finance ISA.',
} as const;

/** Why the investor may not open an ISA today, or `undefined` when they may (`today` is London's calendar date). */
export function isaIneligibility(facts: {
  dateOfBirth: CalendarDate | null;
  ukResident: boolean;
  today: CalendarDate;
}): string | undefined {
  const born = facts.dateOfBirth === null ? undefined : parseCalendarDate(facts.dateOfBirth);
  const today = parseCalendarDate(facts.today);
  if (!born || !today) return ISA_ELIGIBILITY_MESSAGES.noDateOfBirth;
  if (ageInYears(born, today) < ISA_MINIMUM_AGE) return ISA_ELIGIBILITY_MESSAGES.underAge;
  if (!facts.ukResident) return ISA_ELIGIBILITY_MESSAGES.notUkResident;
  return undefined;
}

/** The version of the declarations' words below, stored with each application that accepted them. */
export const ISA_DECLARATIONS_VERSION = 'IFISA-2026-1';

/**
 * The declarations an ISA application must carry (the Individual Savings Account Regulations 1998, regulation
 * 12(3)(a), (b), (c) and (ea); HMRC guidance for ISA managers, 'Information you need from investors when they apply
 * for an ISA', 'Applications in writing'). HMRC prescribes what they declare rather than fixed words: these follow
 * the regulation's words, in the first person. Each is accepted on its own.
 */
export const ISA_DECLARATIONS = {
  isaType: 'I declare that this application is to open an innovative finance account (an Innovative Finance ISA).',
  continuing:
    'I declare that this declaration has effect for the first tax year named in this application and each successive tax year until the account is closed.',
  ownCash: 'I declare that all cash subscriptions made, and to be made, to the account are my cash.',
  overallLimit:
    'I declare that I have not subscribed, and will not subscribe, more than the overall subscription limit (aggregating subscriptions to all my ISAs) in the first tax year named in this application and in each successive tax year in which this declaration has effect.',
  eligible: 'I declare that I am 18 years of age or over and resident in the United Kingdom for tax purposes.',
} as const;

export type IsaDeclaration = keyof typeof ISA_DECLARATIONS;
export const ISA_DECLARATION_KEYS = Object.keys(ISA_DECLARATIONS) as IsaDeclaration[];

export const ISA_APPLICATION_MESSAGES = {
  declarationRequired: 'Please accept this declaration to open the ISA',
  ukResidentRequired: 'Please confirm that you live in the UK',
  niNumberRequired: 'Please enter your National Insurance number, or tell us why you do not have one',
  niNumberFormat: 'Enter a National Insurance number in the right format, like QQ 12 34 56 C',
  noNiReasonRequired: 'Please tell us why you do not have a National Insurance number',
  signatureRequired: 'Please type your full name to sign',
  signatureMismatch: 'Type your full name as it appears on your profile',
} as const;

/**
 * A National Insurance number as HMRC formats it (HMRC National Insurance Manual NIM39110): two prefix letters, six
 * digits and a suffix A, B, C or D. Neither prefix letter is D, F, I, Q, U or V; the second is not O; the prefixes BG,
 * GB, KN, NK, NT, TN and ZZ are not allocated. Spaces are ignored and letters read in either case.
 */
export function normaliseNiNumber(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

const NI_NUMBER_PATTERN = /^[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]$/;
const NI_UNALLOCATED_PREFIXES = new Set(['BG', 'GB', 'KN', 'NK', 'NT', 'TN', 'ZZ']);

export const validateNiNumber: Rule<string | null | undefined> = (value) => {
  if (value === null || value === undefined || value.trim() === '') return ISA_APPLICATION_MESSAGES.niNumberRequired;
  const number = normaliseNiNumber(value);
  if (!NI_NUMBER_PATTERN.test(number) || NI_UNALLOCATED_PREFIXES.has(number.slice(0, 2))) {
    return ISA_APPLICATION_MESSAGES.niNumberFormat;
  }
  return undefined;
};

/** Without a National Insurance number, the reason (HMRC asks for the number where the investor has one). */
export const validateNoNiReason: Rule<string | null | undefined> = (value) =>
  value === null || value === undefined || value.trim() === ''
    ? ISA_APPLICATION_MESSAGES.noNiReasonRequired
    : undefined;

/** The typed-name signature: the investor's full name as the profile holds it, case and spacing aside. */
export function validateTypedSignature(typed: string | null | undefined, fullName: string): string | undefined {
  if (typed === null || typed === undefined || typed.trim() === '') return ISA_APPLICATION_MESSAGES.signatureRequired;
  const plain = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();
  return plain(typed) === plain(fullName) ? undefined : ISA_APPLICATION_MESSAGES.signatureMismatch;
}

export const validateDeclarationAccepted: Rule<boolean | null | undefined> = (accepted) =>
  accepted === true ? undefined : ISA_APPLICATION_MESSAGES.declarationRequired;

export const validateUkResidentConfirmed: Rule<boolean | null | undefined> = (confirmed) =>
  confirmed === true ? undefined : ISA_APPLICATION_MESSAGES.ukResidentRequired;
