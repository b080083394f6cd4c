import { demoUsers } from '@keystone/demo/fixtures';
import { errorResponse, http } from '@keystone/demo/mocks';
import { ISA_APPLICATION_MESSAGES, ISA_DECLARATIONS, ISA_ELIGIBILITY_MESSAGES } from '@keystone/flows/isa';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { screenDecorator, screenParameters } from '../../testing/screen-decorator.tsx';
import { IsaPage } from './isa-page.tsx';

/** Olivia Bennett has no ISA yet; Oliver Grant (the demo's ISA holder) has one with £7,500 in it. */
const withoutIsa = (overrides: Parameters<typeof screenParameters>[1] = {}) =>
  screenParameters({ route: '/platform/isa', user: demoUsers.approvedInvestor }, overrides);
const withIsa = (overrides: Parameters<typeof screenParameters>[1] = {}) =>
  screenParameters({ route: '/platform/isa', user: demoUsers.coInvestor }, overrides);

const meta = {
  title: 'Portal/ISA/Page',
  component: IsaPage,
  tags: ['autodocs'],
  decorators: [screenDecorator],
  parameters: { layout: 'padded', ...withIsa() },
} satisfies Meta<typeof IsaPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const applyForm = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('form', { name: 'Apply for an Innovative Finance ISA' }));

async function fillApplication(canvasElement: HTMLElement, { signature = 'Olivia Bennett' } = {}) {
  const form = await applyForm(canvasElement);
  await userEvent.click(form.getByRole('checkbox', { name: 'I live in the UK' }));
  for (const declaration of Object.values(ISA_DECLARATIONS)) {
    await userEvent.click(form.getByRole('checkbox', { name: declaration }));
  }
  await userEvent.type(form.getByRole('textbox', { name: 'National Insurance number' }), 'AB 12 34 56 C');
  await userEvent.type(form.getByLabelText(/Type your full name to sign/), signature);
  await userEvent.click(form.getByRole('button', { name: 'Sign and open my ISA' }));
}

/** Before opening: what an IFISA is, and the application. */
export const NotOpen: Story = {
  parameters: withoutIsa(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'My ISA', level: 1 })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'What you need to know' })).toBeVisible();
    const form = await applyForm(canvasElement);
    await expect(form.getByRole('checkbox', { name: /all cash subscriptions made, and to be made/ })).not.toBeChecked();
    await expect(canvas.queryByRole('heading', { name: 'Cash in your ISA' })).toBeNull();
  },
};

/** Nothing accepted: every declaration, the residence, the NI number and the signature say what they need. */
export const ApplicationIncomplete: Story = {
  parameters: withoutIsa(),
  play: async ({ canvasElement }) => {
    const form = await applyForm(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Sign and open my ISA' }));
    await expect(await form.findByText(ISA_APPLICATION_MESSAGES.ukResidentRequired)).toBeVisible();
    await expect(form.getAllByText(ISA_APPLICATION_MESSAGES.declarationRequired)).toHaveLength(5);
    await expect(form.getByText(ISA_APPLICATION_MESSAGES.niNumberRequired)).toBeVisible();
    await expect(form.getByText(ISA_APPLICATION_MESSAGES.signatureRequired)).toBeVisible();
  },
};

/** Without a National Insurance number the investor says why instead. */
export const WithoutNiNumber: Story = {
  parameters: withoutIsa(),
  play: async ({ canvasElement }) => {
    const form = await applyForm(canvasElement);
    await userEvent.click(form.getByRole('checkbox', { name: 'I do not have a National Insurance number' }));
    await expect(form.queryByRole('textbox', { name: 'National Insurance number' })).toBeNull();
    await userEvent.click(form.getByRole('button', { name: 'Sign and open my ISA' }));
    await expect(await form.findByText(ISA_APPLICATION_MESSAGES.noNiReasonRequired)).toBeVisible();
  },
};

/** Signed and opened: the page becomes the ISA's. */
export const Opened: Story = {
  parameters: withoutIsa(),
  play: async ({ canvasElement }) => {
    await fillApplication(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Cash in your ISA' })).toBeVisible();
    await expect(within(canvas.getByRole('region', { name: 'Cash in your ISA' })).getByText('£0.00')).toBeVisible();
    await expect(await canvas.findByText('No payments yet')).toBeVisible();
  },
};

/** KYC says the investor is under 18 on the day: code 55, said above the form. */
export const NotEligible: Story = {
  parameters: withoutIsa({
    openIsa: http.post('/isa', () => errorResponse(55, { message: ISA_ELIGIBILITY_MESSAGES.underAge })),
  }),
  play: async ({ canvasElement }) => {
    await fillApplication(canvasElement);
    await expect(await within(canvasElement).findByText(ISA_ELIGIBILITY_MESSAGES.underAge)).toBeVisible();
  },
};

/** The ISA was opened in another tab meanwhile: code 56. */
export const AlreadyOpen: Story = {
  parameters: withoutIsa({ openIsa: http.post('/isa', () => errorResponse(56)) }),
  play: async ({ canvasElement }) => {
    await fillApplication(canvasElement);
    await expect(await within(canvasElement).findByText(/already/i)).toBeVisible();
  },
};

/** The open ISA: cash, this tax year's allowance, the payments and the signed application. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Cash in your ISA' })).toBeVisible();
    await expect(canvas.getByText('£7,500.00')).toBeVisible();
    const allowance = within(canvas.getByRole('region', { name: /This tax year/ }));
    await expect(allowance.getByText('£20,000.00')).toBeVisible();
    await expect(allowance.getByText('£8,000.00')).toBeVisible();
    await expect(allowance.getByText('£2,000.00')).toBeVisible();
    await expect(allowance.getByText('£10,000.00')).toBeVisible();
    await expect(allowance.getByText('£500.00')).toBeVisible();
    const table = await canvas.findByRole('table', { name: 'Payments in and out' });
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: 'Your signed application (PDF)' })).toHaveAttribute(
      'href',
      '/api/isa/application/document',
    );
    const investments = within(canvas.getByRole('region', { name: 'Investments and transfers' }));
    await expect(investments.getByRole('link', { name: 'Your investments' })).toHaveAttribute(
      'href',
      '/platform/dashboard',
    );
    await expect(investments.getByRole('link', { name: 'ISA transfers' })).toHaveAttribute(
      'href',
      '/platform/isa/transfers',
    );
  },
};

export const Loading: Story = {
  parameters: withIsa({
    getIsa: http.get('/isa', async () => {
      await delay('infinite');
      return errorResponse(1);
    }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'My ISA', level: 1 })).toBeVisible();
    await expect(canvas.getByRole('status')).toBeInTheDocument();
  },
};

export const ServerError: Story = {
  parameters: withIsa({ getIsa: http.get('/isa', () => errorResponse(1)) }),
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByRole('dialog', { name: 'Something went wrong' })).toBeVisible();
    await expect(within(canvasElement).getByText('Try again')).toBeInTheDocument();
  },
};

async function openMoneyDialog(canvasElement: HTMLElement, trigger: 'Pay in' | 'Take out') {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: trigger }));
  const name = trigger === 'Pay in' ? 'Pay into your ISA' : 'Take money out of your ISA';
  return within(await body(canvasElement).findByRole('dialog', { name }));
}

async function submitAmount(dialog: ReturnType<typeof within>, amount: string, submit: string) {
  await userEvent.type(dialog.getByLabelText(/Amount/), amount);
  await userEvent.click(dialog.getByRole('button', { name: submit }));
}

/** £1,000 from the e-wallet: in the ISA at once, the figures read again. */
export const PayInFromWallet: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openMoneyDialog(canvasElement, 'Pay in');
    await expect(dialog.getByRole('radio', { name: 'From my e-wallet' })).toBeChecked();
    await submitAmount(dialog, '1000', 'Pay in');
    await expect(await dialog.findByText('The money is in your ISA.')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Done' }));
    const cash = within(within(canvasElement).getByRole('region', { name: 'Cash in your ISA' }));
    await expect(await cash.findByText('£8,500.00')).toBeVisible();
  },
};

/** By bank transfer: the details and the reference to quote. */
export const PayInByBankTransfer: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openMoneyDialog(canvasElement, 'Pay in');
    await userEvent.click(dialog.getByRole('radio', { name: 'By bank transfer' }));
    await submitAmount(dialog, '2000', 'Pay in');
    await expect(await dialog.findByText(/quoting the reference/)).toBeVisible();
    await expect(dialog.getByText(/^KSI\d{7}$/)).toBeVisible();
  },
};

