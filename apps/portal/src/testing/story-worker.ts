import { setupWorker, type SetupWorker } from 'msw/browser';

let worker: SetupWorker | undefined;

/**
 * The stories' one mock service worker: `.storybook/preview.ts` hands this to the addon's loader, and story helpers
 * (`nextRequest`) listen to the same worker's events.
 */
export async function startStoryWorker(): Promise<SetupWorker> {
  worker ??= setupWorker();
  // Every request the story's handlers do not answer goes through.
  await worker.start({ onUnhandledFrame: 'bypass', quiet: true });
  return worker;
}

export function storyWorker(): SetupWorker {
  if (!worker) throw new Error('storyWorker: the mock service worker has not started (it starts in the loader).');
  return worker;
}
