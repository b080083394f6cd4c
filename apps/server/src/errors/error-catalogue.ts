// The error catalogue is the contract's (openapi.yaml `ErrorCode`), shared with the portal through @keystone/flows:
// the server never keeps a copy of a message.
export { ERROR_HTTP_STATUS as defaultHttpStatus, ERROR_MESSAGES as errorMessages, type ErrorCode } from '@keystone/flows/errors';
