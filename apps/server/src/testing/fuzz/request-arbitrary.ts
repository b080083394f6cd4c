import fc from 'fast-check';
import type { ContractOperation, ContractParameter, JsonSchema } from '../../contract/specification.ts';
import { multipartBody, type GeneratedBody } from './multipart-body.ts';
import { plausibleBody } from './plausible-values.ts';
import { hostileValue, RawNumber, schemaValue, toJsonText } from './schema-values.ts';

/** Who sends the request: the runner turns the first two into a valid token of a user it keeps alive. */
export type Caller = 'admin' | 'investor' | 'anonymous' | { authorization: string };

/** One generated request, ready for `app.inject` once the runner has put the caller's token in. */
export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  caller: Caller;
  /** Rate limits count per address: a new one each time keeps them from ending most runs at 429. */
  remoteAddress: string;
}

/**
 * Requests for one operation of the contract: its method and path, with parameters and a body from its schemas.
 * Half are valid throughout, sent by a signed-in user, so that the handlers' deeper code runs; the other half are
 * hostile somewhere (a value, the path, the query, the body, its media type, the token), valid elsewhere.
 */
export function requestArbitrary(operation: ContractOperation): fc.Arbitrary<FuzzRequest> {
  return fc.oneof(requestOf(operation, false), requestOf(operation, true));
}

function requestOf(operation: ContractOperation, hostile: boolean): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      path: pathArbitrary(operation, hostile),
      query: queryArbitrary(
        operation.parameters.filter((parameter) => parameter.in === 'query'),
        hostile,
      ),
      body: hostile ? hostileBody(operation) : validBody(operation),
      caller: hostile ? anyCaller : signedInCaller,
      remoteAddress: fc.ipV4(),
    })
    .map(({ path, query, body, caller, remoteAddress }): FuzzRequest => {
      const headers: Record<string, string> =
        body.contentType === undefined ? {} : { 'content-type': body.contentType };
      return {
        method: operation.method,
        url: `/api${path}${query}`,
        headers,
        ...(body.payload === undefined ? {} : { payload: body.payload }),
        caller,
        remoteAddress,
      };
    });
}

const signedInCaller = fc.constantFrom<Caller>('admin', 'investor', 'admin', 'investor', 'anonymous');

const anyCaller: fc.Arbitrary<Caller> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom<Caller>('admin', 'investor', 'anonymous') },
  {
    weight: 1,
    arbitrary: fc
      .oneof(
        fc.constantFrom('Bearer ', 'Bearer x.y.z', 'Basic dXNlcjpwYXNz', 'bearer', 'Bearer  two  tokens'),
        fc.string({ maxLength: 60 }).map((text) => `Bearer ${text}`),
        fc.base64String({ minLength: 20, maxLength: 400 }).map((text) => `Bearer eyJhbGciOiJIUzI1NiJ9.${text}.sig`),
      )
      .map((authorization) => ({ authorization })),
  },
);

