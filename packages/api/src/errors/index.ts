export { apiError, errorCatalogue, errorCodes, isApiError } from './error-catalogue.ts';
