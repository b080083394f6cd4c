import { grayscale, type PDFDocument, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { winAnsiText } from './pdf-text.ts';

export const a4: [number, number] = [595.28, 841.89]; // points
export const margin = 56;
const footerSize = 8;
const textWidth = a4[0] - 2 * margin;

export interface PdfFonts {
  regular: PDFFont;
  bold: PDFFont;
  /** For hashes and codes, read character by character. */
  mono: PDFFont;
}

export async function embedFonts(document: PDFDocument): Promise<PdfFonts> {
  const [regular, bold, mono] = await Promise.all([
    document.embedFont(StandardFonts.Helvetica),
    document.embedFont(StandardFonts.HelveticaBold),
    document.embedFont(StandardFonts.Courier),
  ]);
  return { regular, bold, mono };
}

interface TextStyle {
  font?: keyof PdfFonts;
  size?: number;
}

/** Lines broken at spaces to fit the width; a word longer than the line (a hash, an address) is broken anywhere. */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  const fits = (candidate: string) => font.widthOfTextAtSize(candidate, size) <= width;
  for (const word of text.split(' ')) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line !== '') lines.push(line);
    line = '';
    for (const character of word) {
      if (line !== '' && !fits(line + character)) {
        lines.push(line);
        line = '';
      }
      line += character;
    }
  }
  lines.push(line);
  return lines;
}

/**
 * Writes top to bottom across as many A4 pages as the text needs, every string made drawable by the standard fonts
 * (winAnsiText), and numbers the pages once all are written.
 */
export class PageWriter {
  page: PDFPage;
  /** The baseline of the next line. */
  y = 0;
  private readonly pages: PDFPage[] = [];

  constructor(
    private readonly document: PDFDocument,
    readonly fonts: PdfFonts,
  ) {
    this.page = this.addPage();
  }

  private addPage(): PDFPage {
    this.page = this.document.addPage(a4);
    this.pages.push(this.page);
    this.y = a4[1] - margin;
    return this.page;
  }

  /** Moves to a new page unless `height` points are left above the footer. */
  reserve(height: number): void {
    if (this.y - height < margin + 2 * footerSize) this.addPage();
  }

  text(text: string, { font = 'regular', size = 10 }: TextStyle = {}): void {
    const pdfFont = this.fonts[font];
    for (const line of wrapText(winAnsiText(text, pdfFont), pdfFont, size, textWidth)) {
      this.reserve(size * 1.4);
      this.page.drawText(line, { x: margin, y: this.y, size, font: pdfFont });
      this.y -= size * 1.4;
    }
  }

  heading(text: string, size = 12): void {
    this.space(size * 0.6);
    this.reserve(size * 3);
    this.text(text, { font: 'bold', size });
    this.space(2);
  }

  /** Label and value side by side, the value wrapped in its column. */
  rows(rows: readonly (readonly [string, string])[], labelWidth = 150): void {
    const size = 10;
    const { regular, bold } = this.fonts;
    for (const [label, value] of rows) {
      const lines = wrapText(winAnsiText(value, regular), regular, size, textWidth - labelWidth);
      this.reserve(size * 1.4 * Math.min(lines.length, 3));
      this.page.drawText(winAnsiText(label, bold), { x: margin, y: this.y, size, font: bold });
      for (const line of lines) {
        this.reserve(size * 1.4);
        this.page.drawText(line, { x: margin + labelWidth, y: this.y, size, font: regular });
        this.y -= size * 1.4;
      }
    }
  }

  space(points: number): void {
    this.y -= points;
  }

  /** Writes `footer(page, pages)` at the foot of every page this writer made. */
  numberPages(footer: (page: number, pages: number) => string): void {
    const { regular } = this.fonts;
    this.pages.forEach((page, index) => {
      page.drawText(winAnsiText(footer(index + 1, this.pages.length), regular), {
        x: margin,
        y: margin / 2,
        size: footerSize,
        font: regular,
        color: grayscale(0.4),
      });
    });
  }

  get pageCount(): number {
    return this.pages.length;
  }
}
