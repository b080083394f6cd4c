import { createApiClient, type ApiClient, type LoginResponse, type User } from '@keystone/api';
import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { ApiContext, createPortalApi } from '../api/index.ts';
import { publishCurrentUser } from './current-user.ts';
import { readTokenClaims, type TokenClaims } from './token-claims.ts';
import { clearToken, readToken, writeToken } from './token-cookie.ts';
import { createTokenStore } from './token-store.ts';

export interface Session {
  /** The plain client, for what the typed hooks (`useApi()`) cannot do: uploads with progress, machines' actors. */
  api: ApiClient;
  token: string | null;
  claims: TokenClaims | null;
  /** The signed-in user, read from the query cache (`GET /user`); undefined while it loads or when nobody is signed in. */
  user: User | undefined;
  userLoading: boolean;
  /** Signs in with what the server answered (`POST /auth/login`, `PUT /auth/registry`): the user seeds the cache. */
  signIn(answer: LoginResponse, options: { remember: boolean }): void;
  signOut(): void;
}

const SessionContext = createContext<Session | null>(null);

interface SessionProviderProps {
  children: ReactNode;
  /** Where the API lives; the portal is served beside it under /api. */
  baseUrl?: string;
  /** Stories and tests start signed in without touching the cookie. */
  initialToken?: string | null;
  persist?: boolean;
}

/**
 * Holds the token and the clients that send it (the typed hooks through `useApi()`), and the signed-in user, whose
 * one owner is the query cache: loaded at start-up (seed 000 §4), seeded by sign-in, published by `usePublishUser()`.
 */
export function SessionProvider({ children, baseUrl = '/api', initialToken, persist = true }: SessionProviderProps) {
  const queryClient = useQueryClient();
  const [tokenStore] = useState(() => createTokenStore(initialToken !== undefined ? initialToken : readToken()));
  const token = useSyncExternalStore(tokenStore.subscribe, tokenStore.get);
  const api = useMemo(() => createApiClient({ baseUrl, getToken: tokenStore.get }), [baseUrl, tokenStore]);
  const $api = useMemo(() => createPortalApi(api), [api]);

  const signIn = useCallback(
    ({ token: next, user }: LoginResponse, { remember }: { remember: boolean }) => {
      if (persist) writeToken(next, { remember });
      publishCurrentUser(queryClient, user);
      tokenStore.set(next);
    },
    [persist, queryClient, tokenStore],
  );

  const signOut = useCallback(() => {
    if (persist) clearToken();
    tokenStore.set(null);
    // Nothing the last person saw may be shown to the next one.
    queryClient.clear();
  }, [persist, queryClient, tokenStore]);

  const profile = $api.useQuery('get', '/user', undefined, {
    enabled: token !== null,
    retry: false,
    // A failed start-up load signs the person out rather than showing the modal.
    meta: { errorModal: false },
  });

  // At start-up the profile is loaded; if that fails the user is signed out.
  const profileFailed = profile.isError && token !== null;
  useEffect(() => {
    if (profileFailed) signOut();
  }, [profileFailed, signOut]);

  const session = useMemo<Session>(
    () => ({
      api,
      token,
      claims: token ? readTokenClaims(token) : null,
      user: token ? profile.data : undefined,
      userLoading: token !== null && profile.isPending,
      signIn,
      signOut,
    }),
    [api, token, profile.data, profile.isPending, signIn, signOut],
  );

  return (
    <SessionContext value={session}>
      <ApiContext value={$api}>{children}</ApiContext>
    </SessionContext>
  );
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}

/** The signed-in user, from the query cache; undefined while it loads or when nobody is signed in. */
export function useCurrentUser(): User | undefined {
  return useSession().user;
}
