export { API_BASE_URL, createPortalApi, type PortalApi } from './portal-api.ts';
export { createQueryClient, retryOnceIfUnexpected, type CallMeta } from './query-client.ts';
export { showOnForm } from './show-on-form.ts';
export { ApiContext, useApi } from './use-api.ts';
export { onRefusal, refusalText, RefusalMessage } from './refusal.tsx';
export { isUnexpectedFailure } from './unexpected-failure.ts';
