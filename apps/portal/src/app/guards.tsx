import { Spinner } from '@keystone/ui';
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../session/session-context.tsx';
import { entryPath, platformRedirect, type RouteAccess } from './access.ts';

/** `/`: by role from the token (seed 000 §2, "Entry and guards"). */
export function EntryRedirect() {
  const { claims } = useSession();
  return <Navigate to={entryPath(claims?.role ?? null)} replace />;
}

/** Pages for visitors only: a signed-in user is sent to `/`. */
export function VisitorsOnly({ children }: { children: ReactNode }) {
  const { token } = useSession();
  return token ? <Navigate to="/" replace /> : children;
}

/** `/platform`: a token and an ACTIVE user, remembering the origin; then the access rule of the route being opened. */
export function PlatformGuard({ access, children }: { access: RouteAccess; children: ReactNode }) {
  const { token, claims, user, userLoading, signOut } = useSession();
  const location = useLocation();
  const inactive = user !== undefined && user.status !== 'ACTIVE';

  useEffect(() => {
    if (inactive) signOut();
  }, [inactive, signOut]);

  if (!token || !claims || inactive) {
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  }
  if (userLoading || !user) return <Spinner className="m-auto mt-24" />;
  const redirect = platformRedirect(access, { role: claims.role, status: user.status, kycStatus: user.kycStatus });
  return redirect ? <Navigate to={redirect} replace /> : children;
}
