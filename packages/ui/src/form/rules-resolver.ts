import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/** A field's rule: the message to show under it, or `undefined` when the value passes. */
export type Rule<T, Values = unknown> = (value: T, values: Values) => string | undefined;

/** One rule per field; a rule may read the other values (a repeated password, say). */
export type FieldRules<T> = { [K in keyof T]?: Rule<T[K], T> };

/** A failing field, in the shape the server's `fieldErrors` and the flows' whole-form rules answer. */
export interface FieldMessage {
  field: string;
  message: string;
}

/** A whole-form rule: every failing field at once (e.g. a KYC stage's rules). */
export type FormRule<T> = (values: T) => ReadonlyArray<FieldMessage>;

function failingFields<T extends FieldValues>(values: T, rules: FieldRules<T>): FieldMessage[] {
  const failing: FieldMessage[] = [];
  for (const field of Object.keys(rules) as Array<keyof T & string>) {
    const message = rules[field]?.(values[field], values);
    if (message !== undefined) failing.push({ field, message });
  }
  return failing;
}

/** Sets `value` at a dotted path (`answers.q1`), the way react-hook-form names nested fields. */
function setAtPath(target: Record<string, unknown>, path: string, value: unknown) {
  const keys = path.split('.');
  let node = target;
  keys.slice(0, -1).forEach((key) => {
    const next = node[key];
    node = (node[key] = typeof next === 'object' && next !== null ? next : {}) as Record<string, unknown>;
  });
  node[keys[keys.length - 1] as string] = value;
}

/**
 * A react-hook-form resolver from plain rules, so a form validates with the very functions the server and the
 * machines use: per-field rules (`{ email: validateLoginEmail }`) or a whole-form rule answering
 * `{ field, message }[]`. The first message per field wins.
 */
export function rulesResolver<T extends FieldValues>(rules: FieldRules<T> | FormRule<T>): Resolver<T> {
  return (values) => {
    const failing = typeof rules === 'function' ? rules(values) : failingFields(values, rules);
    if (failing.length === 0) return { values, errors: {} };
    const errors: Record<string, unknown> = {};
    const seen = new Set<string>();
    for (const { field, message } of failing) {
      if (seen.has(field)) continue;
      seen.add(field);
      setAtPath(errors, field, { type: 'validate', message });
    }
    return { values: {}, errors: errors as FieldErrors<T> };
  };
}
