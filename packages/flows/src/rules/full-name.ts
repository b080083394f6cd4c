import { FULL_NAME_LENGTH } from '../constants.ts';
import { isBlank, type Rule, type TextValue } from './rule.ts';

/**
 * Seed 000 §5 gives both wordings for a missing name: the contact form's is fixed ('Please enter Full Name', §5 "Invite
 * and contact"); every other form says it in plain English. 'Incorrect Format' is the seed's for every form.
 */
export const FULL_NAME_MESSAGES = {
  requiredOnContactForm: 'Please enter Full Name',
  required: 'Please enter your full name',
  invalid: 'Incorrect Format',
} as const;

// Letters of any alphabet (with combining accents), hyphen, apostrophe and spaces. The typographic
// apostrophe is accepted because phone keyboards type it for "O'Brien".
const FULL_NAME_PATTERN = /^[\p{L}\p{M}'’\- ]+$/u;

interface FullNameOptions {
  requiredMessage: string;
  maxLength: number;
  trim: boolean;
}

export function fullNameRule({ requiredMessage, maxLength, trim }: FullNameOptions): Rule<TextValue> {
  return (value) => {
    if (isBlank(value)) return requiredMessage;
    const name = trim ? value.trim() : value;
    // Characters (code points), as the database's char_length counts them: `length` counts a letter outside the
    // Basic Multilingual Plane twice.
    const characters = [...name].length;
    const nonSpaceCharacters = [...name.replaceAll(' ', '')].length;
    const fits =
      FULL_NAME_PATTERN.test(name) &&
      characters >= FULL_NAME_LENGTH.min &&
      characters <= maxLength &&
      nonSpaceCharacters >= FULL_NAME_LENGTH.min;
    return fits ? undefined : FULL_NAME_MESSAGES.invalid;
  };
}

/** Register interest, KYC and the profile. */
export const validateFullName = fullNameRule({
  requiredMessage: FULL_NAME_MESSAGES.required,
  maxLength: FULL_NAME_LENGTH.max,
  trim: false,
});

export const validateContactFullName = fullNameRule({
  requiredMessage: FULL_NAME_MESSAGES.requiredOnContactForm,
  maxLength: FULL_NAME_LENGTH.max,
  trim: false,
});

/** Registration trims the name before checking it (and before sending it: `normalizeFullName`). */
export const validateRegistrationFullName = fullNameRule({
  requiredMessage: FULL_NAME_MESSAGES.required,
  maxLength: FULL_NAME_LENGTH.maxAtRegistration,
  trim: true,
});

export function normalizeFullName(value: string): string {
  return value.trim();
}
