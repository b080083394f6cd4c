import { PNG } from 'pngjs';

/**
 * A signature as the portal's pad sends it: the 356 × 114 canvas at the screen's pixel ratio (2 on most laptops and
 * phones), transparent but for the ink, a few strokes of a wave, as `toDataURL('image/png')` gives it.
 */
export function padSignaturePng(ratio = 2): Buffer {
  const width = 356 * ratio;
  const height = 114 * ratio;
  const png = new PNG({ width, height });
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const index = (y * width + x) * 4;
      const wave = height / 2 + (height / 4) * Math.sin(x / (18 * ratio)) * Math.cos(x / (57 * ratio));
      const distance = Math.abs(y - wave);
      // Anti-aliased ink: opaque near the stroke's middle, fading at its edge.
      const alpha = Math.max(0, Math.min(1, 1.5 * ratio - distance + 0.5));
      png.data[index] = 17;
      png.data[index + 1] = 24;
      png.data[index + 2] = 39;
      png.data[index + 3] = Math.round(alpha * 255);
    }
  }
  return PNG.sync.write(png);
}
