export { errorCatalogue, ErrorCode, type ErrorCatalogueEntry } from './error-catalogue.generated.ts';
export { apiError, catalogueMessage, errorCodes, isApiError, isErrorCode } from './api-error.ts';
