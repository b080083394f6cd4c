import { vi } from 'vitest';

export const BASE_URL = 'http://api.test/api';

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A fetch that answers with `answer` and remembers every request it saw. */
export function recordingFetch(answer: (request: Request) => Response | Promise<Response> = () => jsonResponse({})) {
  const requests: Request[] = [];
  const fetch = vi.fn(async (request: Request) => {
    requests.push(request);
    return answer(request);
  });
  return { fetch, requests };
}

/** A fetch that never answers, like a server that hangs; it rejects only when the request is aborted. */
export function hangingFetch() {
  return vi.fn(
    (request: Request) =>
      new Promise<Response>((_resolve, reject) => {
        if (request.signal.aborted) reject(request.signal.reason);
        request.signal.addEventListener('abort', () => reject(request.signal.reason), { once: true });
      }),
  );
}
