// The error catalogue is the contract's (openapi.yaml `ErrorCode`), generated into @keystone/api with its names,
// messages and HTTP statuses; this package passes it on to the machines and the portal unchanged.
export {
  catalogueMessage,
  errorCatalogue,
  ErrorCode,
  errorCodes,
  isErrorCode,
  type ErrorCatalogueEntry,
} from '@keystone/api/errors';
