import { isApiError } from '@keystone/api';
import type { ErrorCode } from './catalogue.ts';

// One `Error` shape and one builder, the contract's: re-exported so callers of @keystone/flows/errors keep their imports.
export { apiError, isApiError } from '@keystone/api';
export type { ApiError } from '@keystone/api';

export function hasErrorCode(error: unknown, code: ErrorCode): boolean {
  return isApiError(error) && error.errorCode === code;
}
