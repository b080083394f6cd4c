import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { PNG } from 'pngjs';

// The demo projects' pictures and documents, made at seed time (the machines that seed reach no network): a
// procedural street scene per image, a short PDF per document. Everything follows from a number, so a project's
// pictures look the same at every seed.

const width = 640;
const height = 400;

/** A small deterministic random sequence (mulberry32), so each picture is the same every time. */
function randomFrom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Colour = [number, number, number];

/** HSL (hue in degrees, saturation and lightness 0..1) to RGB 0..255. */
function hsl(hue: number, saturation: number, lightness: number): Colour {
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const h = (((hue % 360) + 360) % 360) / 60;
  const x = chroma * (1 - Math.abs((h % 2) - 1));
  const [r, g, b] =
    h < 1
      ? [chroma, x, 0]
      : h < 2
        ? [x, chroma, 0]
        : h < 3
          ? [0, chroma, x]
          : h < 4
            ? [0, x, chroma]
            : h < 5
              ? [x, 0, chroma]
              : [chroma, 0, x];
  const m = lightness - chroma / 2;
  return [Math.round((r + m) * 255), Math.round((g + m) * 255), Math.round((b + m) * 255)];
}

const mix = (a: Colour, b: Colour, t: number): Colour => [
  Math.round(a[0] + (b[0] - a[0]) * t),
  Math.round(a[1] + (b[1] - a[1]) * t),
  Math.round(a[2] + (b[2] - a[2]) * t),
];

/**
 * A 640×400 PNG: a sky graded from its hue to a warm horizon, a low sun, a row of buildings in silhouette with lit
 * and dark windows, and a pavement. `seed` varies the hue, the skyline and the windows.
 */
export function demoPicture(seed: number): Buffer {
  const random = randomFrom(seed * 7919 + 17);
  const hue = (seed * 47) % 360;
  const skyTop = hsl(hue + 200, 0.55, 0.42);
  const horizon = hsl(hue + 30, 0.7, 0.78);
  const building = hsl(hue + 220, 0.25, 0.2);
  const lit = hsl(45 + (seed % 3) * 8, 0.9, 0.72);
  const dark = hsl(hue + 220, 0.2, 0.3);
  const ground = hsl(hue + 100, 0.15, 0.32);
  const groundLine = Math.round(height * 0.84);
  const sun = { x: 80 + random() * 480, y: 120 + random() * 80, r: 26 + random() * 14 };

  // Column by column, the height of the roof line (0 where no building stands) and where a building starts.
  const roof = new Int32Array(width);
  const left = new Int32Array(width);
  for (let x = 0; x < width;) {
    const span = 50 + Math.floor(random() * 90);
    const storeys = 3 + Math.floor(random() * 7);
    const top = groundLine - storeys * 26 - 12;
    for (let column = x; column < Math.min(width, x + span); column += 1) {
      roof[column] = top;
      left[column] = x;
    }
    x += span + (random() < 0.3 ? 8 + Math.floor(random() * 20) : 0);
  }
  const windowLit = Array.from({ length: 4096 }, () => random() < 0.45);

  const png = new PNG({ width, height, colorType: 2, inputColorType: 2, inputHasAlpha: false });
  png.data = Buffer.alloc(width * height * 3);
  const glow = sun.r * 2.2;
  for (let y = 0; y < height; y += 1) {
    const sky = mix(skyTop, horizon, Math.min(1, y / groundLine) ** 1.4);
    const pavement = mix(ground, [0, 0, 0], Math.max(0, y - groundLine) / (height - groundLine) / 2);
    const nearSun = Math.abs(y - sun.y) < glow;
    for (let x = 0; x < width; x += 1) {
      let colour: Colour = sky;
      if (y >= groundLine) {
        colour = pavement;
      } else if (roof[x] !== 0 && y >= (roof[x] ?? 0)) {
        colour = building;
        // Windows on a 26-pixel storey grid, inset from the building's edge and roof.
        const column = x - (left[x] ?? 0);
        const row = y - (roof[x] ?? 0) - 12;
        if (row >= 0 && column % 18 >= 6 && column % 18 < 14 && row % 26 >= 6 && row % 26 < 18) {
          const index = ((left[x] ?? 0) * 31 + Math.floor(column / 18) * 7 + Math.floor(row / 26)) % windowLit.length;
          colour = windowLit[index] ? lit : dark;
        }
      } else if (nearSun) {
        const distance = Math.hypot(x - sun.x, y - sun.y);
        if (distance < sun.r) colour = mix(sky, [255, 244, 214], 0.9);
        else if (distance < glow) colour = mix(sky, [255, 236, 200], 0.25 * (1 - distance / glow));
      }
      const offset = (y * width + x) * 3;
      png.data[offset] = colour[0];
      png.data[offset + 1] = colour[1];
      png.data[offset + 2] = colour[2];
    }
  }
  // One filter (Sub, good for flat rows) instead of pngjs's per-row search of all five: four times faster to encode.
  return PNG.sync.write(png, { colorType: 2, inputColorType: 2, inputHasAlpha: false, filterType: 1 });
}

/** A one-page A4 PDF: the document's title, the project's name and a few lines about it. */
export async function demoDocument(title: string, projectName: string, lines: readonly string[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${title}: ${projectName}`);
  pdf.setProducer('Keystone demo seed');
  // Fixed dates keep the bytes (and so the stored file's checksum) the same at every seed.
  pdf.setCreationDate(new Date('2026-01-01T00:00:00Z'));
  pdf.setModificationDate(new Date('2026-01-01T00:00:00Z'));
  const page = pdf.addPage([595.28, 841.89]);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  page.drawRectangle({ x: 0, y: 781.89, width: 595.28, height: 60, color: rgb(0.11, 0.2, 0.36) });
  page.drawText('Keystone Property Crowdfunding', { x: 48, y: 805, size: 14, font: bold, color: rgb(1, 1, 1) });
  page.drawText(title, { x: 48, y: 720, size: 26, font: bold, color: rgb(0.11, 0.2, 0.36) });
  page.drawText(projectName, { x: 48, y: 690, size: 15, font: regular, color: rgb(0.2, 0.2, 0.2) });
  lines.forEach((line, index) => {
    page.drawText(line, { x: 48, y: 640 - index * 22, size: 11, font: regular, color: rgb(0.15, 0.15, 0.15) });
  });
  page.drawText('Demo document made by the seed: not an offer of investment.', {
    x: 48,
    y: 48,
    size: 9,
    font: regular,
    color: rgb(0.45, 0.45, 0.45),
  });
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}

/**
 * A demo investor's signature as drawn on the pledge's 356 × 114 pad: a dark flourish on white, as a PNG, signed with
 * as the finish signs (issue 32 §1).
 */
export function demoSignaturePng(width = 356, height = 114): Buffer {
  const png = new PNG({ width, height });
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const index = (y * width + x) * 4;
      const curve = height / 2 + (height / 4) * Math.sin(x / 23) * Math.cos(x / 61);
      const ink = x > 24 && x < width - 24 && Math.abs(y - curve) < 2.5;
      png.data.fill(ink ? 25 : 255, index, index + 3);
      png.data[index + 3] = 255;
    }
  }
  return PNG.sync.write(png);
}
