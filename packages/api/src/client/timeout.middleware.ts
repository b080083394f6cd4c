import type { Middleware } from 'openapi-fetch';

/** The seeds' timeout for every call to the API, uploads included: 60 000 ms. */
export const REQUEST_TIMEOUT_MS = 60_000;

/** The abort reason of a request that ran out of time; a standard name so failure handling needs no import. */
export function requestTimeoutReason(timeoutMs: number): DOMException {
  return new DOMException(`The request took longer than ${timeoutMs} ms`, 'TimeoutError');
}

/**
 * Aborts a request that has not produced a response within `timeoutMs`, reading the body included. Register it
 * before the failure middleware: its `onResponse` then runs last, after the body was read, and disarms the timer.
 * A caller's own `signal` still works alongside.
 */
export function timeoutMiddleware(timeoutMs: number = REQUEST_TIMEOUT_MS): Middleware {
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const disarm = (id: string) => {
    clearTimeout(timers.get(id));
    timers.delete(id);
  };
  return {
    onRequest({ request, id }) {
      const controller = new AbortController();
      timers.set(
        id,
        setTimeout(() => controller.abort(requestTimeoutReason(timeoutMs)), timeoutMs),
      );
      return new Request(request, { signal: AbortSignal.any([request.signal, controller.signal]) });
    },
    onResponse({ id }) {
      disarm(id);
    },
    onError({ id }) {
      disarm(id);
    },
  };
}
