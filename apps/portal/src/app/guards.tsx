import { Spinner } from '@keystone/ui';
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../session/session-context.tsx';
import { entryPath, platformRedirect, secondFactorRedirect, type RouteAccess } from './access.ts';

/** `/`: by the signed-in user's role (seed 000 §2, "Entry and guards"), once it is known. */
export function EntryRedirect() {
  const { user, userLoading } = useSession();
  if (userLoading) return <Spinner className="m-auto mt-24" />;
  return <Navigate to={entryPath(user?.role ?? null)} replace />;
}

/** Pages for visitors only: a signed-in user is sent to `/`. */
export function VisitorsOnly({ children }: { children: ReactNode }) {
  const { user } = useSession();
  return user ? <Navigate to="/" replace /> : children;
}

/** `/platform`: an ACTIVE signed-in user, remembering the origin; then the access rule of the route being opened. */
export function PlatformGuard({ access, children }: { access: RouteAccess; children: ReactNode }) {
  const { user, userLoading, signOut } = useSession();
  const location = useLocation();
  const inactive = user !== undefined && user.status !== 'ACTIVE';

  useEffect(() => {
    if (inactive) void signOut();
  }, [inactive, signOut]);

  if (userLoading) return <Spinner className="m-auto mt-24" />;
  if (!user || inactive) {
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  }
  // An admin without a second factor sets one up before anything else (issue 36 §1).
  const redirect =
    secondFactorRedirect(user, location.pathname) ??
    platformRedirect(access, { role: user.role, status: user.status, kycStatus: user.kycStatus });
  return redirect ? <Navigate to={redirect} replace /> : children;
}
