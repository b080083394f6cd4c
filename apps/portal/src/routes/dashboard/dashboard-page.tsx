import { useSession } from '../../session/session-context.tsx';

/**
 * `/platform/dashboard`: the admin dashboard for admins, the investor dashboard for investors. Their statistics
 * and histories arrive with the money and statistics releases; until then the page says so and shows no figures.
 */
export function DashboardPage() {
  const { user } = useSession();
  const isAdmin = user?.role === 'ADMIN';
  return (
    <section aria-labelledby="dashboard-title">
      <h1 id="dashboard-title" className="text-2xl font-semibold text-foreground">
        {isAdmin ? 'Admin dashboard' : 'Investor dashboard'}
      </h1>
      <p className="mt-2 text-muted-foreground">
        Welcome{user?.fullName ? `, ${user.fullName}` : ''}. Your{' '}
        {isAdmin ? 'platform statistics' : 'investments and wallet'} will appear here.
      </p>
    </section>
  );
}
