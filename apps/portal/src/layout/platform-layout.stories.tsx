import { demoUsers, userStates } from '@keystone/demo/fixtures';
import { type User } from '@keystone/api';
import { handlers } from '@keystone/demo/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { openMainNav } from '../testing/main-nav.ts';
import { onMobile } from '../testing/on-mobile.ts';
import { screenDecorator, screenParameters } from '../testing/screen-decorator.tsx';
import { PlatformLayout } from './platform-layout.tsx';

const screenFor = (user: User, route = '/platform/dashboard') => screenParameters({ app: true, route, user });

const meta = {
  title: 'Portal/Platform layout',
  component: PlatformLayout,
  tags: ['autodocs'],
  decorators: [screenDecorator],
  parameters: { layout: 'fullscreen', msw: { handlers } },
} satisfies Meta<typeof PlatformLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);
const noHorizontalScroll = () =>
  expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);

export const Default: Story = {
  parameters: screenFor(demoUsers.approvedInvestor),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(demoUsers.approvedInvestor.fullName ?? '')).toBeVisible();
    await expect(canvas.getByText(/Your capital is at risk/)).toBeVisible();
    await expect(canvas.getByText(/not protected by the Financial Services Compensation Scheme/)).toBeVisible();
    await expect(canvas.getByText(/© 2020/)).toBeVisible();
    const nav = await openMainNav(canvasElement);
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/platform/dashboard');
  },
};

export const Admin: Story = {
  parameters: screenFor(demoUsers.admin),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Admin dashboard' })).toBeVisible();
    await expect((await openMainNav(canvasElement)).getByRole('link', { name: 'Users' })).toBeVisible();
    await noHorizontalScroll();
  },
};

/** Without approved KYC the navigation is greyed out (the guard keeps the investor on KYC). */
export const KycNotApproved: Story = {
  parameters: screenFor(demoUsers.kycNotStartedInvestor),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'Know your customer' });
    await expect((await openMainNav(canvasElement)).getByText('Home')).toHaveAttribute('aria-disabled', 'true');
  },
};

/** 'My Profile' opens the investor's profile. */
export const MyProfile: Story = {
  parameters: screenFor(demoUsers.approvedInvestor),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: 'My Profile' }));
    await expect(await canvas.findByRole('heading', { name: 'My profile', level: 1 })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('My profile · Keystone'));
  },
};

/** Until KYC is approved 'My Profile' is there but disabled; admins have none. */
export const MyProfileDisabled: Story = {
  parameters: screenFor(demoUsers.kycNotStartedInvestor),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'My Profile' })).toBeDisabled();
  },
};

export const NoProfileForAdmins: Story = {
  parameters: screenFor(demoUsers.admin),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Admin dashboard' });
    await expect(canvas.queryByRole('link', { name: 'My Profile' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'My Profile' })).toBeNull();
  },
};

/** The profile photo in the top bar. */
export const WithPhoto: Story = {
  parameters: screenFor(userStates.withPhoto),
  play: async ({ canvasElement }) => {
    const banner = within(await within(canvasElement).findByRole('banner'));
    await waitFor(() =>
      expect(banner.getByRole('presentation', { hidden: true })).toHaveAttribute('src', userStates.withPhoto.photo),
    );
  },
};

/** A user without a name is shown by e-mail. */
export const NoName: Story = {
  parameters: screenFor({ ...demoUsers.approvedInvestor, fullName: null }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(demoUsers.approvedInvestor.email)).toBeVisible();
    await noHorizontalScroll();
  },
};

/** On a wide screen the menu button folds the sidebar away and back. */
export const MenuCollapsed: Story = {
  parameters: screenFor(demoUsers.approvedInvestor),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole('button', { name: 'Toggle menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();
  },
};

/** On a phone the navigation is a drawer: closed at first, and closed again by the link chosen in it. */
export const DrawerOnMobile: Story = {
  ...onMobile({}),
  parameters: screenFor(demoUsers.admin),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Admin dashboard' });
    await expect(canvas.getByRole('button', { name: 'Toggle menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(page().queryByRole('navigation', { name: 'Main' })).toBeNull();
    const nav = await openMainNav(canvasElement);
    await expect(page().getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await userEvent.click(nav.getByRole('link', { name: 'Users' }));
    const heading = await canvas.findByRole('heading', { name: 'Users', level: 1 });
    await waitFor(() => expect(page().queryByRole('dialog', { name: 'Menu' })).toBeNull());
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(document.title).toBe('Users · Keystone');
    await noHorizontalScroll();
  },
};

/** Escape closes the drawer and gives the focus back to the menu button. */
export const DrawerClosedByEscapeOnMobile: Story = {
  ...onMobile({}),
  parameters: screenFor(demoUsers.approvedInvestor),
  play: async ({ canvasElement }) => {
    await openMainNav(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('navigation', { name: 'Main' })).toBeNull());
    await expect(within(canvasElement).getByRole('button', { name: 'Toggle menu' })).toHaveFocus();
  },
};

/** After a link the focus is on the new page's heading, and the tab names the page. */
export const FocusAfterNavigation: Story = {
  parameters: screenFor(demoUsers.admin),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'Admin dashboard' });
    await expect(document.title).toBe('Dashboard · Keystone');
    await userEvent.click((await openMainNav(canvasElement)).getByRole('link', { name: 'Users' }));
    const heading = await within(canvasElement).findByRole('heading', { name: 'Users', level: 1 });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(document.title).toBe('Users · Keystone');
    // A screen reader hears the new page's name as well.
    await expect(page().getByText('Users · Keystone')).toHaveAttribute('aria-live', 'polite');
  },
};

/** The first Tab reaches a link past the top bar and the menu, to the page itself. */
export const SkipLink: Story = {
  parameters: screenFor(demoUsers.approvedInvestor),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Investor dashboard' });
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toHaveFocus();
    await expect(skip).toBeVisible();
    // Following it would move the test page itself: its target is checked instead.
    const main = canvas.getByRole('main');
    await expect(skip).toHaveAttribute('href', `#${main.id}`);
    await expect(main).toHaveAttribute('tabindex', '-1');
  },
};

export const LoggedOut: Story = {
  parameters: screenFor(demoUsers.approvedInvestor),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Logout' }));
    await expect(await canvas.findByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Sign in · Keystone'));
  },
};
