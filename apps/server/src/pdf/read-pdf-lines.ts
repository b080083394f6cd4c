import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, type PDFPage } from 'pdf-lib';

const windows1252 = new TextDecoder('windows-1252');
const latin1 = new TextDecoder('latin1');

/** The decoded content stream of a page: its drawing operators as text. */
export function pageOperators(page: PDFPage): string {
  const contents = page.node.Contents();
  const streams =
    contents instanceof PDFArray ? contents.asArray().map((ref) => page.doc.context.lookup(ref)) : [contents];
  return streams
    .map((stream) => {
      if (!(stream instanceof PDFRawStream)) throw new Error('Expected a stored content stream');
      return latin1.decode(decodePDFRawStream(stream).decode());
    })
    .join('\n');
}

/**
 * For tests: the text drawn on each page, one string per `drawText` line. pdf-lib writes the standard fonts' text
 * as WinAnsi hex strings (`<48656C6C6F> Tj`), which this reads back; it is no general PDF text extractor.
 */
export async function readPdfLines(pdf: Uint8Array): Promise<string[][]> {
  const document = await PDFDocument.load(pdf);
  return document
    .getPages()
    .map((page) =>
      [...pageOperators(page).matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)].map((match) =>
        windows1252.decode(Uint8Array.from((match[1] ?? '').match(/../g) ?? [], (pair) => parseInt(pair, 16))),
      ),
    );
}
