import { RISK_SUMMARY_PATH, RISK_SUMMARY_TITLE } from '@keystone/flows/labels';
import { Spinner } from '@keystone/ui';
import { Suspense } from 'react';
import { matchRoutes, Outlet, useLocation, type RouteObject } from 'react-router';
import type { RouteAccess } from './app/access.ts';
import { LEGAL_LINKS, LOAN_BOOK_PATH } from './brand/legal-links.ts';
import { CrashBoundary } from './app/crash-boundary.tsx';
import { EntryRedirect, PlatformGuard, VisitorsOnly } from './app/guards.tsx';
import { lazyScreen } from './app/lazy-screen.ts';
import { RouteFocus } from './app/route-focus.tsx';

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
const ProjectsPage = lazyScreen(() => import('./routes/projects/list/projects-page.tsx').then((m) => m.ProjectsPage));
const UsersPage = lazyScreen(() => import('./routes/users/users-page.tsx').then((m) => m.UsersPage));
const KycPage = lazyScreen(() => import('./routes/kyc/kyc-page.tsx').then((m) => m.KycPage));
const UserProfilePage = lazyScreen(() =>
  import('./routes/users/user-profile/user-profile-page.tsx').then((m) => m.UserProfilePage),
);
const PaymentDetailsPage = lazyScreen(() =>
  import('./routes/payment-details/payment-details-page.tsx').then((m) => m.PaymentDetailsPage),
);
const InvestmentSchedulePage = lazyScreen(() =>
  import('./routes/investment-schedule/investment-schedule-page.tsx').then((m) => m.InvestmentSchedulePage),
);
const ProfilePage = lazyScreen(() => import('./routes/profile/profile-page.tsx').then((m) => m.ProfilePage));
const VerifyEmailPage = lazyScreen(() =>
  import('./routes/verify-email/verify-email-page.tsx').then((m) => m.VerifyEmailPage),
);
const ProjectPaymentsPage = lazyScreen(() =>
  import('./routes/projects/payments/project-payments-page.tsx').then((m) => m.ProjectPaymentsPage),
);
const ProjectDetailsPage = lazyScreen(() =>
  import('./routes/projects/details/project-details-page.tsx').then((m) => m.ProjectDetailsPage),
);
const CreateProjectPage = lazyScreen(() =>
  import('./routes/projects/form/project-form-page.tsx').then((m) => m.CreateProjectPage),
);
const EditProjectPage = lazyScreen(() =>
  import('./routes/projects/form/project-form-page.tsx').then((m) => m.EditProjectPage),
);
const FaqAdminPage = lazyScreen(() => import('./routes/faq/faq-admin-page.tsx').then((m) => m.FaqAdminPage));
const FailedJobsPage = lazyScreen(() => import('./routes/jobs/failed-jobs-page.tsx').then((m) => m.FailedJobsPage));
const PlatformSettingsPage = lazyScreen(() =>
  import('./routes/settings/platform-settings-page.tsx').then((m) => m.PlatformSettingsPage),
);
const UpdatesFeedPage = lazyScreen(() =>
  import('./routes/updates/updates-feed-page.tsx').then((m) => m.UpdatesFeedPage),
);
const PlatformHelpPage = lazyScreen(() => import('./routes/help/help-page.tsx').then((m) => m.PlatformHelpPage));
const PublicHelpPage = lazyScreen(() => import('./routes/help/help-page.tsx').then((m) => m.PublicHelpPage));
const LoanBookPage = lazyScreen(() => import('./routes/loan-book/loan-book-page.tsx').then((m) => m.LoanBookPage));
const UnsubscribePage = lazyScreen(() =>
  import('./routes/unsubscribe/unsubscribe-page.tsx').then((m) => m.UnsubscribePage),
);
const NotificationUnsubscribePage = lazyScreen(() =>
  import('./routes/unsubscribe/notification-unsubscribe-page.tsx').then((m) => m.NotificationUnsubscribePage),
);
const NotificationsPage = lazyScreen(() =>
  import('./routes/notifications/notifications-page.tsx').then((m) => m.NotificationsPage),
);
const IsaPage = lazyScreen(() => import('./routes/isa/isa-page.tsx').then((m) => m.IsaPage));
const AgreementsPage = lazyScreen(() =>
  import('./routes/agreements/agreements-page.tsx').then((m) => m.AgreementsPage),
);
const AgreementPage = lazyScreen(() => import('./routes/agreements/agreement-page.tsx').then((m) => m.AgreementPage));
const AgreementLogPage = lazyScreen(() =>
  import('./routes/agreements/agreement-log-page.tsx').then((m) => m.AgreementLogPage),
);
const LegalPage = lazyScreen(() => import('./routes/legal/legal-page.tsx').then((m) => m.LegalPage));
const RiskSummaryPage = lazyScreen(() =>
  import('./routes/risk-summary/risk-summary-page.tsx').then((m) => m.RiskSummaryPage),
);
const TaxStatementsPage = lazyScreen(() =>
  import('./routes/tax-statements/tax-statements-page.tsx').then((m) => m.TaxStatementsPage),
);
const IsaTransfersPage = lazyScreen(() =>
  import('./routes/isa-transfers/isa-transfers-page.tsx').then((m) => m.IsaTransfersPage),
);
const ResaleMarketPage = lazyScreen(() =>
  import('./routes/resale/market/resale-market-page.tsx').then((m) => m.ResaleMarketPage),
);
const ResaleListingPage = lazyScreen(() =>
  import('./routes/resale/listing/resale-listing-page.tsx').then((m) => m.ResaleListingPage),
);
const SecurityPage = lazyScreen(() => import('./routes/security/security-page.tsx').then((m) => m.SecurityPage));
const DevicesPage = lazyScreen(() => import('./routes/devices/devices-page.tsx').then((m) => m.DevicesPage));
const IsaAdminPage = lazyScreen(() => import('./routes/isa-admin/isa-admin-page.tsx').then((m) => m.IsaAdminPage));
const MyListingsPage = lazyScreen(() =>
  import('./routes/resale/mine/my-listings-page.tsx').then((m) => m.MyListingsPage),
);
const ResaleAdminPage = lazyScreen(() =>
  import('./routes/resale/admin/resale-admin-page.tsx').then((m) => m.ResaleAdminPage),
);
const AutoInvestPage = lazyScreen(() =>
  import('./routes/auto-invest/auto-invest-page.tsx').then((m) => m.AutoInvestPage),
);
const NotFoundPage = lazyScreen(() => import('./routes/not-found/not-found-page.tsx').then((m) => m.NotFoundPage));

