import { within } from 'storybook/test';

/** Draws a stroke on the signature pad with pointer events, as a mouse, a pen or a finger sends them. */
export async function drawSignature(canvasElement: HTMLElement, pointerType: 'mouse' | 'touch' = 'mouse') {
  const pad = await within(canvasElement).findByRole('img', { name: 'Draw your signature' });
  const box = pad.getBoundingClientRect();
  const at = (x: number, y: number) => ({
    bubbles: true,
    pointerId: 1,
    pointerType,
    isPrimary: true,
    clientX: box.left + x,
    clientY: box.top + y,
  });
  pad.dispatchEvent(new PointerEvent('pointerdown', at(20, 60)));
  for (let x = 30; x <= 200; x += 10) pad.dispatchEvent(new PointerEvent('pointermove', at(x, 40 + (x % 40))));
  pad.dispatchEvent(new PointerEvent('pointerup', at(200, 60)));
}

export const signatureFile = (name: string, bytes: number, type = 'image/png') =>
  new File([new Uint8Array(bytes)], name, { type });

export const uploadInput = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getByRole('group', { name: 'Signature image' })
    .querySelector<HTMLInputElement>('input[type=file]') as HTMLInputElement;
