import { PLEDGE_MESSAGES } from '@keystone/flows/pledge';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { screenDecorator } from '../../../../testing/screen-decorator.tsx';
import { PledgeFlow } from '../pledge-flow.tsx';
import {
  expectFieldMessage,
  expectStep,
  longTermProject,
  pledgeScreen,
  press,
  pledgeState,
  project,
} from './pledge-stories.ts';

const meta = {
  title: 'Portal/Projects/Pledge/03 Statement and conditions',
  component: PledgeFlow,
  tags: ['autodocs'],
  args: { project, onLeave: fn(), snapshot: pledgeState('conditions') },
  argTypes: { snapshot: { control: false } },
  decorators: [screenDecorator],
  parameters: { layout: 'padded', a11y: { test: 'error' }, ...pledgeScreen() },
} satisfies Meta<typeof PledgeFlow>;
export default meta;
type Story = StoryObj<typeof meta>;

const longArgs = {
  project: longTermProject,
  snapshot: pledgeState('statement', { project: longTermProject, term: 'LONG' }),
};

/**
 * Conditions, agreed: the signature step opens and asks for the agreement (`POST /pledges`). The terms are a link
 * that opens in a new tab, so the pledge stays (issue 32 §3).
 */
export const Conditions: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectStep(canvasElement, 'Conditions');
    await expect(canvas.getByText(/governed by the agreement/)).toBeVisible();
    const terms = canvas.getByRole('link', { name: 'Read the terms and conditions (opens in a new tab)' });
    await expect(terms).toHaveAttribute('href', '/terms');
    await expect(terms).toHaveAttribute('target', '_blank');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'I agree with terms and conditions' }));
    await press(canvasElement, 'Next');
    await expectStep(canvasElement, 'eSignature');
    await expect(await canvas.findByTitle('Agreement')).toHaveAttribute('src', expect.stringMatching(/^blob:/));
  },
};

export const Playground: Story = {};

export const ConditionsRequired: Story = {
  play: async ({ canvasElement }) => {
    await expectStep(canvasElement, 'Conditions');
    await press(canvasElement, 'Next');
    const box = within(canvasElement).getByRole('checkbox', { name: 'I agree with terms and conditions' });
    await expectFieldMessage(box, PLEDGE_MESSAGES.conditions);
    await expectStep(canvasElement, 'Conditions');
    // Short term: Back returns to the amount.
    await press(canvasElement, 'Back');
    await expectStep(canvasElement, 'Amount');
  },
};

/** Statement (long term only), accepted: on to the conditions. */
export const Statement: Story = {
  args: longArgs,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectStep(canvasElement, 'Statement');
    await expect(canvas.getByRole('navigation', { name: 'Pledge steps' })).toHaveTextContent(/Statement/);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'I accept the statement' }));
    await press(canvasElement, 'Next');
    await expectStep(canvasElement, 'Conditions');
    // Long term: Back returns to the statement, still accepted.
    await press(canvasElement, 'Back');
    await expectStep(canvasElement, 'Statement');
    await expect(canvas.getByRole('checkbox', { name: 'I accept the statement' })).toBeChecked();
  },
};

export const StatementRequired: Story = {
  args: longArgs,
  play: async ({ canvasElement }) => {
    await expectStep(canvasElement, 'Statement');
    await press(canvasElement, 'Next');
    const box = within(canvasElement).getByRole('checkbox', { name: 'I accept the statement' });
    await expectFieldMessage(box, PLEDGE_MESSAGES.statement);
  },
};
