import type { PDFFont } from 'pdf-lib';

// pdf-lib draws the 14 standard PDF fonts (Helvetica...) in WinAnsi encoding only, and throws on any other character.
// A Unicode font would need @pdf-lib/fontkit and a font file shipped with the server; until then every text goes
// through winAnsiText: what WinAnsi has is kept (é, ë, ß, Œ, £, €, curly quotes), a letter it lacks becomes its base
// letter (Ł → L, Ś → S), and anything else a '?', so a name never stops an agreement from being made. The evidence
// page prints such a name again with the lost characters as code points, so the signer stays identified exactly.

/** Letters NFKD leaves whole (they are not a base letter plus a mark) and their nearest plain letters. */
const baseLetters: Record<string, string> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
  Ŀ: 'L',
  ŀ: 'l',
  Ŧ: 'T',
  ŧ: 't',
  ĸ: 'k',
  Ə: 'E',
  ə: 'e',
  ʼ: "'",
  '\u2212': '-',
};

const characterSets = new WeakMap<PDFFont, ReadonlySet<number>>();

function characterSet(font: PDFFont): ReadonlySet<number> {
  let set = characterSets.get(font);
  if (set === undefined) {
    set = new Set(font.getCharacterSet());
    characterSets.set(font, set);
  }
  return set;
}

const canShow = (text: string, set: ReadonlySet<number>) =>
  [...text].every((character) => set.has(character.codePointAt(0) ?? -1));

/** The text as the font can draw it: see above. Control characters (tabs, line breaks) become spaces. */
export function winAnsiText(text: string, font: PDFFont): string {
  const set = characterSet(font);
  let out = '';
  for (const character of text) {
    if (/\p{Cc}/u.test(character)) out += ' ';
    else if (set.has(character.codePointAt(0) ?? -1)) out += character;
    else if (baseLetters[character] !== undefined) out += baseLetters[character];
    else {
      const base = character.normalize('NFKD').replace(/\p{M}/gu, '');
      out += base !== '' && canShow(base, set) ? base : '?';
    }
  }
  return out;
}

/** The text with every character the font cannot draw written as its code point (`Zoë <U+0141>`), or undefined if none. */
export function codePointsBeyond(text: string, font: PDFFont): string | undefined {
  const set = characterSet(font);
  if (canShow(text, set)) return undefined;
  return [...text]
    .map((character) => {
      const point = character.codePointAt(0) ?? 0;
      return set.has(point) ? character : `<U+${point.toString(16).toUpperCase().padStart(4, '0')}>`;
    })
    .join('');
}
