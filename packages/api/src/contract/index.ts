export { OPENAPI_PATH, listOperations, loadOpenApiDocument } from './openapi-document.ts';
export type { OpenApiDocument, OperationObject, SchemaObject } from './openapi-document.ts';
export { createContractValidator } from './schema-validator.ts';
export type { SchemaName, ValidateAgainstContract } from './schema-validator.ts';
