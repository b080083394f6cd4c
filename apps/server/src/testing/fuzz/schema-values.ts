import fc from 'fast-check';
import type { JsonSchema } from '../../contract/specification.ts';
import { plausibleValue } from './plausible-values.ts';

/** A number written into JSON as is: `1e309` or `9007199254740993` cannot survive JSON.stringify. */
export class RawNumber {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

/** JSON text of a generated value, raw numbers included. */
export function toJsonText(value: unknown): string {
  if (value instanceof RawNumber) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const members = Object.entries(value).map(([key, item]) => `${JSON.stringify(key)}:${toJsonText(item)}`);
    return `{${members.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const int4Max = 2147483647;
/** How much of a long string the generator writes: past every maxLength of the contract, not past the body limit. */
const longText = 5000;

/** Numbers a careless parser or an int4 column chokes on. */
const hostileNumbers: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    new RawNumber('1e309'),
    new RawNumber('-1e309'),
    new RawNumber('1e-400'),
    new RawNumber('9007199254740993'),
    new RawNumber('-0'),
    2147483648,
    -2147483649,
    Number.MAX_SAFE_INTEGER,
    -1,
    0,
    0.5,
  ),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map((value) => new RawNumber(value.toString())),
);

/** Strings that are numbers to a loose reader, empty, huge, or not text a database can store. */
const hostileStrings: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('', ' ', 'NaN', 'Infinity', '-Infinity', '1e309', '0x1F', '١٢٣', 'null', 'true', '[]', '{}'),
  fc.constantFrom('\u0000', 'a\u0000b', '\uD800', '\uDFFF', '\u202Eevil', '🏠', 'Ω≈ç√', "'; DROP TABLE users; --"),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.integer({ min: 201, max: longText }).map((length) => 'x'.repeat(length)),
);

/** Anything of the wrong kind: every branch is valid JSON, which the schema may or may not allow. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  hostileNumbers,
  hostileStrings,
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
);

/**
 * A value of `schema`. When `hostile`, any value at any depth is now and then of the wrong kind, a required
 * property missing or an unknown one added; the rest stays valid, so the handlers' deeper code runs too.
 */
export function schemaValue(schema: JsonSchema, hostile: boolean, name?: string): fc.Arbitrary<unknown> {
  if (!hostile) return validValue(schema, false, name);
  return fc.oneof(
    { weight: 6, arbitrary: validValue(schema, true, name) },
    { weight: 1, arbitrary: hostileValue },
    { weight: 1, arbitrary: justOutside(schema) },
  );
}

/** Values just past the schema's own limits, and past the limits of an int4 column and of a double. */
function justOutside(schema: JsonSchema): fc.Arbitrary<unknown> {
  const minimum = numberKeyword(schema, 'minimum');
  const maximum = numberKeyword(schema, 'maximum');
  const maxLength = numberKeyword(schema, 'maxLength');
  return fc.constantFrom(
    ...(minimum === undefined ? [] : [minimum - 1, String(minimum - 1)]),
    ...(maximum === undefined ? [] : [maximum + 1, String(maximum + 1)]),
    ...(maxLength === undefined ? [] : ['x'.repeat(Math.min(maxLength + 1, longText))]),
    int4Max + 1,
    String(int4Max + 1),
    new RawNumber('1e309'),
    '1e309',
    '-Infinity',
  );
}

/** `name` is the property's or the parameter's: a string the fuzz knows a plausible value for gets one mostly. */
function validValue(schema: JsonSchema, hostile: boolean, name?: string): fc.Arbitrary<unknown> {
  const plausible = plausibleValue(name);
  if (plausible && [schema.type].flat().includes('string')) {
    return fc.oneof({ weight: 3, arbitrary: plausible }, { weight: 1, arbitrary: validValue(schema, hostile) });
  }
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return fc.constantFrom(...(schema.enum as unknown[]));
  const alternatives = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (alternatives) return fc.oneof(...alternatives.map((alternative) => validValue(alternative, hostile)));
  const types = [schema.type ?? []].flat();
  if (types.length === 0) return fc.jsonValue({ maxDepth: 2 });
  return fc.oneof(...types.map((type) => valueOfType(schema, type, hostile)));
}

function valueOfType(schema: JsonSchema, type: string, hostile: boolean): fc.Arbitrary<unknown> {
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return integerIn(schema);
    case 'number':
      return fc.double({
        min: numberKeyword(schema, 'minimum') ?? -1e9,
        max: numberKeyword(schema, 'maximum') ?? 1e9,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'string':
      return stringOf(schema);
    case 'array':
      return arrayOf(schema, hostile);
    case 'object':
      return objectOf(schema, hostile);
    default:
      throw new Error(`the fuzz generator does not know the type ${type}`);
  }
}

/** Small values most of the time (they hit the rows tests create), the far ends of the range sometimes. */
function integerIn(schema: JsonSchema): fc.Arbitrary<number> {
  const min = numberKeyword(schema, 'minimum') ?? -int4Max;
  const max = numberKeyword(schema, 'maximum') ?? int4Max;
  return fc.oneof(
    { weight: 3, arbitrary: fc.integer({ min, max: Math.max(min, Math.min(max, min + 40)) }) },
    { weight: 1, arbitrary: fc.integer({ min, max }) },
    { weight: 1, arbitrary: fc.constantFrom(min, max) },
  );
}

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = numberKeyword(schema, 'minLength') ?? 0;
  const maxLength = Math.min(numberKeyword(schema, 'maxLength') ?? 60, longText);
  const fits = (text: string) => text.length >= minLength && text.length <= maxLength;
  if (typeof schema.pattern === 'string') return fc.stringMatching(new RegExp(schema.pattern)).filter(fits);
  switch (schema.format) {
    case 'email':
      return fc.emailAddress().filter(fits);
    case 'date':
      return validDate.map((date) => date.toISOString().slice(0, 10));
    case 'date-time':
      return validDate.map((date) => date.toISOString());
    case 'uuid':
      return fc.uuid();
    case 'uri':
      return fc.webUrl().filter(fits);
    default:
      return fc.oneof(
        fc.string({ minLength, maxLength }),
        fc.string({ unit: 'grapheme', minLength, maxLength }),
        fc.constantFrom(...[minLength, maxLength].map((length) => 'a'.repeat(length))),
      );
  }
}

const validDate = fc.date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true });

function arrayOf(schema: JsonSchema, hostile: boolean): fc.Arbitrary<unknown[]> {
  const items = schemaValue((schema.items ?? {}) as JsonSchema, hostile);
  const constraints = {
    minLength: numberKeyword(schema, 'minItems') ?? 0,
    maxLength: Math.min(numberKeyword(schema, 'maxItems') ?? 4, 20),
  };
  return schema.uniqueItems === true
    ? fc.uniqueArray(items, { ...constraints, selector: toJsonText })
    : fc.array(items, constraints);
}

/** Every required property and some optional ones; when hostile, sometimes one required left out or one unknown added. */
function objectOf(schema: JsonSchema, hostile: boolean): fc.Arbitrary<Record<string, unknown>> {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = ((schema.required ?? []) as string[]).filter((name) => name in properties);
  const record = fc.record(
    Object.fromEntries(
      Object.entries(properties).map(([name, property]) => [name, schemaValue(property, hostile, name)]),
    ),
    { requiredKeys: required },
  );
  if (!hostile) return record;
  return fc
    .tuple(
      record,
      nowAndThen(fc.constantFrom(...required, '')),
      nowAndThen(fc.tuple(fc.constantFrom('__proto__', 'constructor', 'unknown'), fc.jsonValue({ maxDepth: 1 }))),
    )
    .map(([value, dropped, extra]) => {
      const result: Record<string, unknown> = { ...value };
      if (dropped !== undefined) delete result[dropped];
      // defineProperty: an own `__proto__` key, as JSON.parse would make it, not a new prototype.
      if (extra !== undefined) Object.defineProperty(result, extra[0], { value: extra[1], enumerable: true });
      return result;
    });
}

/** `arbitrary`'s value one time in six, undefined otherwise. */
function nowAndThen<T>(arbitrary: fc.Arbitrary<T>): fc.Arbitrary<T | undefined> {
  return fc.oneof({ weight: 5, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary });
}

function numberKeyword(schema: JsonSchema, keyword: string): number | undefined {
  const value = schema[keyword];
  return typeof value === 'number' ? value : undefined;
}
