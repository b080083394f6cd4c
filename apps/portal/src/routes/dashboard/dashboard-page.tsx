import { useSession } from '../../session/session-context.tsx';
import { InvestorDashboard } from './investor/investor-dashboard.tsx';

/**
 * `/platform/dashboard`: the investor dashboard for investors; for admins, the admin dashboard, whose statistics
 * arrive with the statistics release (until then the page says so and shows no figures).
 */
export function DashboardPage() {
  const { user } = useSession();
  if (user?.role !== 'ADMIN') return <InvestorDashboard />;
  return (
    <section aria-labelledby="dashboard-title">
      <h1 id="dashboard-title" className="text-2xl font-semibold text-foreground">
        Admin dashboard
      </h1>
      <p className="mt-2 text-muted-foreground">
        Welcome{user.fullName ? `, ${user.fullName}` : ''}. Your platform statistics will appear here.
      </p>
    </section>
  );
}
