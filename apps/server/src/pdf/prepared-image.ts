import { promisify } from 'node:util';
import { deflate } from 'node:zlib';
import type { PDFDocument, PDFRef } from 'pdf-lib';
import sharp from 'sharp';

/** An image written into a PDF: the XObject to draw and its size in pixels. */
export interface EmbeddedImage {
  ref: PDFRef;
  width: number;
  height: number;
}

/**
 * An image read once and written into any number of PDFs: the signature goes into each term's agreement. A PNG is
 * decoded (sharp) and its colour and alpha compressed (zlib) here, once, both natively and off the event loop;
 * pdf-lib's own embedPng does both in JavaScript (UPNG and pako) in every document, and that was half of a signed
 * agreement's making. A JPEG goes in as it is (pdf-lib reads only its header).
 */
export interface PreparedImage {
  embed(document: PDFDocument): Promise<EmbeddedImage>;
}

const isPng = (bytes: Uint8Array) => bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47;
const isJpeg = (bytes: Uint8Array) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;

const deflated = promisify(deflate);

/** Rejects anything but a PNG or a JPEG, and a PNG that cannot be read. */
export async function prepareImage(image: Uint8Array): Promise<PreparedImage> {
  if (isPng(image)) return preparedPng(image);
  if (isJpeg(image)) return preparedJpeg(image);
  throw new Error('The signature image must be a PNG or a JPEG');
}

async function preparedPng(image: Uint8Array): Promise<PreparedImage> {
  // 8-bit RGBA whatever the file holds (palette, grey, 16-bit, interlaced).
  const { data, info } = await sharp(image)
    .toColourspace('srgb')
    .ensureAlpha()
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const pixels = width * height;
  const rgb = new Uint8Array(pixels * 3);
  const alpha = new Uint8Array(pixels);
  let opaque = true;
  for (let pixel = 0; pixel < pixels; pixel++) {
    rgb[pixel * 3] = data[pixel * 4] ?? 0;
    rgb[pixel * 3 + 1] = data[pixel * 4 + 1] ?? 0;
    rgb[pixel * 3 + 2] = data[pixel * 4 + 2] ?? 0;
    const value = data[pixel * 4 + 3] ?? 255;
    alpha[pixel] = value;
    if (value !== 255) opaque = false;
  }
  const [colour, mask] = await Promise.all([deflated(rgb), opaque ? undefined : deflated(alpha)]);
  const imageDict = { Type: 'XObject', Subtype: 'Image', Width: width, Height: height, BitsPerComponent: 8 };
  return {
    async embed({ context }) {
      const smask =
        mask === undefined
          ? undefined
          : context.register(
              context.stream(mask, { ...imageDict, ColorSpace: 'DeviceGray', Decode: [0, 1], Filter: 'FlateDecode' }),
            );
      const xObject = context.stream(colour, {
        ...imageDict,
        ColorSpace: 'DeviceRGB',
        Filter: 'FlateDecode',
        ...(smask === undefined ? {} : { SMask: smask }),
      });
      return { ref: context.register(xObject), width, height };
    },
  };
}

function preparedJpeg(image: Uint8Array): PreparedImage {
  // pdf-lib reads a JPEG through a DataView of the whole underlying buffer, ignoring the view's offset: a small
  // Buffer (Buffer.from(base64)) sits inside Node's shared pool, so hand it a copy that starts at byte 0.
  const bytes = new Uint8Array(image);
  return { embed: (document) => document.embedJpg(bytes) };
}
