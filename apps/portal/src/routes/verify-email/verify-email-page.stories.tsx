import { demoUsers } from '@keystone/demo/fixtures';
import { errorResponse, http, INVALID_ONE_TIME_TOKEN } from '@keystone/demo/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, within } from 'storybook/test';
import { screenDecorator, screenParameters } from '../../testing/screen-decorator.tsx';
import { VerifyEmailPage } from './verify-email-page.tsx';

const at = (token: string, overrides: Parameters<typeof screenParameters>[1] = {}) =>
  screenParameters({ route: `/verify/${token}`, path: '/verify/:token' }, overrides);

const meta = {
  title: 'Portal/Verify e-mail',
  component: VerifyEmailPage,
  tags: ['autodocs'],
  decorators: [screenDecorator],
  parameters: { layout: 'fullscreen', ...at('good-link') },
} satisfies Meta<typeof VerifyEmailPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The link of the welcome e-mail: the address verified, and on into the portal. */
export const Verified: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(`Thank you! ${demoUsers.kycNotStartedInvestor.email} is verified.`),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/');
  },
};

export const Playground: Story = {};

export const Verifying: Story = {
  parameters: at('good-link', {
    verifyEmail: http.post('/auth/verify-email', async () => {
      await delay('infinite');
      return errorResponse(1);
    }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Verify your e-mail' })).toBeVisible();
    await expect(canvas.getByRole('status')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Continue' })).toBeNull();
  },
};

/** Used, expired or unknown. */
export const InvalidLink: Story = {
  parameters: at(INVALID_ONE_TIME_TOKEN),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'This verification link is invalid or has expired.',
    );
  },
};

/** A server fault: the generic modal, and the page says to try the link later. */
export const ServerError: Story = {
  parameters: at('good-link', { verifyEmail: http.post('/auth/verify-email', () => errorResponse(1)) }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Something went wrong' }),
    ).toBeVisible();
    // Behind the modal (hidden from the accessibility tree while it is open), the page's own words.
    await expect(within(canvasElement).getByText(/open the link again later/)).toBeInTheDocument();
  },
};
