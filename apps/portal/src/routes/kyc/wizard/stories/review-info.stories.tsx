import { errorResponse, http } from '@keystone/demo/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { screenDecorator } from '../../../../testing/screen-decorator.tsx';
import type { User } from '@keystone/api';
import { filledCompany, filledIndividual, wizardState } from '../../testing/wizard-states.ts';
import { expectStage, pressNext, wizardScreen } from '../../testing/wizard-story.ts';
import { KycWizard, WIZARD_TEXTS } from '../kyc-wizard.tsx';

const user: User = { ...filledIndividual, competenceReviewPassed: true };
const company: User = { ...filledCompany, competenceReviewPassed: true };
const atReview = (saved: User) => wizardState('reviewAnswers', { user: saved });

const meta = {
  title: 'KYC/Wizard/06 Review info',
  component: KycWizard,
  tags: ['autodocs'],
  args: { user, snapshot: atReview(user) },
  argTypes: { snapshot: { control: false } },
  decorators: [screenDecorator],
  parameters: { layout: 'padded', ...wizardScreen(user) },
} satisfies Meta<typeof KycWizard>;
export default meta;
type Story = StoryObj<typeof meta>;

const section = (canvasElement: HTMLElement, title: string) =>
  within(within(canvasElement).getByRole('region', { name: title }));

/** Everything entered, read-only, with the header scrolled to the last four steps. */
export const Individual: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectStage(canvasElement, 'Review info');
    await expect(section(canvasElement, 'Personal details').getByText('Olivia')).toBeVisible();
    await expect(section(canvasElement, 'Personal details').getByText('+44 7700900123')).toBeVisible();
    await expect(section(canvasElement, 'Proof of Identity').getByText('Proof of address')).toBeVisible();
    await expect(section(canvasElement, 'Bank details').getByText('41726385')).toBeVisible();
    await expect(section(canvasElement, 'Investor Certification').getByText('High net worth investor')).toBeVisible();
    await expect(section(canvasElement, 'Competence Review').getByText('Passed')).toBeVisible();
    await expect(canvas.queryByText('Company name')).toBeNull();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.getByRole('button', { name: WIZARD_TEXTS.submit })).toBeEnabled();
  },
};

export const Playground: Story = {};

export const Company: Story = {
  args: { user: company, snapshot: atReview(company) },
  parameters: wizardScreen(company),
  play: async ({ canvasElement }) => {
    await expectStage(canvasElement, 'Review info');
    await expect(section(canvasElement, 'Bank details').getByText('Price Property Holdings Ltd')).toBeVisible();
    await expect(section(canvasElement, 'Proof of Identity').getByText('Articles of association')).toBeVisible();
    await expect(
      section(canvasElement, 'Personal details').getByText('Person type').nextElementSibling,
    ).toHaveTextContent('Company');
  },
};

/** 'Edit' jumps back to that stage. */
export const EditJumpsToStage: Story = {
  play: async ({ canvasElement }) => {
    await expectStage(canvasElement, 'Review info');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit Bank details' }));
    await expectStage(canvasElement, 'Bank details');
  },
};

/** Submit with stages incomplete (no sort code saved, the risk statement unticked): nothing is sent. */
const incomplete: User = { ...user, sortCode: null, riskStatementAccepted: false };
export const Incomplete: Story = {
  args: { user: incomplete, snapshot: wizardState('reviewAnswers', { user: incomplete }) },
  play: async ({ canvasElement }) => {
    await expectStage(canvasElement, 'Review info');
    await pressNext(canvasElement, WIZARD_TEXTS.submit);
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(WIZARD_TEXTS.incomplete);
    await expect(alert).toHaveTextContent('Bank details, Investor Certification');
    await expectStage(canvasElement, 'Review info');
  },
};

/** Submit starts the procedure (`PUT /user/start-kyc-procedure`); the wizard ends with the server's answer published. */
export const Submit: Story = {
  play: async ({ canvasElement }) => {
    await expectStage(canvasElement, 'Review info');
    await pressNext(canvasElement, WIZARD_TEXTS.submit);
    await expect(await within(canvasElement).findByText(WIZARD_TEXTS.submitted)).toBeVisible();
  },
};

/** `PUT /user/start-kyc-procedure` under way. */
export const StartingProcedure: Story = {
  args: { user, snapshot: wizardState('startingProcedure', { user, stage: 'reviewAnswers', destination: 6 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectStage(canvasElement, 'Review info');
    await expect(canvas.getByRole('button', { name: WIZARD_TEXTS.submit })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Edit Personal details' })).toBeDisabled();
  },
};

/** The procedure refuses to start (code 15): the server's message, and the investor stays on the review. */
export const StartFails: Story = {
  parameters: wizardScreen(user, { startKycProcedure: http.put('/user/start-kyc-procedure', () => errorResponse(15)) }),
  play: async ({ canvasElement }) => {
    await expectStage(canvasElement, 'Review info');
    await pressNext(canvasElement, WIZARD_TEXTS.submit);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('KYC procedure not finished');
    await expectStage(canvasElement, 'Review info');
  },
};

/** Back to the first stage restarts the KYC (`PUT /user/restart-kyc-procedure`) while it waits. */
export const Restarting: Story = {
  args: { user, snapshot: wizardState('restarting', { user, stage: 'proofOfIdentity', destination: 0 }) },
  play: async ({ canvasElement }) => {
    await expectStage(canvasElement, 'Proof of Identity');
    await expect(within(canvasElement).getByRole('button', { name: 'Next' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The final state, as a host that has not switched screens yet shows it. */
export const Finished: Story = {
  args: { user, snapshot: wizardState('finished', { user, stage: 'reviewAnswers' }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(WIZARD_TEXTS.submitted)).toBeVisible();
  },
};
