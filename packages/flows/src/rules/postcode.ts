import { composeRules, isBlank, requiredText, type Rule, type TextValue } from './rule.ts';

// The UK Government Data Standards (BS 7666) pattern: it knows which letters may stand in which
// position, so 'QA1 1AA' or 'SW1A 1CI' fail where a loose letters-and-digits pattern would pass them.
// The space between outward and inward code is optional, letters may be typed in either case.
const UK_POSTCODE_PATTERN =
  /^(GIR ?0AA|[A-PR-UWYZ]([0-9]{1,2}|[A-HK-Y][0-9][0-9ABEHMNPRV-Y]?|[0-9][A-HJKPS-UW]) ?[0-9][ABD-HJLNP-UW-Z]{2})$/;

export function isUkPostcode(value: string): boolean {
  return UK_POSTCODE_PATTERN.test(value.trim().toUpperCase());
}

/** 'sw1a1aa' → 'SW1A 1AA': upper case, one space before the three-character inward code. */
export function normalizeUkPostcode(value: string): string {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  return `${compact.slice(0, -3)} ${compact.slice(-3)}`;
}

export const POSTCODE_MESSAGES = {
  required: 'Please fill required field',
  invalid: 'Incorrect format',
} as const;

const ukPostcodeFormat: Rule<TextValue> = (value) =>
  isBlank(value) || isUkPostcode(value) ? undefined : POSTCODE_MESSAGES.invalid;

export const validateUkPostcode = composeRules(requiredText(POSTCODE_MESSAGES.required), ukPostcodeFormat);
