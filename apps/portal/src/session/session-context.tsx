import { createApiClient, hasSignedInCookie, type LoginResponse, type User } from '@keystone/api';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { API_BASE_URL, ApiContext, createPortalApi } from '../api/index.ts';
import { endSession } from '../api/auth.ts';
import { currentUserQuery, publishCurrentUser } from '../api/user.ts';
import { useStepUpGate } from '../api/step-up-gate.ts';
import { stepUpMiddleware } from '../api/step-up.middleware.ts';

export interface Session {
  /** The signed-in user, read from the query cache (`GET /user`); undefined while it loads or when nobody is signed in. */
  user: User | undefined;
  userLoading: boolean;
  /**
   * Signs in with what the server answered (`POST /auth/login`, `PUT /auth/registry`): the server has set the
   * session cookie, and the user seeds the cache. The answer's token is for API clients and is not kept.
   */
  signIn(answer: Pick<LoginResponse, 'user'>): void;
  /** Ends the session on the server (which clears its cookie), then forgets everything the person saw. */
  signOut(): Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

interface SessionProviderProps {
  children: ReactNode;
  /** Where the API lives; the portal is served beside it under /api. */
  baseUrl?: string;
}

/**
 * The signed-in user, whose one owner is the query cache: loaded at start-up (seed 000 §4), seeded by sign-in,
 * published by `usePublishUser()`. The session itself is the server's HttpOnly cookie, which no script here can
 * read: `GET /user` answering the user means signed in, answering 401 means signed out.
 */
export function SessionProvider({ children, baseUrl = API_BASE_URL }: SessionProviderProps) {
  const queryClient = useQueryClient();
  const stepUpGate = useStepUpGate();
  // No bearer token: same-origin requests carry the session cookie by themselves. A call answered 403 code 58 waits
  // for the step-up dialog and is sent again (issue 36 §2).
  const api = useMemo(() => {
    const client = createApiClient({ baseUrl });
    if (stepUpGate) client.use(stepUpMiddleware(stepUpGate.ask));
    return client;
  }, [baseUrl, stepUpGate]);
  const apiContext = useMemo(() => ({ $api: createPortalApi(api) }), [api]);
  const { $api } = apiContext;
  // A visitor (no signed-in cookie: see SIGNED_IN_COOKIE) is not asked for; once signed out, nobody is until the
  // next sign-in.
  const [signedOut, setSignedOut] = useState(() => !hasSignedInCookie(document.cookie));
  const userQuery = currentUserQuery($api);
  // Asked for as the first render starts rather than once it commits, so the answer travels while the screen's
  // chunks arrive (preloadScreens) instead of after them.
  useState(() => {
    if (!signedOut) void queryClient.prefetchQuery(userQuery);
  });

  const signIn = useCallback(
    ({ user }: Pick<LoginResponse, 'user'>) => {
      publishCurrentUser(queryClient, user);
      setSignedOut(false);
    },
    [queryClient],
  );

  const signOut = useCallback(async () => {
    // Failures are not shown: an already ended session is the outcome wanted, and the cache is cleared either way.
    await endSession(api);
    setSignedOut(true);
    // Nothing the last person saw may be shown to the next one.
    queryClient.clear();
  }, [api, queryClient]);

  const profile = useQuery({ ...userQuery, enabled: !signedOut });

  const session = useMemo<Session>(
    () => ({
      user: signedOut ? undefined : profile.data,
      userLoading: !signedOut && profile.isPending,
      signIn,
      signOut,
    }),
    [signedOut, profile.data, profile.isPending, signIn, signOut],
  );

  return (
    <SessionContext value={session}>
      <ApiContext value={apiContext}>{children}</ApiContext>
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
