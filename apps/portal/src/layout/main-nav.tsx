import { cn } from '@keystone/ui';
import { NavLink } from 'react-router';

interface NavItem {
  label: string;
  to: string;
  adminOnly?: boolean;
  investorOnly?: boolean;
  /** Screens of later releases stay out of the navigation until they exist. */
  built: boolean;
  /**
   * While the rest is greyed out for an investor passing KYC: `open` stays a link (Help, whose route is `signed-in`),
   * `only` is there just then (the way back to KYC from Help).
   */
  duringKyc?: 'open' | 'only';
  /** Active on its own address only, not on the pages under it (the market, not 'My listings' below it). */
  end?: boolean;
}

const items: NavItem[] = [
  { label: 'KYC', to: '/platform/kyc', built: true, duringKyc: 'only' },
  { label: 'Home', to: '/platform/dashboard', built: true },
  { label: 'Projects', to: '/platform/projects', built: true },
  { label: 'Agreements', to: '/platform/agreements/all', built: true },
  { label: 'Updates', to: '/platform/updates', investorOnly: true, built: true },
  { label: 'Resale market', to: '/platform/resale', investorOnly: true, built: true, end: true },
  { label: 'My listings', to: '/platform/resale/mine', investorOnly: true, built: true },
  { label: 'Auto-invest', to: '/platform/auto-invest', investorOnly: true, built: true },
  { label: 'Resale', to: '/platform/resale/admin', adminOnly: true, built: true },
  { label: 'Users', to: '/platform/users', adminOnly: true, built: true },
  { label: 'FAQ', to: '/platform/faq', adminOnly: true, built: true },
  { label: 'Jobs', to: '/platform/jobs', adminOnly: true, built: true },
  { label: 'Settings', to: '/platform/settings', adminOnly: true, built: true },
  { label: 'Help', to: '/platform/help', built: true, duringKyc: 'open' },
  { label: 'Tax statements', to: '/platform/tax-statements', adminOnly: true, built: true },
  { label: 'My ISA', to: '/platform/isa', investorOnly: true, built: true },
  { label: 'ISAs', to: '/platform/isas', adminOnly: true, built: true },
];

interface MainNavProps {
  isAdmin: boolean;
  /** Greyed out for non-admins whose KYC is not approved (seed 000 §2), but for the way to KYC and Help. */
  disabled: boolean;
  className?: string;
}

export function MainNav({ isAdmin, disabled, className }: MainNavProps) {
  const visible = items.filter(
    (item) =>
      item.built &&
      (isAdmin || !item.adminOnly) &&
      !(isAdmin && item.investorOnly) &&
      (disabled || item.duringKyc !== 'only'),
  );
  return (
    <nav
      id="main-nav"
      aria-label="Main"
      className={cn('w-56 shrink-0 border-r border-border bg-surface px-3 py-6', className)}
    >
      <ul className="flex flex-col gap-1">
        {visible.map((item) => (
          <li key={item.to}>
            {disabled && item.duringKyc === undefined ? (
              <span aria-disabled="true" className="block rounded-md px-3 py-2 text-muted-foreground opacity-60">
                {item.label}
              </span>
            ) : (
              <NavLink
                to={item.to}
                end={item.end}
                className={({ isActive }) =>
                  cn(
                    'block rounded-md px-3 py-2 text-foreground hover:bg-muted',
                    isActive && 'bg-primary text-primary-foreground hover:bg-primary',
                  )
                }
              >
                {item.label}
              </NavLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
