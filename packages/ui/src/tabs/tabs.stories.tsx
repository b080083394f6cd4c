import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs.tsx';

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  args: { defaultValue: 'short', onValueChange: fn() },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Payment term">
        <TabsTrigger value="short">Short term</TabsTrigger>
        <TabsTrigger value="long">Long term</TabsTrigger>
      </TabsList>
      <TabsContent value="short">Short-term payments to investors.</TabsContent>
      <TabsContent value="long">Long-term payments to investors.</TabsContent>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tabpanel', { name: 'Short term' })).toHaveTextContent(
      'Short-term payments to investors.',
    );
    await userEvent.click(canvas.getByRole('tab', { name: 'Long term' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('long');
    await expect(canvas.getByRole('tab', { name: 'Long term' })).toHaveAttribute('aria-selected', 'true');
    await expect(await canvas.findByRole('tabpanel', { name: 'Long term' })).toBeVisible();
  },
};

export const Playground: Story = {
  args: { defaultValue: 'long', orientation: 'horizontal', activationMode: 'automatic' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const longTab = await canvas.findByRole('tab', { name: 'Long term' });
    await expect(longTab).toHaveAttribute('aria-selected', 'true');
    longTab.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Short term' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Short term' })).toBeVisible();
  },
};

export const Disabled: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Payment term">
        <TabsTrigger value="short">Short term</TabsTrigger>
        <TabsTrigger value="long" disabled>
          Long term
        </TabsTrigger>
      </TabsList>
      <TabsContent value="short">Short-term payments to investors.</TabsContent>
      <TabsContent value="long">Long-term payments to investors.</TabsContent>
    </Tabs>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const longTab = await canvas.findByRole('tab', { name: 'Long term' });
    await expect(longTab).toBeDisabled();
    await userEvent.setup({ pointerEventsCheck: 0 }).click(longTab);
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('tabpanel', { name: 'Short term' })).toBeVisible();
  },
};
