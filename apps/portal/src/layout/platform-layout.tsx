import { Sheet, SheetContent, SheetTitle, Spinner } from '@keystone/ui';
import { Suspense, useRef, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useSession } from '../session/session-context.tsx';
import { MainNav } from './main-nav.tsx';
import { RiskFooter } from './risk-footer.tsx';
import { SkipLink, MAIN_CONTENT_ID } from './skip-link.tsx';
import { TopBar } from './top-bar.tsx';
import { useWideScreen } from './use-wide-screen.ts';

/** The signed-in frame: top bar, main navigation, the page, and the risk statement. Rendered behind PlatformGuard. */
export function PlatformLayout() {
  const { user, claims, signOut } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const wide = useWideScreen();
  // The sidebar starts open on a wide screen; the drawer starts closed and closes whenever the address changes.
  const [sidebarOpen, setSidebarOpen] = useState(true);
  const [drawerOpenAt, setDrawerOpenAt] = useState<string | null>(null);
  const drawerOpen = drawerOpenAt === pathname;
  // Closed by the person (Escape, the close button, a tap beside it) rather than by a link: the focus goes back.
  const closedByPerson = useRef(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  if (!user || !claims) return null;

  const isAdmin = claims.role === 'ADMIN';
  const navDisabled = !isAdmin && user.kycStatus !== 'APPROVED';
  const logout = () => {
    signOut();
    navigate('/login', { replace: true });
  };
  // The drawer covers the button while open, so on a narrow screen the button only opens it.
  const toggleMenu = () => {
    if (wide) setSidebarOpen((open) => !open);
    else setDrawerOpenAt(pathname);
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
      <div className="flex flex-1">
        {wide && sidebarOpen && <MainNav isAdmin={isAdmin} disabled={navDisabled} />}
        {!wide && (
          <Sheet
            open={drawerOpen}
            onOpenChange={(open) => {
              closedByPerson.current = !open;
              setDrawerOpenAt(open ? pathname : null);
            }}
          >
            <SheetContent
              aria-describedby={undefined}
              closeLabel="Close menu"
              // After a link the new page's heading takes the focus (ScreenSuspense), not the menu button.
              onCloseAutoFocus={(event) => {
                // Radix gives the focus back to a Dialog.Trigger; the menu button lives in the top bar instead.
                event.preventDefault();
                if (closedByPerson.current) menuButton.current?.focus();
                closedByPerson.current = false;
              }}
            >
              <SheetTitle className="sr-only">Menu</SheetTitle>
              <MainNav isAdmin={isAdmin} disabled={navDisabled} className="w-full border-r-0 px-0 py-0" />
            </SheetContent>
          </Sheet>
        )}
        {/* min-w-0: a wide child (a table) scrolls inside its own box instead of widening the page. */}
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="min-w-0 flex-1 px-4 py-6 outline-none sm:px-6 sm:py-8">
          <Suspense fallback={<Spinner />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      <RiskFooter />
    </div>
  );
}
