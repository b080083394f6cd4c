import type { FieldError } from '@keystone/api';

export type { FieldError };

/**
 * A rule answers the message to show under the field, or `undefined` when the value passes.
 * That shape plugs straight into react-hook-form (`register('email', { validate: validateLoginEmail })`,
 * where `undefined` means valid) and into the server's per-field error list (`validateFields`).
 */
export type Rule<T> = (value: T) => string | undefined;

/** What a text field holds in a form, or a JSON property the server received. */
export type TextValue = string | null | undefined;

/** Runs the rules in order and answers the first message, so "required" can guard the format rules behind it. */
export function composeRules<T>(...rules: ReadonlyArray<Rule<T>>): Rule<T> {
  return (value) => {
    for (const rule of rules) {
      const message = rule(value);
      if (message !== undefined) return message;
    }
    return undefined;
  };
}

/**
 * Text that shows nothing: white space (the non-breaking space too) and the default-ignorable characters, which
 * render as nothing (zero-width space, joiners, word joiner, byte order mark, soft hyphen, the bidi marks,
 * embeddings, overrides and isolates U+202A–202E and U+2066–2069, variation selectors).
 */
const SHOWS_NOTHING = /^[\p{White_Space}\p{Default_Ignorable_Code_Point}]*$/u;

// Text that shows nothing counts as empty (issue 32): the profile saves such values as empty, and no field accepts
// them, as every required text rule, in the forms and on the server, starts here.
export function isBlank(value: TextValue): value is null | undefined | '' {
  return value === null || value === undefined || SHOWS_NOTHING.test(value);
}

export function requiredText(message: string): Rule<TextValue> {
  return (value) => (isBlank(value) ? message : undefined);
}

/** Format rules let blank values through: whether a field may be empty is the `requiredText` rule's decision. */
export function matchesPattern(pattern: RegExp, message: string): Rule<TextValue> {
  return (value) => (isBlank(value) || pattern.test(value) ? undefined : message);
}

export function maxLength(max: number, message: string): Rule<TextValue> {
  return (value) => (isBlank(value) || value.length <= max ? undefined : message);
}

export type FieldRules<T> = { [K in keyof T]?: Rule<T[K]> };

/** The server's side of the same rules: every failing field, named by its camelCase property. */
export function validateFields<T extends object>(values: T, rules: FieldRules<T>): FieldError[] {
  const errors: FieldError[] = [];
  for (const field of Object.keys(rules) as Array<keyof T & string>) {
    const rule = rules[field];
    const message = rule?.(values[field]);
    if (message !== undefined) errors.push({ field, message });
  }
  return errors;
}
