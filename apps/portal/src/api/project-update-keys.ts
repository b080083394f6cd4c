/**
 * The project updates' query keys, alone so that the bell (on every page) reaches them without the hooks.
 * The keys are the ones `$api.queryOptions` makes (`keys.test.ts`); a shorter key matches every longer one.
 */
export const projectUpdateKeys = {
  /** Every page of `GET /projects/{id}/updates`. */
  timeline: (id: number) => ['get', '/projects/{id}/updates', { params: { path: { id } } }] as const,
  /** Every page of `GET /updates/feed`. */
  feed: ['get', '/updates/feed'] as const,
  /** The earlier versions of one update (`GET /projects/{id}/updates/{updateId}/revisions`). */
  revisions: (id: number, updateId: number) =>
    ['get', '/projects/{id}/updates/{updateId}/revisions', { params: { path: { id, updateId } } }] as const,
  /** The earlier versions of every update of the project. */
  revisionsOf: (id: number) =>
    ['get', '/projects/{id}/updates/{updateId}/revisions', { params: { path: { id } } }] as const,
  /** Every page of every project's timeline. */
  timelines: ['get', '/projects/{id}/updates'] as const,
};
