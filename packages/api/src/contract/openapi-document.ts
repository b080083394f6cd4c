import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

/** Where openapi.yaml lives, for Node code (tests, the server) that needs the contract itself, not its types. */
export const OPENAPI_PATH = fileURLToPath(new URL('../../../../openapi.yaml', import.meta.url));

export interface SchemaObject {
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, SchemaObject>;
  required?: string[];
  'x-enum-descriptions'?: string[];
  [keyword: string]: unknown;
}

export interface OperationObject {
  operationId: string;
  security?: Record<string, string[]>[];
  responses: Record<string, { $ref?: string; content?: Record<string, { schema?: SchemaObject }> }>;
  [field: string]: unknown;
}

export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, OperationObject>>;
  components: { schemas: Record<string, SchemaObject>; responses: Record<string, unknown>; [kind: string]: unknown };
  [field: string]: unknown;
}

export function loadOpenApiDocument(path: string = OPENAPI_PATH): OpenApiDocument {
  return parse(readFileSync(path, 'utf8')) as OpenApiDocument;
}

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace']);

/** Every operation with its method and path. */
export function listOperations(document: OpenApiDocument): (OperationObject & { method: string; path: string })[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => HTTP_METHODS.has(method))
      .map(([method, operation]) => ({ ...operation, method, path })),
  );
}
