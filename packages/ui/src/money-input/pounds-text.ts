/** Twelve digits (under a trillion pounds) keep the amount in pence a safe integer with room to spare. */
export const MAX_POUND_DIGITS = 12;

const grouped = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });

function wholePoundsPart(text: string): string {
  const dot = text.indexOf('.');
  return dot === -1 ? text : text.slice(0, dot);
}

function digitsOf(text: string): string {
  return text.replace(/\D/g, '');
}

/**
 * Reads whole pounds from what a person typed or pasted: the pound sign, thousands separators and spaces
 * are ignored, pence after a decimal point are dropped (never read as more pounds), leading zeros go.
 * Empty or digit-less text is no amount: `null`.
 */
export function parsePounds(text: string): number | null {
  const digits = digitsOf(wholePoundsPart(text)).replace(/^0+(?=\d)/, '').slice(0, MAX_POUND_DIGITS);
  return digits === '' ? null : Number(digits);
}

/** `1250` → `1,250`; no amount → empty text. */
export function formatPounds(value: number | null): string {
  if (value === null) return '';
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new TypeError(`formatPounds expects a whole, non-negative number of pounds, got ${value}`);
  }
  return grouped.format(value);
}

/** The caret index in `formatted` just after its `digitCount`-th digit. */
export function caretAfterDigits(formatted: string, digitCount: number): number {
  if (digitCount <= 0) return formatted.search(/\d/) === -1 ? formatted.length : 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index += 1) {
    if (/\d/.test(formatted.charAt(index))) seen += 1;
    if (seen === digitCount) return index + 1;
  }
  return formatted.length;
}

export interface PoundsEdit {
  value: number | null;
  /** Digits left of the caret in the amount as it will be shown, to put the caret back after reformatting. */
  digitsBeforeCaret: number;
}

/**
 * Interprets one edit of the formatted text. Deleting a thousands separator on its own would change
 * nothing, so it deletes the digit beyond it instead, as a person expects.
 */
export function readPoundsEdit(previous: string, next: string, caret: number, inputType?: string): PoundsEdit {
  let text = next;
  let at = caret;
  const removedSeparator =
    next.length === previous.length - 1 && previous.charAt(at) === ',' && previous.slice(0, at) + previous.slice(at + 1) === next;
  if (removedSeparator && inputType === 'deleteContentBackward' && at > 0) {
    text = next.slice(0, at - 1) + next.slice(at);
    at -= 1;
  } else if (removedSeparator && inputType === 'deleteContentForward') {
    text = next.slice(0, at) + next.slice(at + 1);
  }

  const whole = digitsOf(wholePoundsPart(text));
  const leadingZeros = whole.length - whole.replace(/^0+(?=\d)/, '').length;
  const typedBeforeCaret = digitsOf(wholePoundsPart(text.slice(0, at))).length;
  const digitsBeforeCaret = Math.min(Math.max(typedBeforeCaret - leadingZeros, 0), MAX_POUND_DIGITS);
  return { value: parsePounds(text), digitsBeforeCaret };
}
