import { errorResponse, http } from '@keystone/demo/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { screenDecorator } from '../../../../testing/screen-decorator.tsx';
import { filledIndividual, newcomer, wizardState } from '../../testing/wizard-states.ts';
import {
  expectFieldMessage,
  expectNoFieldMessages,
  expectStage,
  page,
  pressNext,
  wizardScreen,
} from '../../testing/wizard-story.ts';
import { KycWizard, WIZARD_TEXTS } from '../kyc-wizard.tsx';
import { PHONE_DISCLAIMER } from '../stages/personal-details-stage.tsx';

const meta = {
  title: 'KYC/Wizard/01 Personal details',
  component: KycWizard,
  tags: ['autodocs'],
  args: { user: newcomer },
  argTypes: { snapshot: { control: false } },
  decorators: [screenDecorator],
  parameters: { layout: 'padded', ...wizardScreen() },
} satisfies Meta<typeof KycWizard>;
export default meta;
type Story = StoryObj<typeof meta>;

const REQUIRED = 'Please fill required field';

/** A newcomer's first stage: nothing filled in, GB preset, Back disabled. */
export const Empty: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectStage(canvasElement, 'Personal details');
    const steps = within(canvas.getByRole('navigation', { name: 'KYC steps' }));
    // Six steps read, as 'Step 1 of 6' says; four drawn.
    await expect(steps.getByText('Step 1 of 6')).toBeInTheDocument();
    await expect(steps.getAllByRole('listitem')).toHaveLength(6);
    await expect(steps.getByText('Personal details').closest('li')).toHaveAttribute('aria-current', 'step');
    await expect(steps.getByText('Investor Certification')).toBeVisible();
    await expect(steps.getByText('Competence Review').closest('li')?.getBoundingClientRect().width).toBeLessThanOrEqual(
      1,
    );

    await expect(canvas.getByLabelText('First name', { exact: false })).toHaveValue('');
    const phone = canvas.getByLabelText('Mobile number', { exact: false });
    await expect(phone).toHaveAccessibleDescription(expect.stringContaining('+44'));
    await expect(phone).toHaveAccessibleDescription(expect.stringContaining(PHONE_DISCLAIMER));
    await expect(canvas.getByLabelText('Country of residence')).toHaveValue('United Kingdom');
    await expect(canvas.getByLabelText('Country of residence')).toHaveAttribute('readonly');
    await expect(canvas.getByLabelText('Nationality', { exact: false })).toHaveTextContent('United Kingdom');
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeDisabled();
    await expectNoFieldMessages(canvasElement);
  },
};

export const Playground: Story = {};

/** Next on an empty stage: nothing is sent and every required field says so. */
export const EmptyValidation: Story = {
  play: async ({ canvasElement }) => {
    await expectStage(canvasElement, 'Personal details');
    await pressNext(canvasElement);
    for (const label of [
      'Person type',
      'Title',
      'First name',
      'Last name',
      'Date of birth',
      'Mobile number',
      'Address line 1',
      'City',
      'Postcode',
    ]) {
      await expectFieldMessage(canvasElement, label, REQUIRED);
    }
    await expectStage(canvasElement, 'Personal details');
    // The focus is on the first field in error, and a summary lists them all, each a link to its field.
    await expect(document.activeElement).toHaveAttribute('aria-invalid', 'true');
    const summary = within(
      within(canvasElement).getByText(WIZARD_TEXTS.errorSummary).closest<HTMLElement>('[role="alert"]')!,
    );
    await expect(summary.getAllByRole('link')).toHaveLength(9);
    await userEvent.click(summary.getByRole('link', { name: new RegExp(`^City.*: ${REQUIRED}$`) }));
    await expect(within(canvasElement).getByLabelText('City', { exact: false })).toHaveFocus();

    // Typing clears a field's message as the rule passes.
    await userEvent.type(within(canvasElement).getByLabelText('First name', { exact: false }), 'Noah');
    await expect(within(canvasElement).getByLabelText('First name', { exact: false })).not.toHaveAttribute(
      'aria-invalid',
    );
  },
};

const filled = { user: filledIndividual, snapshot: wizardState('personalDetails', { user: filledIndividual }) };

export const Filled: Story = {
  args: filled,
  parameters: wizardScreen(filledIndividual),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectStage(canvasElement, 'Personal details');
    await expect(canvas.getByLabelText('Person type', { exact: false })).toHaveTextContent('Individual');
    await expect(canvas.getByLabelText('Title', { exact: false })).toHaveTextContent('Mrs');
    await expect(canvas.getByLabelText('Date of birth', { exact: false })).toHaveValue('1985-06-14');
    await expect(canvas.getByLabelText('Mobile number', { exact: false })).toHaveValue('7700900123');
    await expect(canvas.getByLabelText('Postcode', { exact: false })).toHaveValue('W11 3BU');
  },
};

