import type { User } from '@keystone/api';
import { demoUsers } from '@keystone/demo/fixtures';
import { errorResponse, http } from '@keystone/demo/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { screenDecorator, screenParameters } from '../../../testing/screen-decorator.tsx';
import { SECOND_FACTORS_SECTION_TEXTS as TEXTS, SecondFactorsSection } from './second-factors-section.tsx';

const investor: User = { ...demoUsers.approvedInvestor, secondFactorMethods: ['TOTP', 'PASSKEY'] };
const name = 'Olivia Bennett';

const meta = {
  title: 'Portal/Users/Remove two-step sign-in',
  component: SecondFactorsSection,
  decorators: [screenDecorator],
  parameters: {
    layout: 'padded',
    ...screenParameters({ route: `/platform/users/${investor.id}`, user: demoUsers.admin }),
  },
  args: { user: investor, name, onOutcome: fn() },
} satisfies Meta<typeof SecondFactorsSection>;
export default meta;
type Story = StoryObj<typeof meta>;

const openDialog = async (canvasElement: HTMLElement) => {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: TEXTS.remove }));
  return within(canvasElement.ownerDocument.body).findByRole('dialog', { name: TEXTS.dialogTitle });
};

/** The investor's second steps, and the support route beside them. */
export const Section: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: TEXTS.title, level: 2 })).toBeVisible();
    await expect(canvas.getByText('Authenticator app, Passkey')).toBeVisible();
  },
};

/**
 * The dialog says the admin must have checked who the person is, never on an e-mail alone; nothing is removed until
 * they tick that they have. Then the outcome goes to the page.
 */
export const ResetDialog: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(await openDialog(canvasElement));
    await expect(dialog.getByText(TEXTS.checkFirst)).toBeVisible();
    await expect(dialog.getByText(TEXTS.dialogDescription(name))).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: TEXTS.confirm }));
    await expect(await dialog.findByText(TEXTS.tickFirst)).toBeVisible();
    await expect(args.onOutcome).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('checkbox', { name: TEXTS.checked }));
    await userEvent.click(dialog.getByRole('button', { name: TEXTS.confirm }));
    await waitFor(() => expect(args.onOutcome).toHaveBeenCalledWith({ variant: 'success', text: TEXTS.removed(name) }));
  },
};

/** Refused (the admin's own second factor is not fresh and was not confirmed, or another admin): the server's words. */
export const Refused: Story = {
  parameters: screenParameters(
    { route: `/platform/users/${investor.id}`, user: demoUsers.admin },
    { resetUserSecondFactors: http.delete('/users/{id}/second-factors', () => errorResponse(11)) },
  ),
  play: async ({ canvasElement, args }) => {
    const dialog = within(await openDialog(canvasElement));
    await userEvent.click(dialog.getByRole('checkbox', { name: TEXTS.checked }));
    await userEvent.click(dialog.getByRole('button', { name: TEXTS.confirm }));
    await expect(await dialog.findByRole('alert')).toBeVisible();
    await expect(args.onOutcome).not.toHaveBeenCalled();
  },
};