/** A parameter's value as URL text: raw numbers as written, strings as they are, anything else as JSON. */
function parameterText(value: unknown): string {
  if (value instanceof RawNumber || typeof value === 'string') return String(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return value === null ? '' : toJsonText(value);
}

/** Percent-encodes UTF-8 bytes, lone surrogates included (encodeURIComponent throws on those). */
function percentEncode(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
}

/** Segments that are not a value at all: broken encodings, traversal, a segment split in two, the empty one. */
const rawHostileSegment = fc.constantFrom('%', '%E0%A4%A', '%00', '..', 'a/b', '', '%2F', ';', '1;x=2');

function pathArbitrary(operation: ContractOperation, hostile: boolean): fc.Arbitrary<string> {
  const inPath = operation.parameters.filter((parameter) => parameter.in === 'path');
  if (inPath.length === 0) return fc.constant(operation.path);
  const segments = inPath.map((parameter) => {
    const value = schemaValue(parameter.schema, hostile, parameter.name).map((item) =>
      percentEncode(parameterText(item)),
    );
    return hostile ? fc.oneof({ weight: 8, arbitrary: value }, { weight: 1, arbitrary: rawHostileSegment }) : value;
  });
  return fc
    .tuple(...segments)
    .map((values) =>
      inPath.reduce(
        (path, parameter, index) => path.replace(`{${parameter.name}}`, values[index] ?? ''),
        operation.path,
      ),
    );
}

function queryArbitrary(parameters: readonly ContractParameter[], hostile: boolean): fc.Arbitrary<string> {
  const none = fc.constant<[string, string][]>([]);
  // A required parameter is left out only by a hostile request.
  const pairs = parameters.map((parameter) =>
    parameter.required && !hostile
      ? queryValues(parameter, hostile)
      : fc.oneof({ weight: 2, arbitrary: none }, { weight: 3, arbitrary: queryValues(parameter, hostile) }),
  );
  const unknown = hostile
    ? fc.oneof(
        { weight: 5, arbitrary: none },
        {
          weight: 1,
          arbitrary: fc.tuple(fc.string({ maxLength: 10 }), fc.string({ maxLength: 20 })).map((pair) => [pair]),
        },
      )
    : none;
  const rawTail = hostile
    ? fc.oneof(
        { weight: 8, arbitrary: fc.constant('') },
        { weight: 1, arbitrary: fc.constantFrom('&', '&&=&', '&%', '&a=%zz') },
      )
    : fc.constant('');
  return fc.tuple(fc.tuple(...pairs), unknown, rawTail).map(([known, extra, tail]) => {
    const text = [...known.flat(), ...extra]
      .map(([name, value]) => `${percentEncode(name)}=${percentEncode(value)}`)
      .join('&');
    return text === '' && tail === '' ? '' : `?${text}${tail}`;
  });
}

/** One key per value; an array schema repeats the key, as the portal's client does. */
function queryValues(parameter: ContractParameter, hostile: boolean): fc.Arbitrary<[string, string][]> {
  return schemaValue(parameter.schema, hostile, parameter.name).map((value) =>
    Array.isArray(value) && [parameter.schema.type].flat().includes('array')
      ? value.map((item): [string, string] => [parameter.name, parameterText(item)])
      : [[parameter.name, parameterText(value)]],
  );
}

function validBody(operation: ContractOperation): fc.Arbitrary<GeneratedBody> {
  const media = Object.entries(operation.requestBody);
  if (media.length === 0) return fc.constant({});
  const generated = fc.oneof(...media.map(([mediaType, schema]) => bodyOf(mediaType, schema, false)));
  const plausible = plausibleBody(operation.operationId);
  if (plausible === undefined || !('application/json' in operation.requestBody)) return generated;
  const json = plausible.map((value): GeneratedBody => ({
    contentType: 'application/json',
    payload: toJsonText(value),
  }));
  return fc.oneof({ weight: 3, arbitrary: json }, { weight: 1, arbitrary: generated });
}

const wrongContentTypes = [
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'application/json; charset=utf-16',
  'application/json-patch+json',
  'APPLICATION/JSON',
  '*/*',
  'garbage',
];

const malformedJson = fc.oneof(
  fc.constantFrom('', '{', '{"a":', 'nul', '[1,]', '{"a":1}}', '\u0000', '{"__proto__":{"x":1}}', '"', '1e309'),
  fc.string({ maxLength: 40 }),
);

function hostileBody(operation: ContractOperation): fc.Arbitrary<GeneratedBody> {
  const media = Object.entries(operation.requestBody);
  const wrongType = fc.record({
    contentType: fc.option(fc.constantFrom(...wrongContentTypes), { nil: undefined }),
    payload: fc.oneof(malformedJson, hostileValue.map(toJsonText)),
  });
  if (media.length === 0) {
    const json = hostileValue.map((value) => ({ contentType: 'application/json', payload: toJsonText(value) }));
    return fc.oneof({ weight: 4, arbitrary: fc.constant({}) }, json, wrongType);
  }
  return fc.oneof(
    { weight: 6, arbitrary: fc.oneof(...media.map(([mediaType, schema]) => bodyOf(mediaType, schema, true))) },
    { weight: 1, arbitrary: wrongType },
    { weight: 1, arbitrary: fc.constantFrom<GeneratedBody>({}, { contentType: 'application/json' }) },
  );
}

function bodyOf(mediaType: string, schema: JsonSchema, hostile: boolean): fc.Arbitrary<GeneratedBody> {
  if (mediaType === 'multipart/form-data') return multipartBody(hostile);
  const json = schemaValue(schema, hostile).map(toJsonText);
  const payload = hostile ? fc.oneof({ weight: 6, arbitrary: json }, { weight: 1, arbitrary: malformedJson }) : json;
  return payload.map((text) => ({ contentType: mediaType, payload: text }));
}
