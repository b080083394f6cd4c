import { storyWorker } from './story-worker.ts';

/**
 * Resolves when the story's mocks next receive `method` on the contract's `path` (`'POST', '/auth/login'`). Call it
 * before the action that makes the request, await it after.
 *
 * A story that checks a request was *not* made proves first that it would have been seen: it makes a later request
 * that must come after the forbidden one (a person's next step, which React handles only once the effects of the
 * screen already shown have run), waits for it here, and only then checks that the forbidden one never arrived. A
 * fixed wait instead proves nothing on a slow machine.
 */
export function nextRequest(method: string, path: string): Promise<void> {
  const worker = storyWorker();
  return new Promise((resolve) => {
    const heard = ({ request }: { request: Request }) => {
      if (request.method !== method || !new URL(request.url).pathname.endsWith(`/api${path}`)) return;
      worker.events.removeListener('request:start', heard);
      resolve();
    };
    worker.events.on('request:start', heard);
  });
}
