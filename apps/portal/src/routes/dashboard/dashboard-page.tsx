import { useSession } from '../../session/session-context.tsx';
import { AdminDashboard } from './admin/admin-dashboard.tsx';
import { InvestorDashboard } from './investor/investor-dashboard.tsx';

/** `/platform/dashboard`: the admin dashboard for admins, the investor dashboard for investors (seed 001 §1). */
export function DashboardPage() {
  const { user } = useSession();
  return user?.role === 'ADMIN' ? <AdminDashboard /> : <InvestorDashboard />;
}
