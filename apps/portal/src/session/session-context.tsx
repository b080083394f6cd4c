import { createApiClient, type ApiClient, type User } from '@keystone/api';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { readTokenClaims, type TokenClaims } from './token-claims.ts';
import { clearToken, readToken, writeToken } from './token-cookie.ts';

export interface Session {
  api: ApiClient;
  token: string | null;
  claims: TokenClaims | null;
  /** The signed-in user's profile; undefined while it loads or when nobody is signed in. */
  user: User | undefined;
  userLoading: boolean;
  signIn(token: string, options: { remember: boolean }): void;
  signOut(): void;
}

const SessionContext = createContext<Session | null>(null);

export const currentUserKey = ['current-user'] as const;

interface SessionProviderProps {
  children: ReactNode;
  /** Where the API lives; the portal is served beside it under /api. */
  baseUrl?: string;
  /** Stories and tests start signed in without touching the cookie. */
  initialToken?: string | null;
  persist?: boolean;
}

/** Holds the token, the API client that sends it, and the profile loaded at start-up (seed 000 §4). */
export function SessionProvider({ children, baseUrl = '/api', initialToken, persist = true }: SessionProviderProps) {
  const queryClient = useQueryClient();
  const [token, setToken] = useState<string | null>(() => (initialToken !== undefined ? initialToken : readToken()));
  const tokenRef = useRef(token);
  tokenRef.current = token;
  const api = useMemo(() => createApiClient({ baseUrl, getToken: () => tokenRef.current }), [baseUrl]);

  const signIn = useCallback((next: string, { remember }: { remember: boolean }) => {
    if (persist) writeToken(next, { remember });
    tokenRef.current = next;
    setToken(next);
  }, [persist]);

  const signOut = useCallback(() => {
    if (persist) clearToken();
    tokenRef.current = null;
    setToken(null);
    queryClient.removeQueries({ queryKey: currentUserKey });
  }, [persist, queryClient]);

  const profile = useQuery({
    queryKey: [...currentUserKey, token],
    enabled: token !== null,
    retry: false,
    queryFn: async () => {
      const { data, error } = await api.GET('/user');
      if (error) throw error;
      return data;
    },
  });

  // At start-up the profile is loaded; if that fails the user is signed out.
  const profileFailed = profile.isError && token !== null;
  useEffect(() => {
    if (profileFailed) signOut();
  }, [profileFailed, signOut]);

  const session = useMemo<Session>(() => ({
    api,
    token,
    claims: token ? readTokenClaims(token) : null,
    user: token ? profile.data : undefined,
    userLoading: token !== null && profile.isPending,
    signIn,
    signOut,
  }), [api, token, profile.data, profile.isPending, signIn, signOut]);

  return <SessionContext value={session}>{children}</SessionContext>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
