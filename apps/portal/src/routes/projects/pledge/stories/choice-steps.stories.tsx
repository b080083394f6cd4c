import { PLEDGE_MESSAGES } from '@keystone/flows/pledge';
import { INVEST_STRATEGY_HINTS } from '@keystone/flows/projects';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
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
  title: 'Portal/Projects/Pledge/01 Source, strategy and term',
  component: PledgeFlow,
  tags: ['autodocs'],
  args: { project, onLeave: fn(), snapshot: pledgeState('source') },
  argTypes: { snapshot: { control: false } },
  decorators: [screenDecorator],
  parameters: { layout: 'padded', a11y: { test: 'error' }, ...pledgeScreen() },
} satisfies Meta<typeof PledgeFlow>;
export default meta;
type Story = StoryObj<typeof meta>;

const group = (canvasElement: HTMLElement, name: string) => within(canvasElement).findByRole('radiogroup', { name });

/** Source: the e-wallet with its balance, or a bank transfer. */
export const Source: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectStep(canvasElement, 'Source');
    const sources = within(await group(canvasElement, 'How will you pay?'));
    await expect(sources.getByRole('radio', { name: 'E-wallet' })).toHaveAccessibleDescription('Balance: £50,000.00');
    await expect(sources.getByRole('radio', { name: 'Bank transfer' })).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeEnabled();
    await expect(canvas.getByRole('navigation', { name: 'Pledge steps' })).toHaveTextContent(/Source/);
  },
};

export const Playground: Story = {};

export const SourceRequired: Story = {
  play: async ({ canvasElement }) => {
    await expectStep(canvasElement, 'Source');
    await press(canvasElement, 'Next');
    await expectFieldMessage(await group(canvasElement, 'How will you pay?'), PLEDGE_MESSAGES.required);
    await expectStep(canvasElement, 'Source');
  },
};

export const SourceEWallet: Story = {
  play: async ({ canvasElement }) => {
    await expectStep(canvasElement, 'Source');
    await userEvent.click(within(canvasElement).getByRole('radio', { name: 'E-wallet' }));
    await press(canvasElement, 'Next');
    await expectStep(canvasElement, 'Strategy');
  },
};

export const SourceBankTransfer: Story = {
  play: async ({ canvasElement }) => {
    await expectStep(canvasElement, 'Source');
    await userEvent.click(within(canvasElement).getByRole('radio', { name: 'Bank transfer' }));
    await press(canvasElement, 'Next');
    await expectStep(canvasElement, 'Strategy');
    // Back keeps the choice.
    await press(canvasElement, 'Back');
    await expectStep(canvasElement, 'Source');
    await expect(within(canvasElement).getByRole('radio', { name: 'Bank transfer' })).toBeChecked();
  },
};

/** The first Back returns to the project page (`left`, the host's `onLeave`). */
export const FirstBackLeaves: Story = {
  play: async ({ canvasElement, args }) => {
    await expectStep(canvasElement, 'Source');
    await press(canvasElement, 'Back');
    await waitFor(() => expect(args.onLeave).toHaveBeenCalledTimes(1));
    await expect(within(canvasElement).queryByRole('navigation', { name: 'Pledge steps' })).toBeNull();
  },
};

/** `left`, reached from its snapshot: the flow has handed the page back and shows nothing. */
export const Left: Story = {
  args: { snapshot: pledgeState('left') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Once the limits are read (the spinner gone), the flow renders nothing, and restoring it left nothing again.
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull());
    await expect(canvas.queryByRole('navigation', { name: 'Pledge steps' })).toBeNull();
    await expect(canvas.queryByRole('heading', { level: 3 })).toBeNull();
    await expect(args.onLeave).not.toHaveBeenCalled();
  },
};

/** Strategy: those offered for the short term, each with its rate. */
export const Strategy: Story = {
  args: { snapshot: pledgeState('strategy') },
  play: async ({ canvasElement }) => {
    await expectStep(canvasElement, 'Strategy');
    const strategies = within(await group(canvasElement, 'Choose an investment strategy'));
    await expect(strategies.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'DEBT_SECURED',
      'DEBT',
    ]);
    await expect(strategies.getByRole('radio', { name: 'Debt secured' })).toHaveAccessibleDescription(
      `${INVEST_STRATEGY_HINTS.DEBT_SECURED} Expected rate: 8.5% p.a.`,
    );
    await expect(strategies.getByRole('radio', { name: 'Debt' })).toHaveAccessibleDescription(
      expect.stringContaining(INVEST_STRATEGY_HINTS.DEBT),
    );
    await userEvent.click(strategies.getByRole('radio', { name: 'Debt' }));
    await press(canvasElement, 'Next');
    await expectStep(canvasElement, 'Term');
  },
};

export const StrategyRequired: Story = {
  args: { snapshot: pledgeState('strategy') },
  play: async ({ canvasElement }) => {
    await expectStep(canvasElement, 'Strategy');
    await press(canvasElement, 'Next');
    await expectFieldMessage(await group(canvasElement, 'Choose an investment strategy'), PLEDGE_MESSAGES.required);
  },
};

/** Term: only short when the project does not offer the strategy for its long term. */
export const TermShortOnly: Story = {
  args: { snapshot: pledgeState('term') },
  play: async ({ canvasElement }) => {
    await expectStep(canvasElement, 'Term');
    const terms = within(await group(canvasElement, 'Choose a term'));
    await expect(terms.getAllByRole('radio')).toHaveLength(1);
    await expect(terms.getByRole('radio', { name: 'Short term' })).toBeVisible();
  },
};

/** Term: long term also pledges short, and then the statement step joins the header. */
export const TermLong: Story = {
  args: { project: longTermProject, snapshot: pledgeState('term', { project: longTermProject }) },
  play: async ({ canvasElement }) => {
    await expectStep(canvasElement, 'Term');
    const terms = within(await group(canvasElement, 'Choose a term'));
    await expect(terms.getByRole('radio', { name: 'Long term' })).toHaveAccessibleDescription(
      'Pledges both the short and the long term.',
    );
    await userEvent.click(terms.getByRole('radio', { name: 'Long term' }));
    await press(canvasElement, 'Next');
    await expectStep(canvasElement, 'Amount');
    await expect(within(canvasElement).getByRole('radiogroup', { name: 'Long-term amount' })).toBeVisible();
  },
};

export const TermRequired: Story = {
  args: { project: longTermProject, snapshot: pledgeState('term', { project: longTermProject }) },
  play: async ({ canvasElement }) => {
    await expectStep(canvasElement, 'Term');
    await press(canvasElement, 'Next');
    await expectFieldMessage(await group(canvasElement, 'Choose a term'), PLEDGE_MESSAGES.required);
  },
};
