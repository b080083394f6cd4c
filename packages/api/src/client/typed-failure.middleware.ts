import type { Middleware } from 'openapi-fetch';
import { apiError, isApiError } from '../errors/index.ts';

/** Set on responses the client made up itself, so that nobody mistakes them for the server's. */
export const CLIENT_FAILURE_HEADER = 'X-Keystone-Client-Failure';
export type ClientFailure = 'network' | 'timeout' | 'unreadable-body';

export const NETWORK_FAILURE_MESSAGE = 'Something went wrong. Please try again';
export const TIMEOUT_MESSAGE = 'The request timed out. Please try again';

// Statuses whose responses cannot carry a body (the Response constructor rejects one).
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

function isTimeout(reason: unknown): boolean {
  return reason instanceof Error && reason.name === 'TimeoutError';
}

function failureResponse(failure: ClientFailure, status: number, message: string): Response {
  return new Response(JSON.stringify(apiError(1, { message })), {
    status,
    headers: { 'Content-Type': 'application/json', [CLIENT_FAILURE_HEADER]: failure },
  });
}

function networkOrTimeout(error: unknown, signal: AbortSignal): Response {
  return isTimeout(error) || isTimeout(signal.reason)
    ? failureResponse('timeout', 504, TIMEOUT_MESSAGE)
    : failureResponse('network', 503, NETWORK_FAILURE_MESSAGE);
}

/**
 * Call sites destructure `{ data, error }` and never catch, so nothing may throw and every `error` must have the
 * `Error` schema's shape: a fetch that fails (network down, timeout, aborted) and a body that cannot be read become
 * code 1; an error body that is not ours (a proxy's HTML page) is replaced by code 1 with the same status. JSON is
 * parsed here once, while the timeout still runs, so openapi-fetch's own parsing cannot throw either.
 */
export function typedFailureMiddleware(): Middleware {
  return {
    onError({ error, request }) {
      return networkOrTimeout(error, request.signal);
    },
    async onResponse({ request, response, options }) {
      if (response.headers.has(CLIENT_FAILURE_HEADER)) return response;
      if (NULL_BODY_STATUSES.has(response.status) || request.method === 'HEAD') return response;
      let text: string;
      let bytes: ArrayBuffer;
      try {
        bytes = await response.arrayBuffer();
        text = options.parseAs === 'json' || !response.ok ? new TextDecoder().decode(bytes) : '';
      } catch (error) {
        return isTimeout(error) || isTimeout(request.signal.reason)
          ? failureResponse('timeout', 504, TIMEOUT_MESSAGE)
          : failureResponse('unreadable-body', 502, NETWORK_FAILURE_MESSAGE);
      }
      // The body is now decoded bytes held in memory: the transfer headers no longer describe it.
      const headers = new Headers(response.headers);
      headers.delete('Content-Length');
      headers.delete('Content-Encoding');
      const init = { status: response.status, statusText: response.statusText, headers };
      if (!response.ok) {
        if (isApiError(parseJson(text))) return new Response(bytes, init);
        headers.set('Content-Type', 'application/json');
        headers.set(CLIENT_FAILURE_HEADER, 'unreadable-body');
        return new Response(JSON.stringify(apiError(1)), init);
      }
      if (options.parseAs === 'json' && text !== '' && parseJson(text) === UNPARSABLE) {
        return failureResponse('unreadable-body', 502, NETWORK_FAILURE_MESSAGE);
      }
      return new Response(bytes, init);
    },
  };
}

const UNPARSABLE = Symbol('unparsable');

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return UNPARSABLE;
  }
}
