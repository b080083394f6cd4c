import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { AppError } from '../errors/app-error.ts';
import type { UploadKind } from './upload-rules.ts';

// A few kilobytes can claim a picture that decodes to gigabytes; no camera an investor holds takes 100 megapixels.
const IMAGE_MAX_PIXELS = 100_000_000;
// Identity documents are read by people: the re-encoded copy keeps their small print legible.
const JPEG_QUALITY = 90;

/**
 * The bytes to store for a file whose first bytes say it is `kind`, or code 4 when it is not one through and
 * through. An image is decoded in full and re-encoded, turned upright by its EXIF orientation first: nothing it
 * carried besides its pixels is kept (EXIF with a GPS position, comments, bytes hidden after its end). A PDF must
 * parse to at least one page and must not be encrypted (pdf-lib refuses one that is), and is kept as it came.
 */
export async function storableContent(kind: UploadKind, bytes: Buffer): Promise<Buffer> {
  try {
    if (kind === 'pdf') {
      // pdf-lib loads what it can of a damaged file; walking the page tree shows whether a document is there.
      const document = await PDFDocument.load(bytes, { updateMetadata: false });
      if (document.getPageCount() === 0) throw new Error('a PDF without a page');
      return bytes;
    }
    const image = sharp(bytes, { failOn: 'warning', limitInputPixels: IMAGE_MAX_PIXELS }).autoOrient();
    return await (kind === 'png' ? image.png() : image.jpeg({ quality: JPEG_QUALITY })).toBuffer();
  } catch (error) {
    throw new AppError(4, { cause: error });
  }
}
