import {
  apiError,
  CLIENT_FAILURE_HEADER,
  ErrorCode,
  isApiError,
  NETWORK_FAILURE_MESSAGE,
  REQUEST_TIMEOUT_MS,
  TIMEOUT_MESSAGE,
} from '@keystone/api';
import type { ApiClient } from '@keystone/api';

/** openapi-fetch's middleware, as the contract's client takes it. */
type Middleware = Parameters<ApiClient['use']>[0];

/** Asks the person to confirm it is them (the step-up dialog); resolves true once confirmed, false if they cancel. */
export type StepUpPrompt = () => Promise<boolean>;

interface StepUpMiddlewareOptions {
  /** Defaults to the global fetch, looked up on each call so that MSW's patched fetch is used in stories and tests. */
  fetch?: (request: Request) => Promise<Response>;
  timeoutMs?: number;
}

async function asksForStepUp(response: Response): Promise<boolean> {
  if (response.status !== 403) return false;
  try {
    const body: unknown = await response.clone().json();
    return isApiError(body) && body.errorCode === ErrorCode.STEP_UP_REQUIRED;
  } catch {
    return false;
  }
}

/** The copy sent again; a failed fetch becomes code 1 as the client's failure middleware makes it, never a throw. */
async function sendAgain(
  fetch: (request: Request) => Promise<Response>,
  copy: Request,
  timeoutMs: number,
): Promise<Response> {
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    return await fetch(new Request(copy.clone(), { signal }));
  } catch (error) {
    const timedOut = signal.aborted || (error instanceof Error && error.name === 'TimeoutError');
    return new Response(
      JSON.stringify(apiError(1, { message: timedOut ? TIMEOUT_MESSAGE : NETWORK_FAILURE_MESSAGE })),
      {
        status: timedOut ? 504 : 503,
        headers: { 'Content-Type': 'application/json', [CLIENT_FAILURE_HEADER]: timedOut ? 'timeout' : 'network' },
      },
    );
  }
}

/**
 * The step-up in place (issue 36 §2), once for every call: a request the server answers 403 code 58 waits while the
 * person confirms it is them (`prompt`), then the same request is sent again and its answer goes to the caller as if
 * nothing happened; nobody retypes anything. An Idempotency-Key travels in the headers, so a retried withdrawal is
 * the same withdrawal. Cancelling gives the caller the original refusal. Register it after the client's own
 * middleware: `onResponse` runs in reverse order, so it sees the server's answer before the failure middleware reads
 * it, and the answer of the second request goes through that middleware in its place.
 */
export function stepUpMiddleware(
  prompt: StepUpPrompt,
  { fetch = (request) => globalThis.fetch(request), timeoutMs = REQUEST_TIMEOUT_MS }: StepUpMiddlewareOptions = {},
): Middleware {
  // A copy of each request in flight, taken before its body is read: the one to send again.
  const copies = new Map<string, Request>();
  return {
    onRequest({ request, id }) {
      copies.set(id, request.clone());
      return undefined;
    },
    async onResponse({ response, id }) {
      const copy = copies.get(id);
      copies.delete(id);
      if (!copy) return undefined;
      let answer = response;
      while (await asksForStepUp(answer)) {
        if (!(await prompt())) return answer;
        // The first request's timer ran while the person confirmed: the second has its own.
        answer = await sendAgain(fetch, copy, timeoutMs);
      }
      return answer === response ? undefined : answer;
    },
    onError({ id }) {
      copies.delete(id);
      return undefined;
    },
  };
}
