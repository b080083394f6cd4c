import { demoUsers } from '@keystone/demo/fixtures';
import { type User } from '@keystone/api';
import { errorResponse, http } from '@keystone/demo/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { screenDecorator, screenParameters } from '../../testing/screen-decorator.tsx';
import { InviteDialog, invitationSentText } from './invite-dialog.tsx';
import { GENERATE_REGISTRATION_LINK } from './invite-link.ts';

const asAdmin = (overrides: Parameters<typeof screenParameters>[1] = {}) =>
  screenParameters({ user: demoUsers.admin }, overrides);
const inPlatformAs = (user: User) => screenParameters({ app: true, route: '/platform/dashboard', user });

const meta = {
  title: 'Portal/Layout/Invite dialog',
  component: InviteDialog,
  tags: ['autodocs'],
  args: { defaultOpen: true },
  decorators: [screenDecorator],
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 420 } }, ...asAdmin() },
} satisfies Meta<typeof InviteDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const NEW_INVESTOR = 'new.investor@example.com';
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const dialog = (canvasElement: HTMLElement) => page(canvasElement).findByRole('dialog', { name: 'Invite an investor' });

async function invite(canvasElement: HTMLElement, email: string) {
  const invitation = within(await dialog(canvasElement));
  if (email) await userEvent.type(invitation.getByLabelText('Email'), email);
  await userEvent.click(invitation.getByRole('button', { name: 'Send invitation' }));
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const invitation = await dialog(canvasElement);
    await expect(invitation).toHaveAccessibleDescription(
      'We will e-mail them a link to create their investor account.',
    );
    await expect(within(invitation).getByLabelText('Email')).toHaveValue('');
    await expect(within(invitation).getByRole('button', { name: 'Send invitation' })).toBeEnabled();
  },
};

export const Playground: Story = {};

/** Admins find the button in the top bar. */
export const InAdminTopBar: Story = {
  args: { defaultOpen: false },
  parameters: inPlatformAs(demoUsers.admin),
  play: async ({ canvasElement }) => {
    const banner = within(await within(canvasElement).findByRole('banner'));
    await userEvent.click(banner.getByRole('button', { name: GENERATE_REGISTRATION_LINK }));
    await expect(await dialog(canvasElement)).toBeVisible();
  },
};

/** Investors do not see it. */
export const NotForInvestors: Story = {
  args: { defaultOpen: false },
  parameters: inPlatformAs(demoUsers.approvedInvestor),
  play: async ({ canvasElement }) => {
    const banner = within(await within(canvasElement).findByRole('banner'));
    await expect(banner.getByRole('button', { name: /^Account menu, / })).toBeVisible();
    await expect(banner.queryByRole('button', { name: GENERATE_REGISTRATION_LINK })).toBeNull();
  },
};

/** Validation waits for the submit. */
export const NotValidatedOnBlur: Story = {
  play: async ({ canvasElement }) => {
    const invitation = within(await dialog(canvasElement));
    await userEvent.type(invitation.getByLabelText('Email'), 'new.investor@example');
    await userEvent.tab();
    await expect(invitation.queryByText('invalid email')).toBeNull();
  },
};

export const EmailRequired: Story = {
  play: async ({ canvasElement }) => {
    await invite(canvasElement, '');
    const invitation = within(await dialog(canvasElement));
    await expect(await invitation.findByText('Email required')).toBeVisible();
    await expect(invitation.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    await invite(canvasElement, 'new.investor@example');
    await expect(await within(await dialog(canvasElement)).findByText('invalid email')).toBeVisible();
  },
};

export const Submitting: Story = {
  parameters: asAdmin({
    sendInvite: http.post('/auth/invite', async () => {
      await delay('infinite');
      return errorResponse(1);
    }),
  }),
  play: async ({ canvasElement }) => {
    await invite(canvasElement, NEW_INVESTOR);
    const button = within(await dialog(canvasElement)).getByRole('button', { name: 'Send invitation' });
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
  },
};

/** Code 12 (the mocks answer it for every demo account). */
export const AccountExists: Story = {
  play: async ({ canvasElement }) => {
    await invite(canvasElement, demoUsers.approvedInvestor.email);
    await expect(await within(await dialog(canvasElement)).findByRole('alert')).toHaveTextContent(
      'There is already an account associated with this email',
    );
  },
};

/** Any other code shows the server's message (code 11, a session that lost its admin role). */
export const IllegalRole: Story = {
  parameters: asAdmin({ sendInvite: http.post('/auth/invite', () => errorResponse(11)) }),
  play: async ({ canvasElement }) => {
    await invite(canvasElement, NEW_INVESTOR);
    await expect(await within(await dialog(canvasElement)).findByRole('alert')).toHaveTextContent('Illegal role');
  },
};

export const ServerError: Story = {
  parameters: asAdmin({ sendInvite: http.post('/auth/invite', () => errorResponse(1)) }),
  play: async ({ canvasElement }) => {
    await invite(canvasElement, NEW_INVESTOR);
    const modal = await page(canvasElement).findByRole('dialog', { name: 'Something went wrong' });
    await userEvent.click(within(modal).getByRole('button', { name: 'OK' }));
    await expect(within(await dialog(canvasElement)).getByLabelText('Email')).toHaveValue(NEW_INVESTOR);
  },
};

/** The e-mail goes in the body; the dialog says where the invitation went and clears the field for the next one. */
export const Sent: Story = {
  parameters: asAdmin({
    sendInvite: http.post('/auth/invite', async ({ request, response }) => {
      const { email } = await request.json();
      return email === NEW_INVESTOR ? response(204).empty() : errorResponse(2);
    }),
  }),
  play: async ({ canvasElement }) => {
    await invite(canvasElement, NEW_INVESTOR);
    const invitation = within(await dialog(canvasElement));
    await expect(await invitation.findByRole('status')).toHaveTextContent(invitationSentText(NEW_INVESTOR));
    await expect(invitation.getByLabelText('Email')).toHaveValue('');
  },
};
