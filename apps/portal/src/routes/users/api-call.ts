import type { ApiError } from '@keystone/api';

/** A refused or failed call, thrown inside TanStack Query functions so that `isError` and retries work. */
export class ApiCallError extends Error {
  constructor(
    readonly apiError: ApiError,
    /** The HTTP status, which tells a server fault (5xx) from an answer the screen words itself. */
    readonly status: number,
  ) {
    super(apiError.message);
    this.name = 'ApiCallError';
  }
}

type ClientAnswer<T> =
  | { data: T; error?: never; response: Pick<Response, 'status'> }
  | { data?: never; error: ApiError; response: Pick<Response, 'status'> };

/** The data of a client call, or an {@link ApiCallError} thrown with the contract's error and the status. */
export async function dataOrThrow<T>(call: Promise<ClientAnswer<T>>): Promise<Exclude<T, undefined>> {
  const { data, error, response } = await call;
  if (error) throw new ApiCallError(error, response.status);
  // openapi-fetch types `data` as possibly undefined; a call without an error has parsed its JSON body.
  return data as Exclude<T, undefined>;
}
