import { MAX_INVESTOR_AGE, MIN_INVESTOR_AGE } from '../constants.ts';
import { ageInYears, parseCalendarDate, type CalendarDate } from './calendar-date.ts';
import { isBlank, type Rule, type TextValue } from './rule.ts';

export const DATE_OF_BIRTH_MESSAGES = {
  required: 'Please fill required field',
  invalid: 'Incorrect format',
  tooYoung: 'Sorry, your age must be 18+.',
} as const;

/**
 * `today` is a parameter, never the clock, so the same value is checked the same way everywhere.
 * Ages are whole years: 90 is allowed up to the day before the 91st birthday, 18 from the 18th birthday.
 */
export function validateDateOfBirth(value: TextValue, today: CalendarDate): string | undefined {
  if (isBlank(value)) return DATE_OF_BIRTH_MESSAGES.required;
  const born = parseCalendarDate(value.trim());
  const on = parseCalendarDate(today);
  if (!on) throw new RangeError(`today must be a calendar date 'YYYY-MM-DD', got '${today}'`);
  if (!born) return DATE_OF_BIRTH_MESSAGES.invalid;
  const age = ageInYears(born, on);
  if (age > MAX_INVESTOR_AGE) return DATE_OF_BIRTH_MESSAGES.invalid;
  if (age < MIN_INVESTOR_AGE) return DATE_OF_BIRTH_MESSAGES.tooYoung;
  return undefined;
}

/** For react-hook-form: `validate: dateOfBirthRule(calendarDateIn(new Date()))`. */
export function dateOfBirthRule(today: CalendarDate): Rule<TextValue> {
  return (value) => validateDateOfBirth(value, today);
}
