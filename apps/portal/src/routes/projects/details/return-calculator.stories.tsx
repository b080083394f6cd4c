import { demoProjects } from '@keystone/demo/fixtures';
import { CALCULATOR_RISK_NOTE } from '@keystone/flows/projects';
import { AMOUNT_MESSAGES } from '@keystone/flows/rules';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ReturnCalculator } from './return-calculator.tsx';

const meta = {
  title: 'Portal/Projects/Details/Return calculator',
  component: ReturnCalculator,
  tags: ['autodocs'],
  args: { project: demoProjects.availableToPledge },
  decorators: [(Story) => <div className="max-w-md">{Story()}</div>],
} satisfies Meta<typeof ReturnCalculator>;
export default meta;
type Story = StoryObj<typeof meta>;

const amountField = (canvasElement: HTMLElement) => within(canvasElement).getByRole('textbox', { name: /Investment/ });
const choice = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('combobox', { name: /Strategy and term/ });
const calculate = (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: 'Calculate' }));

/** Empty: every rate the project offers in either term to choose from, the first chosen, no total yet. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(amountField(canvasElement)).toHaveValue('');
    const options = within(choice(canvasElement)).getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      'Short term · Debt secured · 8.5% p.a.',
      'Short term · Debt · 10% p.a.',
      'Long term · Equity · 5% p.a.',
    ]);
    await expect(choice(canvasElement)).toHaveValue('short:DEBT_SECURED');
    await expect(within(canvasElement).queryByTestId('calculator-total')).toBeNull();
    await expect(within(canvasElement).queryByText(CALCULATOR_RISK_NOTE)).toBeNull();
  },
};

export const Required: Story = {
  play: async ({ canvasElement }) => {
    await calculate(canvasElement);
    await expect(amountField(canvasElement)).toHaveAccessibleDescription(expect.stringContaining('Field is required'));
    await expect(within(canvasElement).queryByTestId('calculator-total')).toBeNull();
  },
};

/** Digits only: letters, signs and separators are dropped as they are typed; leading zeros too. */
export const DigitsOnly: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(amountField(canvasElement), '0a1,2 5£0');
    await expect(amountField(canvasElement)).toHaveValue('1250');
  },
};

/** A pasted '250.50' stays as pasted and is refused, saying whole pounds are wanted: never £25,050 (issue 32). */
export const PenceRefused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(amountField(canvasElement));
    await userEvent.paste('250.50');
    await expect(amountField(canvasElement)).toHaveValue('250.50');
    await calculate(canvasElement);
    await expect(amountField(canvasElement)).toHaveAccessibleDescription(
      expect.stringContaining(AMOUNT_MESSAGES.pence),
    );
    await expect(within(canvasElement).queryByTestId('calculator-total')).toBeNull();
  },
};

/**
 * Worked by hand: £10,000 short term, debt secured at 8.5% for 12 months: 10,000 + 10,000 × 0.085 × 12/12 = £10,850;
 * then long term, equity at 5% for 24 months: £10,000 + £1,000 = £11,000; and £2,500 at 10% for 12 months: £2,750.
 */
export const WorkedResult: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(amountField(canvasElement), '10000');
    await calculate(canvasElement);
    await expect(await canvas.findByTestId('calculator-total')).toHaveTextContent('£10,850.00');
    await expect(canvas.getByText('Total after 12 months')).toBeVisible();
    // Issue 32: the total never stands without the risk beside it.
    await expect(canvas.getByText(CALCULATOR_RISK_NOTE)).toBeVisible();

    await userEvent.selectOptions(choice(canvasElement), 'long:EQUITY');
    await expect(canvas.getByTestId('calculator-total')).toHaveTextContent('£11,000.00');
    await expect(canvas.getByText('Total after 24 months')).toBeVisible();

    await userEvent.selectOptions(choice(canvasElement), 'short:DEBT');
    await userEvent.clear(amountField(canvasElement));
    await userEvent.type(amountField(canvasElement), '2500');
    await expect(canvas.getByTestId('calculator-total')).toHaveTextContent('£2,750.00');

    // Emptied again: the message, and no total.
    await userEvent.clear(amountField(canvasElement));
    await calculate(canvasElement);
    await expect(amountField(canvasElement)).toHaveAccessibleDescription(expect.stringContaining('Field is required'));
    await expect(canvas.queryByTestId('calculator-total')).toBeNull();
  },
};
