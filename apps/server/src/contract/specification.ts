import { readFile } from 'node:fs/promises';
import { parse } from 'yaml';
import { resolveRefs } from './resolve-refs.ts';

const httpMethods = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

/** How an operation is authenticated, read from its `security` (or the document's default). */
type AuthMode =
  /** `security: []`: public; a token, if sent, is ignored. */
  | 'none'
  /** A bearer token is required. */
  | 'required'
  /** `security: [bearerAuth, {}]`: a token is used when sent, anonymous otherwise. */
  | 'optional';

export interface ContractOperation {
  operationId: string;
  method: string;
  /** The OpenAPI path, without the /api prefix. */
  path: string;
  auth: AuthMode;
  /** `requestBody.required`: Fastify validates a body only when one is sent, so this is checked separately. */
  bodyRequired: boolean;
  /** The body's schema by media type (`application/json`, `multipart/form-data`); empty when it takes no body. */
  requestBody: Readonly<Record<string, JsonSchema>>;
  /** Its path and query parameters, in the contract's order. */
  parameters: readonly ContractParameter[];
}

/** A JSON Schema of the contract, `$ref`s resolved. */
export interface JsonSchema {
  type?: string | string[];
  [keyword: string]: unknown;
}

export interface ContractParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: JsonSchema;
}

interface Specification {
  /** The parsed document, handed to fastify-openapi-glue as is. */
  document: Record<string, unknown>;
  operations: ContractOperation[];
}

type SecurityRequirement = Record<string, string[]>;

const specifications = new Map<string, Promise<Specification>>();

/**
 * Read and parsed once per process, and frozen, as every app built in it shares the objects: the server tests build
 * about 180 apps, and parsing the contract for each was a tenth of its start.
 */
export function loadSpecification(file: string): Promise<Specification> {
  let specification = specifications.get(file);
  if (!specification) {
    specification = readFile(file, 'utf8').then((text) => {
      const document = deepFreeze(parse(text) as Record<string, unknown>);
      return { document, operations: listOperations(document) };
    });
    specifications.set(file, specification);
    specification.catch(() => specifications.delete(file));
  }
  return specification;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

function listOperations(document: Record<string, unknown>): ContractOperation[] {
  const defaultSecurity = (document.security as SecurityRequirement[] | undefined) ?? [];
  const paths = (document.paths ?? {}) as Record<string, Record<string, unknown>>;
  const operations: ContractOperation[] = [];
  for (const [path, pathItem] of Object.entries(paths)) {
    const pathParameters = resolveRefs(pathItem.parameters ?? [], document) as ContractParameter[];
    for (const method of httpMethods) {
      if (!pathItem[method]) continue;
      const operation = resolveRefs(pathItem[method], document) as {
        operationId?: string;
        security?: SecurityRequirement[];
        requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
        parameters?: ContractParameter[];
      };
      if (!operation.operationId) throw new Error(`${method.toUpperCase()} ${path} has no operationId`);
      operations.push({
        operationId: operation.operationId,
        method: method.toUpperCase(),
        path,
        auth: authMode(operation.security ?? defaultSecurity),
        bodyRequired: operation.requestBody?.required === true,
        requestBody: Object.fromEntries(
          Object.entries(operation.requestBody?.content ?? {}).map(([mediaType, media]) => [
            mediaType,
            media.schema ?? {},
          ]),
        ),
        parameters: [...pathParameters, ...(operation.parameters ?? [])].map((parameter) => ({
          ...parameter,
          required: parameter.required === true,
        })),
      });
    }
  }
  return operations;
}

function authMode(requirements: SecurityRequirement[]): AuthMode {
  if (requirements.length === 0) return 'none';
  const anonymousAllowed = requirements.some((requirement) => Object.keys(requirement).length === 0);
  return anonymousAllowed ? 'optional' : 'required';
}