/** What a route tells the frame: who may see it, and its page's name in the tab ('KYC' for 'KYC · Keystone'). */
interface RouteHandle {
  access?: RouteAccess;
  title?: string;
}

const page = (title: string, access?: RouteAccess): RouteHandle => ({ title, access });

/**
 * Shows 'loading...' while a screen's chunk arrives, and the generic words if the screen fails while rendering;
 * names the page in the tab and takes the focus to its heading after each navigation.
 */
export function ScreenSuspense() {
  const { pathname } = useLocation();
  return (
    <>
      <RouteFocus pageTitle={routeHandle(pathname, 'title')} />
      <CrashBoundary resetKey={pathname}>
        <Suspense fallback={<Spinner className="m-auto mt-24" />}>
          <Outlet />
        </Suspense>
      </CrashBoundary>
    </>
  );
}

/** What the deepest route matching the address says about `key`, as only a data router has `useMatches`. */
function routeHandle<K extends keyof RouteHandle>(pathname: string, key: K): RouteHandle[K] | undefined {
  const matches = matchRoutes(routes, pathname) ?? [];
  for (const match of [...matches].reverse()) {
    const value = (match.route.handle as RouteHandle | undefined)?.[key];
    if (value !== undefined) return value;
  }
  return undefined;
}

/** The platform frame behind its guard, told the route's rule ('platform' when no route says otherwise). */
function GuardedPlatform() {
  const { pathname } = useLocation();
  const access = routeHandle(pathname, 'access') ?? 'platform';
  return (
    <PlatformGuard access={access}>
      <PlatformLayout riskWarning={access !== 'admin'} />
    </PlatformGuard>
  );
}
GuardedPlatform.preload = PlatformLayout.preload;

