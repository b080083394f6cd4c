import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { controlBoxClasses } from './control-classes.ts';
import { describedBy } from './described-by.ts';
import { FieldError, FieldHint, FieldLabel, useFieldIds, type FieldLabelProps } from './field.tsx';

interface ComposedFieldProps extends Pick<FieldLabelProps, 'children' | 'required'> {
  id?: string;
  name?: string;
  hint?: ReactNode;
  error?: ReactNode;
}

/** The parts wired the way every control of the kit wires them: label, box, hint and error tied by ids. */
function ComposedField({ id, name, children, required, hint, error }: ComposedFieldProps) {
  const ids = useFieldIds(id);
  const invalid = Boolean(error);
  return (
    <div className="flex flex-col gap-1.5">
      <FieldLabel id={ids.labelId} htmlFor={ids.controlId} required={required}>
        {children}
      </FieldLabel>
      <div className={controlBoxClasses}>
        <input
          id={ids.controlId}
          name={name}
          required={required}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(hint ? ids.hintId : undefined, invalid && ids.errorId)}
          className="h-full min-w-0 flex-1 bg-transparent outline-none"
        />
      </div>
      {hint && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
      {invalid && <FieldError id={ids.errorId}>{error}</FieldError>}
    </div>
  );
}

const meta = {
  title: 'UI/Field',
  component: FieldLabel,
  tags: ['autodocs'],
  args: { children: 'Email', required: false },
  render: ({ children, required }) => <ComposedField required={required}>{children}</ComposedField>,
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FieldLabel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The label names the control and clicking it focuses the control; nothing describes it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await canvas.findByRole('textbox', { name: 'Email' });
    await expect(input).not.toHaveAttribute('aria-describedby');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(input).not.toBeRequired();
    await userEvent.click(canvas.getByText('Email'));
    await expect(input).toHaveFocus();
  },
};

export const Playground: Story = {
  args: { children: 'Full name', required: true },
};

/** The marker is seen, not heard: the control's `required` is what assistive technology announces. */
export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await canvas.findByRole('textbox', { name: 'Email' });
    await expect(input).toBeRequired();
    const marker = canvas.getByText('*');
    await expect(marker).toBeVisible();
    await expect(marker).toHaveAttribute('aria-hidden', 'true');
  },
};

export const WithHint: Story = {
  render: ({ children, required }) => (
    <ComposedField required={required} hint="We never share it">
      {children}
    </ComposedField>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await canvas.findByRole('textbox', { name: 'Email' });
    await expect(canvas.getByText('We never share it')).toBeVisible();
    await expect(input).toHaveAccessibleDescription('We never share it');
  },
};

/** The error is read after the hint, and only while there is one. */
export const Invalid: Story = {
  render: ({ children, required }) => (
    <ComposedField required={required} hint="We never share it" error="Incorrect email format">
      {children}
    </ComposedField>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await canvas.findByRole('textbox', { name: 'Email' });
    await expect(canvas.getByText('Incorrect email format')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('We never share it Incorrect email format');
  },
};

/** A fixed id (`useFieldIds('email')`) gives every part a predictable id derived from it. */
export const FixedId: Story = {
  render: ({ children, required }) => (
    <ComposedField id="email" required={required} hint="We never share it" error="Incorrect email format">
      {children}
    </ComposedField>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await canvas.findByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('id', 'email');
    await expect(input).toHaveAttribute('aria-describedby', 'email-hint email-error');
    await expect(canvas.getByText('Email')).toHaveAttribute('id', 'email-label');
    await expect(canvas.getByText('We never share it')).toHaveAttribute('id', 'email-hint');
    await expect(canvas.getByText('Incorrect email format')).toHaveAttribute('id', 'email-error');
  },
};

function FieldThatValidates() {
  const [error, setError] = useState<string | undefined>();
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        const value = new FormData(event.currentTarget).get('email');
        setError(value ? undefined : 'Please enter the Email');
      }}
    >
      <ComposedField name="email" required hint="We never share it" error={error}>
        Email
      </ComposedField>
      <button type="submit" className="self-start rounded-md border px-3 py-1.5">
        Check
      </button>
    </form>
  );
}

/** The error wiring follows the message: added when it appears, gone once the value is fixed. */
export const ErrorComesAndGoes: Story = {
  render: () => <FieldThatValidates />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await canvas.findByRole('textbox', { name: 'Email' });
    await userEvent.click(canvas.getByRole('button', { name: 'Check' }));
    await expect(await canvas.findByText('Please enter the Email')).toBeVisible();
    await expect(input).toHaveAccessibleDescription('We never share it Please enter the Email');
    await userEvent.type(input, 'investor@example.co.uk');
    await userEvent.click(canvas.getByRole('button', { name: 'Check' }));
    await expect(canvas.queryByText('Please enter the Email')).toBeNull();
    await expect(input).toHaveAccessibleDescription('We never share it');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

/** Every state side by side: the visual snapshot. */
export const AllVariants: Story = {
  tags: ['visual'],
  render: () => (
    <div className="grid gap-6">
      <ComposedField>Plain</ComposedField>
      <ComposedField required>Required</ComposedField>
      <ComposedField hint="Include https://">With hint</ComposedField>
      <ComposedField required hint="We never share it" error="Incorrect email format">
        Invalid
      </ComposedField>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Plain', 'Required', 'With hint', 'Invalid']) {
      await expect(await canvas.findByRole('textbox', { name })).toBeVisible();
    }
    await expect(canvas.getByRole('textbox', { name: 'Invalid' })).toHaveAttribute('aria-invalid', 'true');
  },
};
