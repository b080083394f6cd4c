import { inflateSync } from 'node:zlib';

/**
 * What a PDF says, searchable: its bytes with every Flate-compressed stream inflated (pdf-lib compresses page
 * contents and packs objects into compressed object streams). Text drawn with a standard font is a hex string in
 * the font's encoding, which for plain ASCII is the ASCII bytes: `carriesText` looks for either form.
 */
export function pdfContent(pdf: Buffer): string {
  const parts = [pdf.toString('latin1')];
  const streams = /stream\r?\n/g;
  for (let match = streams.exec(parts[0] ?? ''); match; match = streams.exec(parts[0] ?? '')) {
    const start = match.index + match[0].length;
    const end = pdf.indexOf('endstream', start);
    if (end < 0) break;
    try {
      parts.push(inflateSync(pdf.subarray(start, end)).toString('latin1'));
    } catch {
      // Not Flate (an image's own encoding, say): nothing to read in it.
    }
  }
  return parts.join('\n');
}

export function carriesText(content: string, text: string): boolean {
  return content.includes(text) || content.includes(Buffer.from(text, 'latin1').toString('hex').toUpperCase());
}
