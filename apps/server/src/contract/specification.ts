import { readFile } from 'node:fs/promises';
import { parse } from 'yaml';

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
}

interface Specification {
  /** The parsed document, handed to fastify-openapi-glue as is. */
  document: Record<string, unknown>;
  operations: ContractOperation[];
}

type SecurityRequirement = Record<string, string[]>;

export async function loadSpecification(file: string): Promise<Specification> {
  const document = parse(await readFile(file, 'utf8')) as Record<string, unknown>;
  return { document, operations: listOperations(document) };
}

function listOperations(document: Record<string, unknown>): ContractOperation[] {
  const defaultSecurity = (document.security as SecurityRequirement[] | undefined) ?? [];
  const paths = (document.paths ?? {}) as Record<string, Record<string, unknown>>;
  const operations: ContractOperation[] = [];
  for (const [path, pathItem] of Object.entries(paths)) {
    for (const method of httpMethods) {
      const operation = pathItem[method] as
        { operationId?: string; security?: SecurityRequirement[]; requestBody?: { required?: boolean } } | undefined;
      if (!operation) continue;
      if (!operation.operationId) throw new Error(`${method.toUpperCase()} ${path} has no operationId`);
      operations.push({
        operationId: operation.operationId,
        method: method.toUpperCase(),
        path,
        auth: authMode(operation.security ?? defaultSecurity),
        bodyRequired: operation.requestBody?.required === true,
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
