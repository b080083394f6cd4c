import { demoUsers, userStates } from '@keystone/demo/fixtures';
import { type User } from '@keystone/api';
import { handlers } from '@keystone/demo/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { openAccountMenu } from '../testing/account-menu.ts';
import { closeMainNavDrawer, openMainNav } from '../testing/main-nav.ts';
import { onDesktop } from '../testing/on-desktop.ts';
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
    await expect(await accountButton(canvasElement)).toHaveAccessibleName(
      `Account menu, ${demoUsers.approvedInvestor.fullName ?? ''}`,
    );
    await expect(canvas.getByText(/Your capital is at risk/)).toBeVisible();
    await expect(canvas.getByText(/not protected by the Financial Services Compensation Scheme/)).toBeVisible();
    await expect(canvas.getByText(/© 2020–2026/)).toBeVisible();
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

/** Without approved KYC the navigation is greyed out (the guard keeps the investor on KYC), but for KYC and Help. */
export const KycNotApproved: Story = {
  parameters: screenFor(demoUsers.kycNotStartedInvestor),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'Know your customer' });
    const nav = await openMainNav(canvasElement);
    await expect(nav.getByText('Home')).toHaveAttribute('aria-disabled', 'true');
    await expect(nav.getByRole('link', { name: 'KYC' })).toHaveAttribute('href', '/platform/kyc');
    await expect(nav.getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/platform/help');
  },
};

/** Help stays reachable while passing KYC, and the navigation leads back to it. */
async function helpDuringKyc(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { name: 'Know your customer' });
  await userEvent.click((await openMainNav(canvasElement)).getByRole('link', { name: 'Help' }));
  await expect(await canvas.findByRole('heading', { name: 'Help', level: 1 })).toBeVisible();
  await waitFor(() => expect(document.title).toBe('Help · Keystone'));
  await closeMainNavDrawer();
  await userEvent.click((await openMainNav(canvasElement)).getByRole('link', { name: 'KYC' }));
  await expect(await canvas.findByRole('heading', { name: 'Know your customer' })).toBeVisible();
}

export const HelpDuringKycOnMobile: Story = {
  ...onMobile({}),
  parameters: screenFor(demoUsers.kycNotStartedInvestor, '/platform/kyc'),
  play: async ({ canvasElement }) => helpDuringKyc(canvasElement),
};

export const HelpDuringKycOnDesktop: Story = {
  ...onDesktop({}),
  parameters: screenFor(demoUsers.kycNotStartedInvestor, '/platform/kyc'),
  play: async ({ canvasElement }) => helpDuringKyc(canvasElement),
};

/** The account menu holds Help too, at every stage. */
export const HelpInAccountMenuDuringKyc: Story = {
  parameters: screenFor(demoUsers.kycNotStartedInvestor, '/platform/kyc'),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'Know your customer' });
    await userEvent.click((await openAccountMenu(canvasElement)).getByRole('menuitem', { name: 'Help' }));
    await expect(await within(canvasElement).findByRole('heading', { name: 'Help', level: 1 })).toBeVisible();
  },
};

const banner = async (canvasElement: HTMLElement) => within(canvasElement).findByRole('banner');
const accountButton = async (canvasElement: HTMLElement) =>
  within(await banner(canvasElement)).findByRole('button', { name: /^Account menu, / });

/** On a phone the top bar is one line: the menu button, the logo and the avatar, which opens the account menu. */
export const AccountMenuClosedOnMobile: Story = {
  ...onMobile({}),
  parameters: screenFor(demoUsers.approvedInvestor),
  play: async ({ canvasElement }) => {
    const name = demoUsers.approvedInvestor.fullName ?? '';
    const trigger = await accountButton(canvasElement);
    await expect(trigger).toHaveAccessibleName(`Account menu, ${name}`);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    // The name is read out, not shown: the avatar alone takes the room.
    await expect(within(trigger).getByText(name).getBoundingClientRect().width).toBeLessThanOrEqual(1);
    const bar = within(await banner(canvasElement));
    await expect(bar.queryByRole('button', { name: 'Logout' })).toBeNull();
    await expect(bar.queryByRole('link', { name: 'My Profile' })).toBeNull();
    // One line: the tallest child (44 px) and the bar's padding.
    await expect((await banner(canvasElement)).getBoundingClientRect().height).toBeLessThanOrEqual(61);
    await noHorizontalScroll();
  },
};

