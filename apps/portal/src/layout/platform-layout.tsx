import { LoadingSkeleton } from '@keystone/ui';
import { lazy, Suspense, useRef, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useSession } from '../session/session-context.tsx';
import { RiskWarningBanner } from '../risk-warning/risk-warning-banner.tsx';
import { MainNav } from './main-nav.tsx';
import { RiskFooter } from './risk-footer.tsx';
import { SkipLink, MAIN_CONTENT_ID } from './skip-link.tsx';
import { TopBar } from './top-bar.tsx';
import { useWideScreen } from './use-wide-screen.ts';

// Phones only, and only once the menu is opened: the drawer's dialog code stays out of every page's first load.
const NavDrawer = lazy(() => import('./nav-drawer.tsx').then((m) => ({ default: m.NavDrawer })));

interface PlatformLayoutProps {
  /** The FCA's risk warning below the top bar: on every page but the admin's own (issue 24 §1). */
  riskWarning?: boolean;
}

/**
 * The signed-in frame: top bar, the risk warning, main navigation, the page, and the risk statement. Rendered behind
 * PlatformGuard.
 */
export function PlatformLayout({ riskWarning = true }: PlatformLayoutProps) {
  const { user, signOut } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const wide = useWideScreen();
  // The sidebar starts open on a wide screen; the drawer starts closed and closes whenever the address changes.
  const [sidebarOpen, setSidebarOpen] = useState(true);
  const [drawerOpenAt, setDrawerOpenAt] = useState<string | null>(null);
  const drawerOpen = drawerOpenAt === pathname;
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  if (!user) return null;

  const isAdmin = user.role === 'ADMIN';
  const navDisabled = !isAdmin && user.kycStatus !== 'APPROVED';
  const logout = () => {
    void signOut().then(() => navigate('/login', { replace: true }));
  };
  // The drawer covers the button while open, so on a narrow screen the button only opens it.
  const toggleMenu = () => {
    if (wide) setSidebarOpen((open) => !open);
    else {
      setDrawerLoaded(true);
      setDrawerOpenAt(pathname);
    }
  };

  return (
    <div className="flex min-h-screen flex-col bg-background">
      <SkipLink />
      <TopBar
        user={user}
        menuOpen={wide ? sidebarOpen : drawerOpen}
        menuButtonRef={menuButton}
        onToggleMenu={toggleMenu}
        onLogout={logout}
      />
      {riskWarning && <RiskWarningBanner />}
      {/* At least a screen tall: the footer starts below the fold, so a page whose data arrives late never moves it on
          screen (it scored 0.32 of layout shift on a slow network). */}
      <div className="flex min-h-dvh flex-1">
        {wide && sidebarOpen && <MainNav isAdmin={isAdmin} disabled={navDisabled} />}
        {!wide && drawerLoaded && (
          <Suspense>
            <NavDrawer open={drawerOpen} onClose={() => setDrawerOpenAt(null)} menuButton={menuButton}>
              <MainNav isAdmin={isAdmin} disabled={navDisabled} className="w-full border-r-0 px-0 py-0" />
            </NavDrawer>
          </Suspense>
        )}
        {/* min-w-0: a wide child (a table) scrolls inside its own box instead of widening the page. */}
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="min-w-0 flex-1 px-4 py-6 outline-none sm:px-6 sm:py-8">
          <Suspense fallback={<LoadingSkeleton />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      <RiskFooter />
    </div>
  );
}
