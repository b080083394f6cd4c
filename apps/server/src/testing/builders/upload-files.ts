import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';

// Files as a person uploads them, made here rather than committed: real pictures and a real PDF, small enough to
// decode in a millisecond.

const colours = (seed: number) => ({ r: (seed * 67) % 256, g: (seed * 131) % 256, b: (seed * 29) % 256 });

/** A 16 × 12 PNG of one colour. */
export function testPng(seed = 1): Promise<Buffer> {
  return sharp({ create: { width: 16, height: 12, channels: 3, background: colours(seed) } })
    .png()
    .toBuffer();
}

/** A GPS position as a phone writes it into a photo's EXIF: latitude 51° 30' 26" N, longitude 0° 7' 39" W. */
export const EXIF_GPS = {
  GPSLatitudeRef: 'N',
  GPSLatitude: '51/1 30/1 26/1',
  GPSLongitudeRef: 'W',
  GPSLongitude: '0/1 7/1 39/1',
};

/** A 16 × 12 JPEG of one colour; with `gps`, its EXIF holds EXIF_GPS, as a phone's selfie would. */
export function testJpeg({ gps = false }: { gps?: boolean } = {}): Promise<Buffer> {
  const image = sharp({ create: { width: 16, height: 12, channels: 3, background: colours(7) } }).jpeg();
  return (gps ? image.withExif({ IFD3: EXIF_GPS }) : image).toBuffer();
}

/** A one-page PDF; `title` tells one from another. */
export async function testPdf(title = 'Test document'): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.setTitle(title);
  document.addPage([200, 100]).drawText('Test document', { x: 10, y: 50, size: 12 });
  return Buffer.from(await document.save({ useObjectStreams: false }));
}

/**
 * A PDF that says it is encrypted: the one-page PDF with a standard security handler in its trailer. The trailer
 * follows the cross-reference table, so no offset moves.
 */
export async function testEncryptedPdf(): Promise<Buffer> {
  const text = (await testPdf()).toString('latin1');
  const encrypt = `/Encrypt << /Filter /Standard /V 1 /R 2 /O <${'a'.repeat(64)}> /U <${'b'.repeat(64)}> /P -4 >>`;
  const trailer = text.lastIndexOf('trailer');
  const dictionary = text.indexOf('<<', trailer) + 2;
  return Buffer.from(`${text.slice(0, dictionary)}\n${encrypt}${text.slice(dictionary)}`, 'latin1');
}

const COM_SEGMENT_MAX_BYTES = 4 + 65_533;

/**
 * A small JPEG grown to exactly `totalBytes` by comment segments after its start marker: a file as big as a
 * phone photo that still decodes in a millisecond (and whose comments re-encoding drops).
 */
export async function paddedJpeg(totalBytes: number): Promise<Buffer> {
  const jpeg = await testJpeg();
  const segments: Buffer[] = [];
  let remaining = totalBytes - jpeg.length;
  while (remaining > 0) {
    let size = Math.min(remaining, COM_SEGMENT_MAX_BYTES);
    // A segment is at least its 4-byte header: never leave less than that for the last one.
    if (remaining - size > 0 && remaining - size < 4) size -= 4;
    const segment = Buffer.alloc(size, 0x20);
    segment.writeUInt16BE(0xfffe, 0);
    segment.writeUInt16BE(size - 2, 2);
    segments.push(segment);
    remaining -= size;
  }
  return Buffer.concat([jpeg.subarray(0, 2), ...segments, jpeg.subarray(2)]);
}

interface FormPart {
  name: string;
  /** Absent for a plain field. */
  filename?: string;
  bytes: Buffer;
}

/** A multipart/form-data body of the parts given, as a browser's FormData sends it. */
export function multipartForm(...parts: FormPart[]): { payload: Buffer; headers: { 'content-type': string } } {
  const boundary = '----keystone-upload-test';
  const payload = Buffer.concat([
    ...parts.flatMap((part) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"` +
          (part.filename === undefined
            ? ''
            : `; filename="${part.filename}"\r\nContent-Type: application/octet-stream`) +
          '\r\n\r\n',
      ),
      part.bytes,
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