async function expectAccountMenu(canvasElement: HTMLElement) {
  const menu = await openAccountMenu(canvasElement);
  await expect(menu.getByText(demoUsers.approvedInvestor.email)).toBeVisible();
  await expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
    'My Profile',
    'Security',
    'Help',
    'Logout',
  ]);
  await expect(menu.getByRole('menuitem', { name: 'My Profile' })).toHaveAttribute('href', '/platform/profile');
  await expect(menu.getByRole('menuitem', { name: 'Security' })).toHaveAttribute('href', '/platform/security');
  await expect(menu.getByRole('menuitem', { name: 'Help' })).toHaveAttribute('href', '/platform/help');
  const box = within(document.body).getByRole('menu').getBoundingClientRect();
  await expect(box.left).toBeGreaterThanOrEqual(0);
  await expect(box.right).toBeLessThanOrEqual(document.documentElement.clientWidth);
  await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
  return menu;
}

export const AccountMenuOpenOnMobile: Story = {
  ...onMobile({}),
  parameters: screenFor(demoUsers.approvedInvestor),
  play: async ({ canvasElement }) => {
    const menu = await expectAccountMenu(canvasElement);
    // A finger's target: each item at least 44 px tall on a phone.
    for (const item of menu.getAllByRole('menuitem')) {
      await expect(item.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};

/** On a desktop the same menu, with the name beside the avatar. */
export const AccountMenuOnDesktop: Story = {
  ...onDesktop({}),
  parameters: screenFor(demoUsers.approvedInvestor),
  play: async ({ canvasElement }) => {
    const trigger = await accountButton(canvasElement);
    await expect(
      within(trigger)
        .getByText(demoUsers.approvedInvestor.fullName ?? '')
        .getBoundingClientRect().width,
    ).toBeGreaterThan(40);
    await expectAccountMenu(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** 'My Profile' opens the investor's profile. */
export const MyProfile: Story = {
  parameters: screenFor(demoUsers.approvedInvestor),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click((await openAccountMenu(canvasElement)).getByRole('menuitem', { name: 'My Profile' }));
    await expect(await canvas.findByRole('heading', { name: 'My profile', level: 1 })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('My profile · Keystone'));
    await waitFor(() => expect(within(document.body).queryByRole('menu')).toBeNull());
  },
};

/** Until KYC is approved 'My Profile' is there but disabled; admins have none. */
export const MyProfileDisabled: Story = {
  parameters: screenFor(demoUsers.kycNotStartedInvestor),
  play: async ({ canvasElement }) => {
    const menu = await openAccountMenu(canvasElement);
    await expect(menu.getByRole('menuitem', { name: 'My Profile' })).toHaveAttribute('aria-disabled', 'true');
    await expect(menu.getByRole('menuitem', { name: 'My Profile' })).not.toHaveAttribute('href');
  },
};

export const NoProfileForAdmins: Story = {
  parameters: screenFor(demoUsers.admin),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'Admin dashboard' });
    const menu = await openAccountMenu(canvasElement);
    // The Security page is everyone's: an admin's second step is a must (issue 36).
    await expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Security', 'Help', 'Logout']);
  },
};

/** The admin's top bar stays one line on a phone: the invitation button shows its icon, its words stay its name. */
export const AdminTopBarOnMobile: Story = {
  ...onMobile({}),
  parameters: screenFor(demoUsers.admin),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'Admin dashboard' });
    const bar = await banner(canvasElement);
    await expect(within(bar).getByRole('button', { name: 'Generate registration link' })).toBeVisible();
    await expect(within(bar).getByText('Generate registration link').getBoundingClientRect().width).toBeLessThanOrEqual(
      1,
    );
    await expect(bar.getBoundingClientRect().height).toBeLessThanOrEqual(61);
    await noHorizontalScroll();
  },
};

/** The profile photo in the top bar. */
export const WithPhoto: Story = {
  parameters: screenFor(userStates.withPhoto),
  play: async ({ canvasElement }) => {
    const trigger = within(await accountButton(canvasElement));
    await waitFor(() =>
      expect(trigger.getByRole('presentation', { hidden: true })).toHaveAttribute('src', userStates.withPhoto.photo),
    );
  },
};

/** A user without a name is shown by e-mail. */
export const NoName: Story = {
  ...onDesktop({}),
  parameters: screenFor({ ...demoUsers.approvedInvestor, fullName: null }),
  play: async ({ canvasElement }) => {
    const trigger = await accountButton(canvasElement);
    await expect(trigger).toHaveAccessibleName(`Account menu, ${demoUsers.approvedInvestor.email}`);
    await expect(
      within(trigger).getByText(demoUsers.approvedInvestor.email).getBoundingClientRect().width,
    ).toBeGreaterThan(40);
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
    await userEvent.click((await openAccountMenu(canvasElement)).getByRole('menuitem', { name: 'Logout' }));
    await expect(await canvas.findByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Sign in · Keystone'));
  },
};
