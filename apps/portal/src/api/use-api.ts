import { createContext, useContext } from 'react';
import type { PortalApi } from './portal-api.ts';

/** Provided by the session, whose client the browser sends the session cookie with. */
export const ApiContext = createContext<PortalApi | null>(null);

/** The typed hooks of every API operation; the one way a screen reads or changes server state. */
export function useApi(): PortalApi {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi must be used inside <SessionProvider> (AppProviders mounts it)');
  return api;
}
