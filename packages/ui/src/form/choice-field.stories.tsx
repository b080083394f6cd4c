import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { ChoiceField } from './choice-field.tsx';
import { FormField } from './form-field.tsx';
import { Form } from './form.tsx';
import { rulesResolver } from './rules-resolver.ts';

const terms = [
  { value: 'SHORT', label: 'Short term', description: 'Your money is invested until the short term ends.' },
  { value: 'LONG', label: 'Long term', description: 'Pledges both the short and the long term.' },
];

const resolver = rulesResolver<{ term: string }>({
  term: (value) => (value === '' ? 'Field is required' : undefined),
});

/** A one-field form, as the pledge flow's steps and the KYC investor type bind it. */
function ExampleChoice({ onSubmit }: { onSubmit(values: { term: string }): void }) {
  const form = useForm<{ term: string }>({ resolver, defaultValues: { term: '' } });
  return (
    <Form form={form} onSubmit={onSubmit} className="flex max-w-md flex-col gap-5">
      <FormField
        control={form.control}
        name="term"
        render={(field) => <ChoiceField legend="Choose a term" choices={terms} field={field} />}
      />
      <Button type="submit">Next</Button>
    </Form>
  );
}

const meta = {
  title: 'UI/Form/ChoiceField',
  component: ExampleChoice,
  tags: ['autodocs'],
  args: { onSubmit: fn() },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof ExampleChoice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each choice with what it means; the chosen card is marked and submitted. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = await canvas.findByRole('radiogroup', { name: 'Choose a term' });
    const long = within(group).getByRole('radio', { name: 'Long term' });
    await expect(long).toHaveAccessibleDescription('Pledges both the short and the long term.');
    await userEvent.click(long);
    await expect(long).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ term: 'LONG' }, expect.anything());
  },
};

export const Playground: Story = {};

/** Nothing chosen: the message under the group, which is marked invalid and described by it. */
export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Next' }));
    const group = canvas.getByRole('radiogroup', { name: 'Choose a term' });
    await expect(await canvas.findByText('Field is required')).toBeVisible();
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Field is required');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

const mobile = { viewport: { value: 'mobile', isRotated: false } };
export const DefaultOnMobile: Story = { ...Default, globals: mobile };
export const InvalidOnMobile: Story = { ...Invalid, globals: mobile };