/** Values in the wrong shape: under 18, a phone that is not a UK mobile, a postcode that is not British. */
export const InvalidValues: Story = {
  args: filled,
  parameters: wizardScreen(filledIndividual),
  play: async ({ canvasElement }) => {
    const retype = async (label: string, value: string) => {
      const field = within(canvasElement).getByLabelText(label, { exact: false });
      await userEvent.clear(field);
      await userEvent.type(field, value);
    };
    await expectStage(canvasElement, 'Personal details');
    await retype('Date of birth', '2015-01-01');
    await retype('Mobile number', '12345');
    await retype('Postcode', 'NOT A CODE');
    await expectStage(canvasElement, 'Personal details');
    await pressNext(canvasElement);
    await expectFieldMessage(canvasElement, 'Date of birth', 'Sorry, your age must be 18+.');
    await expectFieldMessage(canvasElement, 'Mobile number', 'Incorrect format');
    await expectFieldMessage(canvasElement, 'Postcode', 'Incorrect format');
  },
};

/** The filled investor has an address line 2 already: replace it, so the form has a change to save. */
async function changeAddressLine2(canvasElement: HTMLElement, value: string) {
  const field = within(canvasElement).getByLabelText('Address line 2', { exact: false });
  await userEvent.clear(field);
  await userEvent.type(field, value);
}

/** Next saves what changed with `PUT /user` and moves on. */
export const NextSaves: Story = {
  args: filled,
  parameters: wizardScreen(filledIndividual),
  play: async ({ canvasElement }) => {
    await expectStage(canvasElement, 'Personal details');
    await changeAddressLine2(canvasElement, 'Flat 2');
    await pressNext(canvasElement);
    await expectStage(canvasElement, 'Proof of Identity');
    await expect(within(canvasElement).getByRole('button', { name: 'Back' })).toBeEnabled();
  },
};

/** The save under way: buttons wait and nothing can be typed. */
export const Saving: Story = {
  args: {
    user: filledIndividual,
    snapshot: wizardState('saving', { user: filledIndividual, stage: 'personalDetails', destination: 1 }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectStage(canvasElement, 'Personal details');
    await expect(canvas.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeDisabled();
    await expect(canvas.getByLabelText('First name', { exact: false })).toBeDisabled();
  },
};

/** The server refuses a field: its message shows under it, first letter of the field name lowercased. */
export const ServerFieldError: Story = {
  args: filled,
  parameters: wizardScreen(filledIndividual, {
    updateCurrentUser: http.put('/user', () =>
      errorResponse(2, { fieldErrors: [{ field: 'Postcode', message: 'This postcode is not in the UK' }] }),
    ),
  }),
  play: async ({ canvasElement }) => {
    await expectStage(canvasElement, 'Personal details');
    await changeAddressLine2(canvasElement, 'Flat 2');
    await pressNext(canvasElement);
    await expectFieldMessage(canvasElement, 'Postcode', 'This postcode is not in the UK');
    await expectStage(canvasElement, 'Personal details');
  },
};

/** A refusal no field carries (a catalogue error): the server's words above the form, dismissible. */
export const ServerError: Story = {
  args: filled,
  parameters: wizardScreen(filledIndividual, { updateCurrentUser: http.put('/user', () => errorResponse(16)) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectStage(canvasElement, 'Personal details');
    await changeAddressLine2(canvasElement, 'Flat 2');
    await pressNext(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('KYC procedure in progress');
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expectStage(canvasElement, 'Personal details');
    await expect(canvas.getByLabelText('Address line 2', { exact: false })).toHaveValue('Flat 2');
  },
};

/** An unexpected failure (the server broke): the generic modal, and the investor stays with what was typed. */
export const UnexpectedFailure: Story = {
  args: filled,
  parameters: wizardScreen(filledIndividual, { updateCurrentUser: http.put('/user', () => errorResponse(1)) }),
  play: async ({ canvasElement }) => {
    await expectStage(canvasElement, 'Personal details');
    await changeAddressLine2(canvasElement, 'Flat 2');
    await pressNext(canvasElement);
    const modal = await page(canvasElement).findByRole('dialog', { name: 'Something went wrong' });
    await userEvent.click(within(modal).getByRole('button', { name: 'OK' }));
    await expectStage(canvasElement, 'Personal details');
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
    await expect(within(canvasElement).getByLabelText('Address line 2', { exact: false })).toHaveValue('Flat 2');
  },
};
