import { demoProjects } from '@keystone/demo/fixtures';
import { type ProjectImage } from '@keystone/api';
import { fileHandlers } from '@keystone/demo/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, within } from 'storybook/test';
import { ImageSlider } from './image-slider.tsx';

const [first, second] = demoProjects.availableToPledge.images as [ProjectImage, ProjectImage];
/** Three pictures, the second flagged main. */
const threeImages: ProjectImage[] = [
  { ...first, main: false },
  { ...second, main: true },
  { ...demoProjects.complete.images[0]!, main: false },
];
const title = 'Riverside Mews, Kingston upon Thames';

const meta = {
  title: 'Portal/Projects/Details/Image slider',
  component: ImageSlider,
  tags: ['autodocs'],
  args: { images: threeImages, title },
  // The demo pictures, as the server's GET /files/{key} serves them.
  parameters: { msw: { handlers: fileHandlers } },
  decorators: [(Story) => <div className="max-w-2xl">{Story()}</div>],
} satisfies Meta<typeof ImageSlider>;
export default meta;
type Story = StoryObj<typeof meta>;

const carousel = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('region', { name: `Images of ${title}` });
/** The slide a reader can perceive: the others are hidden from assistive technology and inert. */
const shownSlide = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('group')
    .map((slide) => slide.getAttribute('aria-label'));

/** Several pictures: it opens on the main one; the buttons go round in both directions. */
export const SeveralImages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(carousel(canvasElement)).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(shownSlide(canvasElement)).toEqual(['2 of 3']);
    await expect(canvas.getByRole('img', { name: `${title}, view 2` })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next image' }));
    await expect(shownSlide(canvasElement)).toEqual(['3 of 3']);
    await userEvent.click(canvas.getByRole('button', { name: 'Next image' }));
    await expect(shownSlide(canvasElement)).toEqual(['1 of 3']);
    await userEvent.click(canvas.getByRole('button', { name: 'Previous image' }));
    await expect(shownSlide(canvasElement)).toEqual(['3 of 3']);
    // 200 ms transitions (seed 001 §9).
    await expect(getComputedStyle(canvas.getByTestId('slider-track')).transitionDuration).toBe('0.2s');
  },
};

/** With the focus on the carousel, the arrow keys move it. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(carousel(canvasElement)).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(shownSlide(canvasElement)).toEqual(['3 of 3']);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(shownSlide(canvasElement)).toEqual(['1 of 3']);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(shownSlide(canvasElement)).toEqual(['3 of 3']);
  },
};

/** A finger swiped left shows the next picture, right the previous; a short move is a tap and changes nothing. */
export const Swipe: Story = {
  play: async ({ canvasElement }) => {
    const pictures = within(canvasElement)
      .getByRole('img', { name: `${title}, view 2` })
      .closest('.touch-pan-y')!;
    const swipe = (from: number, to: number) => {
      fireEvent.pointerDown(pictures, { clientX: from, pointerType: 'touch', isPrimary: true });
      fireEvent.pointerUp(pictures, { clientX: to, pointerType: 'touch', isPrimary: true });
    };
    swipe(300, 100);
    await expect(shownSlide(canvasElement)).toEqual(['3 of 3']);
    swipe(100, 300);
    await expect(shownSlide(canvasElement)).toEqual(['2 of 3']);
    swipe(200, 190);
    await expect(shownSlide(canvasElement)).toEqual(['2 of 3']);
  },
};

/** One picture: nothing to move to, so no buttons. */
export const OneImage: Story = {
  args: { images: [first] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(shownSlide(canvasElement)).toEqual(['1 of 1']);
    await expect(canvas.getByRole('img', { name: `${title}, view 1` })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const NoImages: Story = {
  args: { images: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No images yet')).toBeVisible();
  },
};
