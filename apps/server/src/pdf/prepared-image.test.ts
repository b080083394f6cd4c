import { inflateSync } from 'node:zlib';
import { PDFDocument, PDFName, PDFRawStream, type PDFRef } from 'pdf-lib';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { prepareImage } from './prepared-image.ts';

/** A 4 × 2 PNG: ink pixels on a transparent ground, one half-transparent, as a signature pad leaves them. */
function transparentPng(): Buffer {
  const png = new PNG({ width: 4, height: 2 });
  png.data.fill(0);
  png.data.set([17, 24, 39, 255], 0);
  png.data.set([17, 24, 39, 128], 4 * 5);
  return PNG.sync.write(png);
}

/** A 6 × 3 PNG of white paper and no transparency. */
function opaquePng(): Buffer {
  const png = new PNG({ width: 6, height: 3 });
  png.data.fill(255);
  return PNG.sync.write(png);
}

const stream = (document: PDFDocument, ref: PDFRef) => {
  const object = document.context.lookup(ref);
  if (!(object instanceof PDFRawStream)) throw new Error('not a stream');
  return { dict: object.dict, bytes: inflateSync(object.contents) };
};

describe('an image prepared once for several PDFs', () => {
  it('writes the colour and, for a transparent PNG, the alpha as a soft mask, both as the PNG holds them', async () => {
    const document = await PDFDocument.create();
    const embedded = await (await prepareImage(transparentPng())).embed(document);

    expect(embedded).toMatchObject({ width: 4, height: 2 });
    const colour = stream(document, embedded.ref);
    expect(colour.dict.get(PDFName.of('ColorSpace'))).toBe(PDFName.of('DeviceRGB'));
    expect([...colour.bytes.subarray(0, 3)]).toEqual([17, 24, 39]);
    expect(colour.bytes.length).toBe(4 * 2 * 3);
    const mask = stream(document, colour.dict.get(PDFName.of('SMask')) as PDFRef);
    expect([...mask.bytes]).toEqual([255, 0, 0, 0, 0, 128, 0, 0]);
  });

  it('has no soft mask for an opaque PNG', async () => {
    const document = await PDFDocument.create();
    const embedded = await (await prepareImage(opaquePng())).embed(document);
    expect(embedded).toMatchObject({ width: 6, height: 3 });
    expect(stream(document, embedded.ref).dict.get(PDFName.of('SMask'))).toBeUndefined();
  });

  it('goes into several documents from one reading', async () => {
    const image = await prepareImage(transparentPng());
    const [first, second] = [await PDFDocument.create(), await PDFDocument.create()];
    const inFirst = stream(first, (await image.embed(first)).ref);
    const inSecond = stream(second, (await image.embed(second)).ref);
    expect(inSecond.bytes).toEqual(inFirst.bytes);
  });

  it('refuses what is not a PNG or a JPEG, and a PNG that cannot be read', async () => {
    await expect(prepareImage(Buffer.from('GIF89a not a signature'))).rejects.toThrow('must be a PNG or a JPEG');
    const png = transparentPng();
    await expect(prepareImage(png.subarray(0, png.length - 20))).rejects.toThrow();
  });
});
