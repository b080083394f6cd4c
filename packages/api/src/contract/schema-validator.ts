import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { Schemas } from '../types.ts';
import { loadOpenApiDocument, type OpenApiDocument } from './openapi-document.ts';

export type SchemaName = keyof Schemas;
export type ValidateAgainstContract = (schemaName: SchemaName, value: unknown) => ErrorObject[];

/**
 * Validates values against the contract's component schemas at run time (formats, patterns, limits, no extra
 * properties): what the generated types cannot check. For fixtures, mocks and the server's contract tests.
 */
export function createContractValidator(document: OpenApiDocument = loadOpenApiDocument()): ValidateAgainstContract {
  // strict: false because the contract carries annotations ajv does not know (x-enum-descriptions).
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addSchema({ $id: 'openapi.json', components: document.components });
  return (schemaName, value) => {
    const validate = ajv.getSchema(`openapi.json#/components/schemas/${schemaName}`);
    if (!validate) throw new Error(`openapi.yaml has no schema named ${schemaName}`);
    return validate(value) ? [] : [...(validate.errors ?? [])];
  };
}
