import { Spinner } from '@keystone/ui';
import { Suspense } from 'react';
import { matchRoutes, Outlet, useLocation, type RouteObject } from 'react-router';
import type { RouteAccess } from './app/access.ts';
import { LEGAL_LINKS } from './brand/legal-links.ts';
import { CrashBoundary } from './app/crash-boundary.tsx';
import { EntryRedirect, PlatformGuard, VisitorsOnly } from './app/guards.tsx';
import { lazyScreen } from './app/lazy-screen.ts';

// Each screen is its own chunk: a visitor on /login downloads neither the platform frame nor its pages.
const LoginPage = lazyScreen(() => import('./routes/login/login-page.tsx').then((m) => m.LoginPage));
const RegistrationPage = lazyScreen(() =>
  import('./routes/registration/registration-page.tsx').then((m) => m.RegistrationPage),
);
const ResetPasswordPage = lazyScreen(() =>
  import('./routes/reset-password/reset-password-page.tsx').then((m) => m.ResetPasswordPage),
);
const PlatformLayout = lazyScreen(() => import('./layout/platform-layout.tsx').then((m) => m.PlatformLayout));
const DashboardPage = lazyScreen(() => import('./routes/dashboard/dashboard-page.tsx').then((m) => m.DashboardPage));
const UsersPage = lazyScreen(() => import('./routes/users/users-page.tsx').then((m) => m.UsersPage));
const KycPage = lazyScreen(() => import('./routes/kyc/kyc-page.tsx').then((m) => m.KycPage));
const UserProfilePage = lazyScreen(() =>
  import('./routes/users/user-profile/user-profile-page.tsx').then((m) => m.UserProfilePage),
);
const NotBuiltPage = lazyScreen(() => import('./routes/not-built/not-built-page.tsx').then((m) => m.NotBuiltPage));
const LegalPage = lazyScreen(() => import('./routes/legal/legal-page.tsx').then((m) => m.LegalPage));
const NotFoundPage = lazyScreen(() => import('./routes/not-found/not-found-page.tsx').then((m) => m.NotFoundPage));

const access = (value: RouteAccess) => ({ access: value });
const later = (title: string) => <NotBuiltPage title={title} />;

/** Shows 'loading...' while a screen's chunk arrives, and the generic words if the screen fails while rendering. */
export function ScreenSuspense() {
  const { pathname } = useLocation();
  return (
    <CrashBoundary resetKey={pathname}>
      <Suspense fallback={<Spinner className="m-auto mt-24" />}>
        <Outlet />
      </Suspense>
    </CrashBoundary>
  );
}

/** The access rule of the deepest platform route matching the address; 'platform' when none says otherwise. */
function routeAccess(pathname: string): RouteAccess {
  const matches = matchRoutes(routes, pathname) ?? [];
  for (const match of [...matches].reverse()) {
    const access = (match.route.handle as { access?: RouteAccess } | undefined)?.access;
    if (access) return access;
  }
  return 'platform';
}

/** The platform frame behind its guard. The guard is told the route's rule, as only a data router has `useMatches`. */
function GuardedPlatform() {
  const { pathname } = useLocation();
  return (
    <PlatformGuard access={routeAccess(pathname)}>
      <PlatformLayout />
    </PlatformGuard>
  );
}
GuardedPlatform.preload = PlatformLayout.preload;

/** Every route of seed 000 §2 and seed 001 §2. Screens built by later releases answer with NotBuiltPage. */
export const routes: RouteObject[] = [
  {
    element: <ScreenSuspense />,
    children: [
      { path: '/', element: <EntryRedirect /> },
      {
        path: '/login',
        element: (
          <VisitorsOnly>
            <LoginPage />
          </VisitorsOnly>
        ),
      },
      {
        path: '/login/new-password/:token',
        element: (
          <VisitorsOnly>
            <ResetPasswordPage />
          </VisitorsOnly>
        ),
      },
      {
        path: '/login/:token',
        element: (
          <VisitorsOnly>
            <RegistrationPage />
          </VisitorsOnly>
        ),
      },
      {
        path: '/platform',
        element: <GuardedPlatform />,
        children: [
          { index: true, element: <EntryRedirect /> },
          { path: 'dashboard', handle: access('platform'), element: <DashboardPage /> },
          { path: 'kyc', handle: access('kyc'), element: <KycPage /> },
          { path: 'profile', handle: access('investor'), element: later('My profile') },
          { path: 'profile/:token', handle: access('investor'), element: later('My profile') },
          { path: 'payment-details/:id', handle: access('investor'), element: later('Payment details') },
          { path: 'projects', handle: access('platform'), element: later('Project list') },
          { path: 'projects/create', handle: access('admin'), element: later('Create project') },
          { path: 'projects/edit/:id', handle: access('admin'), element: later('Edit project') },
          { path: 'projects/payments/:id', handle: access('admin'), element: later('Project payments') },
          { path: 'projects/:id', handle: access('platform'), element: later('Project Details') },
          { path: 'users', handle: access('admin'), element: <UsersPage /> },
          { path: 'users/:id', handle: access('admin'), element: <UserProfilePage /> },
          { path: 'agreements/:type', handle: access('platform'), element: later('Agreements') },
          { path: 'agreement/:id', handle: access('platform'), element: later('Agreement') },
          { path: 'agreement/log/:id', handle: access('admin'), element: later('Agreement log') },
        ],
      },
      // Open to visitors and signed-in people alike; the four share one chunk, as they are one screen.
      ...LEGAL_LINKS.map(({ page, path }) => ({ path, element: <LegalPage page={page} /> })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
