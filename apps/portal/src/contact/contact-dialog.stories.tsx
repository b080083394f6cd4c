import { demoUsers, userStates } from '@keystone/demo/fixtures';
import { type ContactRequest } from '@keystone/api';
import { errorResponse, http } from '@keystone/demo/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, fn, userEvent, within } from 'storybook/test';
import { screenDecorator, screenParameters } from '../testing/screen-decorator.tsx';
import { CONTACT_TEXTS, ContactDialog } from './contact-dialog.tsx';

const investor = demoUsers.approvedInvestor;
const contactScreen = (overrides: Parameters<typeof screenParameters>[1] = {}) =>
  screenParameters({ user: investor }, overrides);

const meta = {
  title: 'Portal/Contact form',
  component: ContactDialog,
  tags: ['autodocs'],
  args: { open: true, onOpenChange: fn() },
  decorators: [screenDecorator],
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 720 } }, ...contactScreen() },
} satisfies Meta<typeof ContactDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: CONTACT_TEXTS.title }));
const field = async (canvasElement: HTMLElement, label: string) =>
  (await dialog(canvasElement)).findByLabelText(label, { exact: false, selector: 'input, select, textarea, button' });
const send = async (canvasElement: HTMLElement) =>
  userEvent.click((await dialog(canvasElement)).getByRole('button', { name: CONTACT_TEXTS.send }));

async function expectMessage(canvasElement: HTMLElement, label: string, message: string) {
  const control = await field(canvasElement, label);
  await expect(control).toHaveAttribute('aria-invalid', 'true');
  await expect(control).toHaveAccessibleDescription(expect.stringContaining(message));
}

/** Prefilled with the signed-in investor's name and e-mail. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(await field(canvasElement, 'Full name')).toHaveValue(investor.fullName);
    await expect(await field(canvasElement, 'Email')).toHaveValue(investor.email);
    await expect(await field(canvasElement, 'Message')).toHaveValue('');
    await expect(await field(canvasElement, 'Message')).toHaveAccessibleDescription(
      expect.stringContaining('0/2500 characters'),
    );
    await expect(await field(canvasElement, 'Interest')).toHaveTextContent('Choose a topic');
  },
};

export const Playground: Story = {};

/** Everything emptied, then sent: each required field's message. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.clear(await field(canvasElement, 'Full name'));
    await userEvent.clear(await field(canvasElement, 'Email'));
    await send(canvasElement);
    await expectMessage(canvasElement, 'Full name', 'Please enter Full Name');
    await expectMessage(canvasElement, 'Email', 'Please enter the Email');
    await expectMessage(canvasElement, 'Message', 'Please enter your message');
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.clear(await field(canvasElement, 'Email'));
    await userEvent.type(await field(canvasElement, 'Email'), 'isla at keystone');
    await send(canvasElement);
    await expectMessage(canvasElement, 'Email', 'Incorrect email format');
  },
};

export const InvalidFullName: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.clear(await field(canvasElement, 'Full name'));
    await userEvent.type(await field(canvasElement, 'Full name'), 'R2D2');
    await send(canvasElement);
    await expectMessage(canvasElement, 'Full name', 'Incorrect Format');
  },
};

/** A longer message is cut to 2500 characters, and the counter says so. */
export const LongMessage: Story = {
  play: async ({ canvasElement }) => {
    const message = await field(canvasElement, 'Message');
    await userEvent.click(message);
    await userEvent.paste('x'.repeat(2600));
    await expect((message as HTMLTextAreaElement).value).toHaveLength(2500);
    await expect(message).toHaveAccessibleDescription(expect.stringContaining('2500/2500 characters'));
  },
};

/** Three attempts used: the interest is KYC from the start. */
export const KycDefault: Story = {
  args: { usedAnswerAttempts: 3 },
  parameters: screenParameters({ user: userStates.competenceAttemptsUsedUp }),
  play: async ({ canvasElement }) => {
    await expect(await field(canvasElement, 'Interest')).toHaveTextContent('Know your customer (KYC) checks');
    await expect(await field(canvasElement, 'Full name')).toHaveValue(userStates.competenceAttemptsUsedUp.fullName);
  },
};

async function writeAndSend(canvasElement: HTMLElement) {
  await userEvent.type(await field(canvasElement, 'Message'), 'When does the next project open?');
  await send(canvasElement);
}

export const Submitting: Story = {
  parameters: contactScreen({
    sendContactRequest: http.post('/marketing/contact-us', async () => {
      await delay('infinite');
      return errorResponse(1);
    }),
  }),
  play: async ({ canvasElement }) => {
    await writeAndSend(canvasElement);
    await expect((await dialog(canvasElement)).getByRole('button', { name: CONTACT_TEXTS.send })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const ServerError: Story = {
  parameters: contactScreen({ sendContactRequest: http.post('/marketing/contact-us', () => errorResponse(2)) }),
  play: async ({ canvasElement }) => {
    await writeAndSend(canvasElement);
    await expect(await (await dialog(canvasElement)).findByRole('alert')).toHaveTextContent('Invalid data');
  },
};

let sent: ContactRequest | undefined;

/** Sent from a project page: the request carries the project, the chosen interest and the phone. */
export const Success: Story = {
  args: { projectName: 'Riverside Lofts' },
  beforeEach: () => {
    sent = undefined;
  },
  parameters: contactScreen({
    sendContactRequest: http.post('/marketing/contact-us', async ({ request, response }) => {
      sent = await request.json();
      return response(204).empty();
    }),
  }),
  play: async ({ canvasElement, args }) => {
    await userEvent.selectOptions(await field(canvasElement, 'Interest'), 'I invest as an individual');
    await userEvent.type(await field(canvasElement, 'Phone number'), '07700900123');
    await writeAndSend(canvasElement);
    await expect(await (await dialog(canvasElement)).findByText(CONTACT_TEXTS.sent)).toBeVisible();
    await expect(sent).toEqual({
      fullName: investor.fullName,
      email: investor.email,
      message: 'When does the next project open?',
      interest: 'INDIVIDUAL_INVESTOR',
      phoneNumber: '07700900123',
      projectName: 'Riverside Lofts',
    });
    await userEvent.click((await dialog(canvasElement)).getByRole('button', { name: 'Done' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
