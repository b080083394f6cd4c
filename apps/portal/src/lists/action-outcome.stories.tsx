import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ActionOutcomeMessage, useActionOutcome, type ActionOutcome } from './action-outcome.tsx';

/** A list's action that reports its outcome: each press is a new report. */
function Reporter({ outcome }: { outcome: ActionOutcome }) {
  const { outcome: shown, report, clear } = useActionOutcome();
  return (
    <div className="flex flex-col gap-3">
      <button type="button" className="w-fit underline" onClick={() => report(outcome)}>
        Act
      </button>
      <ActionOutcomeMessage outcome={shown} onDismiss={clear} />
    </div>
  );
}

const meta = {
  title: 'Portal/Lists/ActionOutcome',
  component: Reporter,
  tags: ['autodocs'],
  args: { outcome: { variant: 'success', text: 'Riverside Mews was deleted.' } },
} satisfies Meta<typeof Reporter>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing is shown until an action reports; a success reads as a status, and it can be dismissed. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('status')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Act' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Riverside Mews was deleted.');
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** A refusal reads as an alert; the same words show again when the action is repeated after dismissing them. */
export const Refused: Story = {
  args: { outcome: { variant: 'error', text: 'Illegal access' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Act' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Illegal access');
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Act' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Illegal access');
  },
};
