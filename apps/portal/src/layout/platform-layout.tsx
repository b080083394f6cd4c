import { Spinner } from '@keystone/ui';
import { Suspense, useState } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { useSession } from '../session/session-context.tsx';
import { MainNav } from './main-nav.tsx';
import { RiskFooter } from './risk-footer.tsx';
import { TopBar } from './top-bar.tsx';

/** The signed-in frame: top bar, main navigation, the page, and the risk statement. Rendered behind PlatformGuard. */
export function PlatformLayout() {
  const { user, signOut } = useSession();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(true);
  if (!user) return null;

  const isAdmin = user.role === 'ADMIN';
  const logout = () => {
    void signOut().then(() => navigate('/login', { replace: true }));
  };

  return (
    <div className="flex min-h-screen flex-col bg-background">
      <TopBar user={user} menuOpen={menuOpen} onToggleMenu={() => setMenuOpen((open) => !open)} onLogout={logout} />
      <div className="flex flex-1">
        {menuOpen && <MainNav isAdmin={isAdmin} disabled={!isAdmin && user.kycStatus !== 'APPROVED'} />}
        <main className="flex-1 px-6 py-8">
          <Suspense fallback={<Spinner />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      <RiskFooter />
    </div>
  );
}