/** Every route of seed 000 §2 and seed 001 §2. */
export const routes: RouteObject[] = [
  {
    element: <ScreenSuspense />,
    children: [
      { path: '/', element: <EntryRedirect /> },
      {
        path: '/login',
        handle: page('Sign in'),
        element: (
          <VisitorsOnly>
            <LoginPage />
          </VisitorsOnly>
        ),
      },
      {
        path: '/login/new-password/:token',
        handle: page('Reset password'),
        element: (
          <VisitorsOnly>
            <ResetPasswordPage />
          </VisitorsOnly>
        ),
      },
      {
        path: '/login/:token',
        handle: page('Registration'),
        element: (
          <VisitorsOnly>
            <RegistrationPage />
          </VisitorsOnly>
        ),
      },
      // Signed in or not: the welcome e-mail's link proves the mailbox by itself.
      { path: '/verify/:token', handle: page('Verify your e-mail'), element: <VerifyEmailPage /> },
      // Signed in or not: the news e-mail's link names the investor by itself, and help is public (issue 13).
      { path: '/unsubscribe/:token', handle: page('Unsubscribe from news'), element: <UnsubscribePage /> },
      {
        path: '/unsubscribe/notifications/:token',
        handle: page('Stop these e-mails'),
        element: <NotificationUnsubscribePage />,
      },
      { path: '/help', handle: page('Help'), element: <PublicHelpPage /> },
      // Public: how past loans turned out, for anyone, signed in or not (issue 34 §5, COBS 18.12).
      { path: LOAN_BOOK_PATH, handle: page('Loan book'), element: <LoanBookPage /> },
      {
        path: '/platform',
        element: <GuardedPlatform />,
        children: [
          { index: true, element: <EntryRedirect /> },
          { path: 'dashboard', handle: page('Dashboard', 'platform'), element: <DashboardPage /> },
          { path: 'kyc', handle: page('KYC', 'kyc'), element: <KycPage /> },
          { path: 'profile', handle: page('My profile', 'investor'), element: <ProfilePage /> },
          { path: 'profile/:token', handle: page('My profile', 'investor'), element: <ProfilePage /> },
          { path: 'payment-details/:id', handle: page('Payment details', 'investor'), element: <PaymentDetailsPage /> },
          {
            path: 'investments/:id/schedule',
            handle: page('Repayment schedule', 'investor'),
            element: <InvestmentSchedulePage />,
          },
          { path: 'projects', handle: page('Project list', 'platform'), element: <ProjectsPage /> },
          { path: 'projects/create', handle: page('Create project', 'admin'), element: <CreateProjectPage /> },
          { path: 'projects/edit/:id', handle: page('Edit project', 'admin'), element: <EditProjectPage /> },
          {
            path: 'projects/payments/:id',
            handle: page('Project payments', 'admin'),
            element: <ProjectPaymentsPage />,
          },
          { path: 'projects/:id', handle: page('Project Details', 'platform'), element: <ProjectDetailsPage /> },
          { path: 'users', handle: page('Users', 'admin'), element: <UsersPage /> },
          { path: 'users/:id', handle: page('User profile', 'admin'), element: <UserProfilePage /> },
          { path: 'agreements/:type', handle: page('Agreements', 'platform'), element: <AgreementsPage /> },
          { path: 'agreement/:id', handle: page('Agreement', 'platform'), element: <AgreementPage /> },
          { path: 'agreement/log/:id', handle: page('Agreement log', 'admin'), element: <AgreementLogPage /> },
          { path: 'faq', handle: page('FAQ', 'admin'), element: <FaqAdminPage /> },
          { path: 'jobs', handle: page('Failed jobs', 'admin'), element: <FailedJobsPage /> },
          { path: 'settings', handle: page('Platform settings', 'admin'), element: <PlatformSettingsPage /> },
          { path: 'updates', handle: page('Project updates', 'investor'), element: <UpdatesFeedPage /> },
          { path: 'notifications', handle: page('Notifications', 'investor'), element: <NotificationsPage /> },
          { path: 'isa', handle: page('My ISA', 'investor'), element: <IsaPage /> },
          // Open during KYC as well: the questions a new investor has come up while passing it.
          { path: 'help', handle: page('Help', 'signed-in'), element: <PlatformHelpPage /> },
          { path: 'tax-statements', handle: page('Tax statements', 'platform'), element: <TaxStatementsPage /> },
          // Issue 35 §2: the investor's ISA transfers (reached from their ISA page) and the admin's ISAs.
          { path: 'isa/transfers', handle: page('ISA transfers', 'investor'), element: <IsaTransfersPage /> },
          { path: 'isas', handle: page('ISAs', 'admin'), element: <IsaAdminPage /> },
          // Issue 37 §2: the resale market and a listing's page, where a loan part is bought.
          { path: 'resale', handle: page('Resale market', 'investor'), element: <ResaleMarketPage /> },
          { path: 'resale/:id', handle: page('Loan part for sale', 'investor'), element: <ResaleListingPage /> },
          // Issue 37 §1, §3: the seller's listings, and every listing for the admin.
          { path: 'resale/mine', handle: page('My listings', 'investor'), element: <MyListingsPage /> },
          { path: 'resale/admin', handle: page('Resale listings', 'admin'), element: <ResaleAdminPage /> },
          // Issue 38: the investor's auto-invest rules, their standing authority and their allocations.
          { path: 'auto-invest', handle: page('Auto-invest', 'investor'), element: <AutoInvestPage /> },
          // Issue 36: second factors and sessions, for everyone signed in (an admin without a factor is kept here).
          { path: 'security', handle: page('Security', 'signed-in'), element: <SecurityPage /> },
          { path: 'devices', handle: page('Devices', 'signed-in'), element: <DevicesPage /> },
        ],
      },
      // Open to visitors and signed-in people alike; the four share one chunk, as they are one screen.
      ...LEGAL_LINKS.map(({ page: name, path, title }) => ({
        path,
        handle: page(title),
        element: <LegalPage page={name} />,
      })),
      { path: RISK_SUMMARY_PATH, handle: page(RISK_SUMMARY_TITLE), element: <RiskSummaryPage /> },
      { path: '*', handle: page('Page not found'), element: <NotFoundPage /> },
    ],
  },
];
