import { apiError } from '@keystone/api';
import { errorResponse, http, MOCK_SMS_CODE } from '@keystone/demo/mocks';
import { errorText } from '@keystone/flows/errors';
import { PLEDGE_MESSAGES, SIGNATURE_PLACEHOLDER } from '@keystone/flows/pledge';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { screenDecorator } from '../../../../testing/screen-decorator.tsx';
import { PledgeFlow } from '../pledge-flow.tsx';
import {
  expectFieldMessage,
  expectStep,
  page,
  pledgeScreen,
  pledgeState,
  project,
  refusedCode,
} from './pledge-stories.ts';

const meta = {
  title: 'Portal/Projects/Pledge/05 SMS code',
  component: PledgeFlow,
  tags: ['autodocs'],
  args: { project, onLeave: fn(), snapshot: pledgeState({ eSignature: 'enteringCode' }) },
  argTypes: { snapshot: { control: false } },
  decorators: [screenDecorator],
  parameters: { layout: 'padded', a11y: { test: 'error' }, ...pledgeScreen() },
} satisfies Meta<typeof PledgeFlow>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async (canvasElement: HTMLElement) =>
  within(await page(canvasElement).findByRole('dialog', { name: 'Enter the code' }));

async function submitCode(canvasElement: HTMLElement, code: string) {
  const codeDialog = await dialog(canvasElement);
  if (code !== '') await userEvent.type(codeDialog.getByRole('textbox', { name: /^Code/ }), code);
  // Submit ignores a press while the code is still being sent (the investor has no code until then).
  const submit = codeDialog.getByRole('button', { name: 'Submit' });
  await waitFor(() => expect(submit).not.toHaveAttribute('aria-busy'));
  await userEvent.click(submit);
}

/** The code dialog Sign opened: the code, Submit, and a way to have a new code sent. */
export const EnteringCode: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const codeDialog = await dialog(canvasElement);
    await expect(codeDialog.getByText(/We sent a code by SMS/)).toBeVisible();
    await expect(codeDialog.getByRole('textbox', { name: /^Code/ })).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(codeDialog.getByRole('button', { name: 'Send a new code' })).toBeEnabled();
  },
};

export const Playground: Story = {};

/** Sign sends the code (`PUT /pledges/{id}/send-sms`) and opens the dialog. */
export const SignSendsCode: Story = {
  args: {
    snapshot: pledgeState(
      { eSignature: 'signing' },
      { agreementRead: true, signatures: { DRAW: SIGNATURE_PLACEHOLDER } },
    ),
  },
  play: async ({ canvasElement }) => {
    await expectStep(canvasElement, 'eSignature');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Sign' }));
    await expect((await dialog(canvasElement)).getByRole('button', { name: 'Submit' })).toBeEnabled();
  },
};

/** While the code is being sent: the dialog waits. */
export const SendingCode: Story = {
  args: { snapshot: pledgeState({ eSignature: 'sendingCode' }) },
  play: async ({ canvasElement }) => {
    const codeDialog = await dialog(canvasElement);
    await expect(codeDialog.getByRole('button', { name: 'Send a new code' })).toBeDisabled();
    await expect(codeDialog.getByRole('form', { name: 'Enter the code' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const CodeRequired: Story = {
  play: async ({ canvasElement }) => {
    await submitCode(canvasElement, '');
    const codeDialog = await dialog(canvasElement);
    await expectFieldMessage(codeDialog.getByRole('textbox', { name: /^Code/ }), PLEDGE_MESSAGES.required);
  },
};

/** The right code: the payment is made from the e-wallet and the flow moves on by itself. */
export const CodeAccepted: Story = {
  play: async ({ canvasElement }) => {
    await submitCode(canvasElement, MOCK_SMS_CODE);
    await expect(await within(canvasElement).findByText('Thank you for your pledge')).toBeVisible();
    await expectStep(canvasElement, 'Success');
  },
};

/** A wrong code: the finish refuses it, and the dialog opens again with the reason. */
export const WrongCode: Story = {
  parameters: pledgeScreen(refusedCode(PLEDGE_MESSAGES.smsCodeWrong)),
  play: async ({ canvasElement }) => {
    await submitCode(canvasElement, '000000');
    await waitFor(async () =>
      expectFieldMessage(
        (await dialog(canvasElement)).getByRole('textbox', { name: /^Code/ }),
        PLEDGE_MESSAGES.smsCodeWrong,
      ),
    );
  },
};

/** The fifth wrong try ends the code (429 code 20): the dialog says so, and a new code can be sent. */
export const CodeEnded: Story = {
  parameters: pledgeScreen({
    finishPledge: http.put('/pledges/{id}', () => errorResponse(20, { retryAfterSeconds: 30 })),
  }),
  play: async ({ canvasElement }) => {
    await submitCode(canvasElement, '000000');
    const codeDialog = await dialog(canvasElement);
    await waitFor(() =>
      expect(codeDialog.getByRole('textbox', { name: /^Code/ })).toHaveAttribute('aria-invalid', 'true'),
    );
    await expect(codeDialog.getByRole('textbox', { name: /^Code/ })).toHaveAccessibleDescription(
      expect.stringContaining(errorText(apiError(20, { retryAfterSeconds: 30 }))),
    );
    await expect(codeDialog.getByRole('button', { name: 'Send a new code' })).toBeEnabled();
  },
};

/** An expired code, reached from its snapshot: the reason under the field, and a new code to ask for. */
export const ExpiredCode: Story = {
  args: { snapshot: pledgeState({ eSignature: 'enteringCode' }, { smsCodeError: PLEDGE_MESSAGES.smsCodeExpired }) },
  play: async ({ canvasElement }) => {
    const codeDialog = await dialog(canvasElement);
    await expectFieldMessage(codeDialog.getByRole('textbox', { name: /^Code/ }), PLEDGE_MESSAGES.smsCodeExpired);
  },
};

/** A new code sent from the dialog. */
export const Resent: Story = {
  args: ExpiredCode.args,
  play: async ({ canvasElement }) => {
    const codeDialog = await dialog(canvasElement);
    await userEvent.click(codeDialog.getByRole('button', { name: 'Send a new code' }));
    await expect(await codeDialog.findByText('A new code was sent.')).toBeVisible();
    await expect(codeDialog.getByRole('textbox', { name: /^Code/ })).toHaveValue('');
  },
};

/** Closing the dialog returns to the signature, still there. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await dialog(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(within(canvasElement).getByRole('button', { name: 'Sign' })).toBeEnabled();
  },
};
