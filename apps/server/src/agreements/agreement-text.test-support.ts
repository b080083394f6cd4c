import type { AgreementText } from '@keystone/api';
import { expect } from 'vitest';
import { readPdfLines } from '../pdf/read-pdf-lines.ts';

/** Every string of the agreement's text, in order: what the text view shows. */
export const wordsOf = (agreement: AgreementText) => [
  agreement.title,
  agreement.issued,
  ...agreement.sections.flatMap((section) => [
    section.heading,
    ...section.blocks.flatMap((block) => [
      ...(block.text === undefined ? [] : [block.text]),
      ...(block.rows ?? []).flatMap((row) => [row.label, row.value]),
    ]),
  ]),
];

/** The PDF prints every word of the text, in the same order (wrapped lines joined by a space). */
export async function expectPrintedInOrder(pdf: Uint8Array, agreement: AgreementText): Promise<void> {
  const printed = (await readPdfLines(pdf)).flat().join(' ');
  let from = 0;
  for (const word of wordsOf(agreement)) {
    const at = printed.indexOf(word, from);
    expect(at, `'${word}' printed after the words before it`).toBeGreaterThanOrEqual(from);
    from = at + word.length;
  }
}
