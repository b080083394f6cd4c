import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { screenDecorator, screenParameters } from '../../testing/screen-decorator.tsx';
import { NotFoundPage } from './not-found-page.tsx';

const meta = {
  title: 'Portal/Not found',
  component: NotFoundPage,
  tags: ['autodocs'],
  decorators: [screenDecorator],
  parameters: screenParameters({ route: '/nowhere', path: '/nowhere' }),
} satisfies Meta<typeof NotFoundPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Go to the start page' }));
    await expect(await canvas.findByTestId('navigated-to')).toHaveTextContent('Navigated to /');
  },
};
