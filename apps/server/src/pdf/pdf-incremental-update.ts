import { PDFCrossRefSection, PDFDocument, PDFNumber, PDFTrailer, PDFTrailerDict } from 'pdf-lib';

/** What pdf-lib writes into a file: an object, a cross-reference section, a trailer. */
interface Serialisable {
  sizeInBytes(): number;
  copyBytesInto(buffer: Uint8Array, offset: number): number;
}

const latin1 = new TextDecoder('latin1');

function serialised(object: Serialisable): Uint8Array {
  const bytes = new Uint8Array(object.sizeInBytes());
  object.copyBytesInto(bytes, 0);
  return bytes;
}

function sameBytes(a: Uint8Array | undefined, b: Uint8Array): boolean {
  return a !== undefined && a.length === b.length && a.every((byte, index) => byte === b[index]);
}

/** Where the last cross-reference section of a PDF starts: the number after its final `startxref`. */
function lastCrossReferenceOffset(pdf: Uint8Array): number {
  const tail = latin1.decode(pdf.subarray(Math.max(0, pdf.length - 1024)));
  const match = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(tail);
  if (match === null) throw new Error('Not a PDF ending in startxref and %%EOF');
  return Number(match[1]);
}

/**
 * Changes a PDF by an incremental update (ISO 32000-1 §7.5.6): the original bytes are kept as they are, and the
 * objects `change` adds or alters follow them with a cross-reference section pointing back to the original's. So
 * whoever holds the result can cut off its first `pdf.length` bytes and get the original, byte for byte, and check a
 * hash of it. `pdf` must end in a classic cross-reference table (pdf-lib's `save({ useObjectStreams: false })`).
 */
export async function appendIncrementalUpdate(
  pdf: Uint8Array,
  change: (document: PDFDocument) => Promise<void>,
): Promise<Uint8Array> {
  const previousCrossReference = lastCrossReferenceOffset(pdf);
  const document = await PDFDocument.load(pdf, { updateMetadata: false });
  const { context } = document;
  const before = new Map(context.enumerateIndirectObjects().map(([ref, object]) => [ref.tag, serialised(object)]));

  await change(document);
  await document.flush();

  const encoder = new TextEncoder();
  const parts: Uint8Array[] = [encoder.encode('\n')];
  let offset = pdf.length + 1;
  const crossReference = PDFCrossRefSection.createEmpty();
  const changed = context
    .enumerateIndirectObjects()
    .map(([ref, object]) => ({ ref, bytes: serialised(object) }))
    .filter(({ ref, bytes }) => !sameBytes(before.get(ref.tag), bytes))
    .sort((a, b) => a.ref.objectNumber - b.ref.objectNumber);
  for (const { ref, bytes } of changed) {
    crossReference.addEntry(ref, offset);
    const framed = [
      encoder.encode(`${ref.objectNumber} ${ref.generationNumber} obj\n`),
      bytes,
      encoder.encode('\nendobj\n'),
    ];
    for (const part of framed) {
      parts.push(part);
      offset += part.length;
    }
  }
  const trailer = PDFTrailerDict.of(
    context.obj({
      Size: context.largestObjectNumber + 1,
      Root: context.trailerInfo.Root,
      Info: context.trailerInfo.Info,
      ID: context.trailerInfo.ID,
      Prev: PDFNumber.of(previousCrossReference),
    }),
  );
  const crossReferenceOffset = offset;
  for (const tailObject of [crossReference, trailer]) {
    parts.push(serialised(tailObject), encoder.encode('\n'));
  }
  parts.push(serialised(PDFTrailer.forLastCrossRefSectionOffset(crossReferenceOffset)));

  const out = new Uint8Array(pdf.length + parts.reduce((sum, part) => sum + part.length, 0));
  out.set(pdf, 0);
  let position = pdf.length;
  for (const part of parts) {
    out.set(part, position);
    position += part.length;
  }
  return out;
}
