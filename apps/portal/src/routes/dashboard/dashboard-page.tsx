import { Spinner } from '@keystone/ui';
import { lazy, Suspense } from 'react';
import { useSession } from '../../session/session-context.tsx';
import { InvestorDashboard } from './investor/investor-dashboard.tsx';

// Few visitors are admins: their dashboard is a chunk of its own, so an investor's dashboard does not carry it.
const AdminDashboard = lazy(() => import('./admin/admin-dashboard.tsx').then((m) => ({ default: m.AdminDashboard })));

/** `/platform/dashboard`: the admin dashboard for admins, the investor dashboard for investors (seed 001 §1). */
export function DashboardPage() {
  const { user } = useSession();
  if (user?.role !== 'ADMIN') return <InvestorDashboard />;
  return (
    <Suspense fallback={<Spinner className="mx-auto my-10 flex w-fit" />}>
      <AdminDashboard />
    </Suspense>
  );
}
