import { createContext, useContext } from 'react';
import type { PortalApi } from './portal-api.ts';

/** The typed hooks of the session's client (the browser sends the session cookie with it). */
export interface ApiContextValue {
  $api: PortalApi;
}

/** Provided by the session. */
export const ApiContext = createContext<ApiContextValue | null>(null);

function useApiContext(): ApiContextValue {
  const value = useContext(ApiContext);
  if (!value) throw new Error('useApi must be used inside <SessionProvider> (AppProviders mounts it)');
  return value;
}

/** The typed hooks of every API operation, for the data modules of this folder only: screens use those modules. */
export function useApi(): PortalApi {
  return useApiContext().$api;
}
