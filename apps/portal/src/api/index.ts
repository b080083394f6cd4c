export { API_BASE_URL, createPortalApi, type PortalApi } from './portal-api.ts';
export { createQueryClient, retryOnceIfUnexpected, type CallMeta } from './query-client.ts';
export { onRefusal, refusal, RefusalMessage, showOnForm } from './refusal.tsx';
export { ApiContext, useApi } from './use-api.ts';
