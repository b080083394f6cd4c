import { demoPeople, demoUsers, userStates } from '@keystone/demo/fixtures';
import {
  errorResponse,
  handlers,
  http,
  mockTokenFor,
  serverErrorResponse,
  signedInUser,
  startMockSession,
} from '@keystone/demo/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { screenDecorator, screenParameters, type ScreenParameters } from '../testing/screen-decorator.tsx';
import { openMainNav } from '../testing/main-nav.ts';
import { openAccountMenu } from '../testing/account-menu.ts';

/** The portal's real route table and guards (seed 000 §2 "Entry and guards"), opened at different addresses. */
function Portal() {
  return null;
}

const at = (route: string, user?: ScreenParameters['user']) =>
  screenParameters({ app: true, route, ...(user ? { user } : {}) });

const meta = {
  title: 'Portal/Routing',
  component: Portal,
  decorators: [screenDecorator],
  parameters: { layout: 'fullscreen', msw: { handlers } },
} satisfies Meta<typeof Portal>;
export default meta;
type Story = StoryObj<typeof meta>;

const heading = (canvasElement: HTMLElement, name: string) => within(canvasElement).findByRole('heading', { name });

export const VisitorAtRoot: Story = {
  parameters: at('/'),
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, 'Welcome back')).toBeVisible();
  },
};

export const VisitorAtPlatformPage: Story = {
  parameters: at('/platform/users'),
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, 'Welcome back')).toBeVisible();
  },
};

export const AdminAtRoot: Story = {
  parameters: at('/', demoUsers.admin),
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, 'Admin dashboard')).toBeVisible();
  },
};

export const ApprovedInvestorAtRoot: Story = {
  parameters: at('/', demoUsers.approvedInvestor),
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, 'Investor dashboard')).toBeVisible();
  },
};

/** Non-admins without approved KYC are kept on /platform/kyc and the navigation is greyed out. */
export const InvestorWithoutKyc: Story = {
  parameters: at('/platform/dashboard', demoUsers.kycNotStartedInvestor),
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, 'Know your customer')).toBeVisible();
    const nav = await openMainNav(canvasElement);
    await expect(nav.getByText('Home')).toHaveAttribute('aria-disabled', 'true');
    await expect(nav.queryByRole('link', { name: 'Home' })).toBeNull();
  },
};

export const ApprovedInvestorAtKyc: Story = {
  parameters: at('/platform/kyc', demoUsers.approvedInvestor),
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, 'Investor dashboard')).toBeVisible();
  },
};

export const AdminIsNeverForcedIntoKyc: Story = {
  parameters: at('/platform/kyc', { ...demoUsers.admin, kycStatus: 'DRAFT' }),
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, 'Admin dashboard')).toBeVisible();
  },
};

export const InvestorAtAdminPage: Story = {
  parameters: at('/platform/users', demoUsers.approvedInvestor),
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, 'Investor dashboard')).toBeVisible();
  },
};

export const AdminAtInvestorPage: Story = {
  parameters: at('/platform/profile', demoUsers.admin),
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, 'Admin dashboard')).toBeVisible();
  },
};

export const DeveloperRole: Story = {
  parameters: at('/', { ...demoUsers.approvedInvestor, role: 'DEVELOPER' }),
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, 'Know your customer')).toBeVisible();
  },
};

export const SignedInAtLogin: Story = {
  parameters: at('/login', demoUsers.admin),
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, 'Admin dashboard')).toBeVisible();
  },
};

/** A deactivated user's profile no longer opens the platform. */
export const DeactivatedUser: Story = {
  parameters: at('/platform/dashboard', demoUsers.notActiveInvestor),
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, 'Welcome back')).toBeVisible();
  },
};

/** At start-up the profile is loaded; if that fails the user is signed out (seed 000 §4). */
export const ProfileLoadFails: Story = {
  parameters: screenParameters(
    { app: true, route: '/platform/dashboard', user: demoUsers.admin },
    { getCurrentUser: http.get('/user', () => serverErrorResponse()) },
  ),
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, 'Welcome back')).toBeVisible();
    // Signing out is the answer to that failure: no generic modal on top of the login page.
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull();
  },
};

const profileLoads: string[] = [];

/** Signing in seeds the session with the answered user: the platform opens without loading the profile again. */
export const SignInLoadsNoProfileAgain: Story = {
  parameters: screenParameters(
    { app: true, route: '/login' },
    {
      login: http.post('/auth/login', ({ response }) => {
        startMockSession(demoUsers.admin);
        return response(200).json({ token: mockTokenFor(demoUsers.admin), user: demoUsers.admin });
      }),
      getCurrentUser: http.get('/user', ({ request, response }) => {
        const user = signedInUser(request);
        // The visitor's start-up load (401) is not a load of the signed-in profile.
        if (!user) return errorResponse(6);
        profileLoads.push(request.url);
        return response(200).json(user);
      }),
    },
  ),
  play: async ({ canvasElement }) => {
    profileLoads.length = 0;
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Email'), demoUsers.admin.email);
    await userEvent.type(canvas.getByLabelText('Password'), demoPeople.admin.password);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await heading(canvasElement, 'Admin dashboard')).toBeVisible();
    await expect(
      canvas.getByText(demoUsers.admin.fullName ?? demoUsers.admin.email, { selector: 'header span' }),
    ).toBeVisible();
    await expect(profileLoads).toEqual([]);
  },
};

export const KycInProgress: Story = {
  parameters: at('/platform/projects', userStates.kycInProgress),
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, 'Know your customer')).toBeVisible();
  },
};

export const UnknownAddress: Story = {
  parameters: at('/nowhere'),
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, 'Page not found')).toBeVisible();
  },
};

/** Signing out ends the session on the server (`POST /auth/logout`): GET /user then answers 401, and the login page shows. */
export const SignOut: Story = {
  parameters: at('/platform/dashboard', demoUsers.admin),
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Admin dashboard');
    await userEvent.click((await openAccountMenu(canvasElement)).getByRole('menuitem', { name: 'Logout' }));
    await expect(await heading(canvasElement, 'Welcome back')).toBeVisible();
    await expect((await fetch('/api/user')).status).toBe(401);
  },
};
