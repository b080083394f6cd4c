import '@fontsource/dancing-script/latin-400.css';
import { SIGNATURE_CANVAS } from '@keystone/flows/constants';

/**
 * The handwriting-style face typed signatures are drawn in, shipped with the app (Dancing Script, SIL Open Font
 * Licence, through Fontsource) and loaded only with the pledge flow; the browser's cursive face if it fails to load.
 */
export const SIGNATURE_FONT_FAMILY = '"Dancing Script", cursive';

const LARGEST_FONT_PX = 48;
const MARGIN_PX = 12;

/** The typed name drawn as an image the size of the drawing pad, in the signature face, shrunk to fit. */
export async function typedSignatureImage(name: string): Promise<string> {
  const { width, height } = SIGNATURE_CANVAS;
  await document.fonts.load(`${LARGEST_FONT_PX}px ${SIGNATURE_FONT_FAMILY}`, name).catch(() => undefined);
  const ratio = window.devicePixelRatio || 1;
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(width * ratio);
  canvas.height = Math.round(height * ratio);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas to draw the typed signature on');
  context.scale(ratio, ratio);
  let size = LARGEST_FONT_PX;
  context.font = `${size}px ${SIGNATURE_FONT_FAMILY}`;
  while (size > 10 && context.measureText(name).width > width - 2 * MARGIN_PX) {
    size -= 2;
    context.font = `${size}px ${SIGNATURE_FONT_FAMILY}`;
  }
  context.fillStyle = '#000';
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(name, width / 2, height / 2);
  return canvas.toDataURL('image/png');
}