/** More than the allowance left and the £500 withdrawn this year: code 53's sentence on the form. */
export const AllowanceExceeded: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openMoneyDialog(canvasElement, 'Pay in');
    await submitAmount(dialog, '10501', 'Pay in');
    await expect(await dialog.findByText(/You can pay £10,500\.00 more into ISAs this tax year/)).toBeVisible();
  },
};

/** Submitting: the button says so until the answer comes. */
export const PayingIn: Story = {
  parameters: withIsa({
    subscribeToIsa: http.put('/isa/subscriptions', async () => {
      await delay('infinite');
      return errorResponse(1);
    }),
  }),
  play: async ({ canvasElement }) => {
    const dialog = await openMoneyDialog(canvasElement, 'Pay in');
    await submitAmount(dialog, '100', 'Pay in');
    await waitFor(() => expect(dialog.getByRole('button', { name: /Pay in/ })).toHaveAttribute('aria-busy', 'true'));
  },
};

/** To the e-wallet at once. */
export const TakeOutToWallet: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openMoneyDialog(canvasElement, 'Take out');
    await submitAmount(dialog, '500', 'Take out');
    await expect(await dialog.findByText('Your withdrawal has been made.')).toBeVisible();
  },
};

/** More than the ISA's cash: 'Insufficient balance' under the amount. */
export const TakeOutTooMuch: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openMoneyDialog(canvasElement, 'Take out');
    await submitAmount(dialog, '7501', 'Take out');
    await expect(await dialog.findByText('Insufficient balance')).toBeVisible();
  },
};

/** What was paid into other ISAs changes what is left. */
export const DeclareOtherIsas: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Change what you paid into other ISAs' }));
    const form = within(canvas.getByRole('form', { name: 'Change what you paid into other ISAs' }));
    const field = form.getByLabelText(/Paid into other ISAs this tax year/);
    await userEvent.clear(field);
    await userEvent.type(field, '5000');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    const allowance = within(canvas.getByRole('region', { name: /This tax year/ }));
    await expect(await allowance.findByText('£7,000.00')).toBeVisible();
  },
};

/** A figure the rules refuse stays on the form. */
export const DeclareOtherIsasRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Change what you paid into other ISAs' }));
    const form = within(canvas.getByRole('form', { name: 'Change what you paid into other ISAs' }));
    const field = form.getByLabelText(/Paid into other ISAs this tax year/);
    await userEvent.clear(field);
    await userEvent.type(field, '25000');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(await form.findByText('Enter an amount from £0 to £20,000 in whole pounds')).toBeVisible();
  },
};
