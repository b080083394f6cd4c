import {
  demoBankTransferInvestment,
  demoInvestmentPaymentInfo,
  demoProjects,
  demoUsers,
} from '@keystone/demo/fixtures';
import { errorResponse, http } from '@keystone/demo/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { captureClipboard } from '../../testing/clipboard.ts';
import { onDesktop } from '../../testing/on-desktop.ts';
import { onMobile } from '../../testing/on-mobile.ts';
import { screenDecorator, screenParameters } from '../../testing/screen-decorator.tsx';
import { PaymentDetailsPage } from './payment-details-page.tsx';

const route = (id: number | string = demoBankTransferInvestment.id) => `/platform/payment-details/${id}`;
const at = (id?: number | string, overrides: Parameters<typeof screenParameters>[1] = {}) =>
  screenParameters(
    { user: demoUsers.approvedInvestor, route: route(id), path: '/platform/payment-details/:id' },
    overrides,
  );

const meta = {
  title: 'Portal/Screens/Payment details',
  component: PaymentDetailsPage,
  tags: ['autodocs'],
  decorators: [screenDecorator],
  parameters: { layout: 'fullscreen', ...at() },
} satisfies Meta<typeof PaymentDetailsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const details = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByLabelText('Bank transfer details'));

/**
 * The investment's transfer, still waiting for the money: shown orange as Pending; named by its project and term,
 * the sort code as banks print it, each value with a button that copies it (the sort code as digits).
 */
export const Pending: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Payment details' })).toBeVisible();
    const transfer = await details(canvasElement);
    const project = canvas.getByRole('link', { name: demoProjects[demoBankTransferInvestment.project].title });
    await expect(project).toHaveAttribute('href', `/platform/projects/${demoInvestmentPaymentInfo.projectId}`);
    await expect(project.parentElement).toHaveTextContent(/Short term/);
    await expect(transfer.getByText(demoInvestmentPaymentInfo.accountNumber)).toBeVisible();
    await expect(transfer.getByText('04-00-04')).toBeVisible();
    await expect(transfer.getByText(demoInvestmentPaymentInfo.referenceNumber)).toBeVisible();
    await expect(transfer.getByText('£2,500.00')).toBeVisible();
    await expect(canvas.getByText('Olivia Bennett')).toBeVisible();
    await expect(canvas.getByText('Pending')).toHaveAttribute('data-tone', 'pending');
    const copied = captureClipboard();
    for (const value of ['sort code', 'account number', 'reference']) {
      await userEvent.click(transfer.getByRole('button', { name: `Copy ${value}` }));
    }
    await expect(copied).toEqual(['040004', demoInvestmentPaymentInfo.accountNumber, 'KSB0000001S']);
  },
};

export const PendingOnPhone: Story = onMobile(Pending);

export const PendingOnDesktop: Story = onDesktop(Pending);

export const Playground: Story = {};

export const Loading: Story = {
  parameters: at(undefined, {
    getInvestmentPaymentInfo: http.get('/investments/{id}', async () => {
      await delay('infinite');
      return errorResponse(1);
    }),
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('loading...');
  },
};

/** A transfer the bank refused: shown pink. */
export const Failed: Story = {
  parameters: at(undefined, {
    getInvestmentPaymentInfo: http.get('/investments/{id}', ({ response }) =>
      response(200).json({ ...demoInvestmentPaymentInfo, status: 'FAILED' }),
    ),
  }),
  play: async ({ canvasElement }) => {
    await details(canvasElement);
    await expect(within(canvasElement).getByText('Failed')).toHaveAttribute('data-tone', 'failed');
  },
};

export const Succeeded: Story = {
  tags: ['visual'],
  parameters: at(undefined, {
    getInvestmentPaymentInfo: http.get('/investments/{id}', ({ response }) =>
      response(200).json({ ...demoInvestmentPaymentInfo, status: 'SUCCEEDED' }),
    ),
  }),
  play: async ({ canvasElement }) => {
    await details(canvasElement);
    await expect(within(canvasElement).getByText('Succeeded')).toHaveAttribute('data-tone', 'succeeded');
  },
};

/** Someone else's investment (or none): the server's code 10. */
export const NotYours: Story = {
  parameters: at(999),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Illegal access');
  },
};

export const ServerError: Story = {
  parameters: at(undefined, { getInvestmentPaymentInfo: http.get('/investments/{id}', () => errorResponse(1)) }),
  play: async ({ canvasElement }) => {
    const modal = await page(canvasElement).findByRole('dialog', { name: 'Something went wrong' });
    await expect(modal).toBeVisible();
  },
};

/** The confirmation box must be ticked. */
export const ConfirmationRequired: Story = {
  play: async ({ canvasElement }) => {
    await details(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await expect(await canvas.findByText('Please confirm that you have read the instructions')).toBeVisible();
  },
};

/** Ticked and confirmed: back to /platform. */
export const Confirmed: Story = {
  play: async ({ canvasElement }) => {
    await details(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: /I have noted these details/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await expect(await canvas.findByTestId('navigated-to')).toHaveTextContent('Navigated to /platform');
  },
};
