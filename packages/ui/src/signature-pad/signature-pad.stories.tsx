import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { SignaturePad } from './signature-pad.tsx';

const meta = {
  title: 'UI/SignaturePad',
  component: SignaturePad,
  tags: ['autodocs'],
  args: { width: 356, height: 114, 'aria-label': 'Draw your signature', onDrawn: fn() },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof SignaturePad>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A stroke drawn with pointer events, as a mouse, a pen or a finger sends them. */
async function drawStroke(canvas: HTMLCanvasElement, pointerType: 'mouse' | 'touch') {
  const box = canvas.getBoundingClientRect();
  const at = (x: number, y: number) => ({
    bubbles: true,
    pointerId: 1,
    pointerType,
    isPrimary: true,
    clientX: box.left + x,
    clientY: box.top + y,
  });
  canvas.dispatchEvent(new PointerEvent('pointerdown', at(20, 60)));
  for (let x = 30; x <= 200; x += 10) canvas.dispatchEvent(new PointerEvent('pointermove', at(x, 60 + (x % 40))));
  canvas.dispatchEvent(new PointerEvent('pointerup', at(200, 60)));
}

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const pad = await within(canvasElement).findByRole('img', { name: 'Draw your signature' });
    await expect(pad).toHaveStyle({ width: '356px', height: '114px' });
    await drawStroke(pad as HTMLCanvasElement, 'mouse');
    await waitFor(() => expect(args.onDrawn).toHaveBeenCalledWith(expect.stringMatching(/^data:image\/png;base64,/)));
  },
};

export const Playground: Story = {};

/** A finger draws as a mouse does, and the page does not scroll under it. */
export const Touch: Story = {
  play: async ({ canvasElement, args }) => {
    const pad = await within(canvasElement).findByRole('img', { name: 'Draw your signature' });
    await expect(pad).toHaveStyle({ touchAction: 'none' });
    await drawStroke(pad as HTMLCanvasElement, 'touch');
    await waitFor(() => expect(args.onDrawn).toHaveBeenCalledTimes(1));
  },
};
