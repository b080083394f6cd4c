import { REQUIRED_MESSAGES } from '@keystone/flows/rules';
import type { FastifySchemaValidationError } from 'fastify';
import type { FieldError } from './app-error.ts';

/**
 * Turns ajv's errors into the contract's per-field errors: the camelCase property name (dotted for nested objects,
 * `[i]` for array items) and a sentence a person can read. Only one message per field is kept: the first.
 */
export function toFieldErrors(errors: readonly FastifySchemaValidationError[]): FieldError[] {
  const byField = new Map<string, string>();
  for (const error of errors) {
    const field = fieldName(error);
    if (!byField.has(field)) byField.set(field, readableMessage(error));
  }
  return [...byField].map(([field, message]) => ({ field, message }));
}

function fieldName(error: FastifySchemaValidationError): string {
  const segments = error.instancePath
    .split('/')
    .slice(1)
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'));
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'required' && typeof params.missingProperty === 'string') segments.push(params.missingProperty);
  if (error.keyword === 'additionalProperties' && typeof params.additionalProperty === 'string') {
    segments.push(params.additionalProperty);
  }
  if (error.keyword === 'unevaluatedProperties' && typeof params.unevaluatedProperty === 'string') {
    segments.push(params.unevaluatedProperty);
  }
  return segments.reduce((path, segment) => {
    if (/^\d+$/.test(segment)) return `${path}[${segment}]`;
    return path === '' ? segment : `${path}.${segment}`;
  }, '');
}

function readableMessage(error: FastifySchemaValidationError): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return REQUIRED_MESSAGES.fieldRequired;
    case 'additionalProperties':
    case 'unevaluatedProperties':
      return 'Unknown field';
    case 'format':
    case 'pattern':
      return 'Incorrect format';
    case 'type':
      return `Must be ${article(String(params.type))}`;
    case 'enum':
      return Array.isArray(params.allowedValues)
        ? `Must be one of: ${params.allowedValues.join(', ')}`
        : 'Value is not allowed';
    case 'const':
      return 'Value is not allowed';
    case 'storableText':
      return 'Contains a character that is not allowed';
    case 'minLength':
      return params.limit === 1
        ? REQUIRED_MESSAGES.fieldRequired
        : `Must be at least ${String(params.limit)} characters`;
    case 'maxLength':
      return `Must be at most ${String(params.limit)} characters`;
    case 'minimum':
      return `Must be at least ${String(params.limit)}`;
    case 'maximum':
      return `Must be at most ${String(params.limit)}`;
    case 'exclusiveMinimum':
      return `Must be more than ${String(params.limit)}`;
    case 'exclusiveMaximum':
      return `Must be less than ${String(params.limit)}`;
    case 'minItems':
      return `Must have at least ${String(params.limit)} items`;
    case 'maxItems':
      return `Must have at most ${String(params.limit)} items`;
    default:
      return 'Invalid value';
  }
}

function article(type: string): string {
  const readable = type.replaceAll(',', ' or ');
  return /^[aeiou]/.test(readable) ? `an ${readable}` : `a ${readable}`;
}
