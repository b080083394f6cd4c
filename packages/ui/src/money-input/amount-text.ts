// Text editing for an amount field, and nothing more: thousands separators appear as digits are typed and the caret
// stays beside the character it was beside. What the text is worth (pounds, pence, whether it is allowed) is the
// form's rule, in @keystone/flows.

const SEPARATOR = ',';

function digitsOf(text: string): string {
  return text.replace(/\D/g, '');
}

function splitAtPoint(text: string): { whole: string; fraction: string | undefined } {
  const point = text.indexOf('.');
  return point === -1
    ? { whole: text, fraction: undefined }
    : { whole: text.slice(0, point), fraction: text.slice(point + 1) };
}

function withoutLeadingZeros(digits: string): string {
  return digits.replace(/^0+(?=\d)/, '');
}

/**
 * `£1250.5` → `1,250.5`: the digits before the first decimal point grouped in threes without leading zeros, the
 * point and the digits after it kept, anything else (a pound sign, letters, spaces, old separators) left out.
 */
export function groupAmountText(text: string): string {
  const { whole, fraction } = splitAtPoint(text);
  const grouped = withoutLeadingZeros(digitsOf(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, SEPARATOR);
  return fraction === undefined ? grouped : `${grouped}.${digitsOf(fraction)}`;
}

/** The caret index in grouped text just after its `count`-th character that is not a separator. */
export function caretAfterCharacters(grouped: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < grouped.length; index += 1) {
    if (grouped.charAt(index) !== SEPARATOR) seen += 1;
    if (seen === count) return index + 1;
  }
  return grouped.length;
}

export interface AmountEdit {
  /** The edited text, grouped. */
  text: string;
  /** Characters other than separators left of the caret in `text`, to put the caret back after regrouping. */
  charactersBeforeCaret: number;
}

/**
 * Interprets one edit of the grouped text. Deleting a thousands separator on its own would change nothing, so it
 * deletes the digit beyond it instead, as a person expects.
 */
export function readAmountEdit(previous: string, next: string, caret: number, inputType?: string): AmountEdit {
  let text = next;
  let at = caret;
  const removedSeparator =
    next.length === previous.length - 1 &&
    previous.charAt(at) === SEPARATOR &&
    previous.slice(0, at) + previous.slice(at + 1) === next;
  if (removedSeparator && inputType === 'deleteContentBackward' && at > 0) {
    text = next.slice(0, at - 1) + next.slice(at);
    at -= 1;
  } else if (removedSeparator && inputType === 'deleteContentForward') {
    text = next.slice(0, at) + next.slice(at + 1);
  }

  const wholeDigits = digitsOf(splitAtPoint(text).whole);
  const droppedZeros = wholeDigits.length - withoutLeadingZeros(wholeDigits).length;
  const before = splitAtPoint(text.slice(0, at));
  const keptBefore = digitsOf(text.slice(0, at)).length + (before.fraction === undefined ? 0 : 1);
  const zerosBefore = Math.min(droppedZeros, digitsOf(before.whole).length);
  return { text: groupAmountText(text), charactersBeforeCaret: Math.max(keptBefore - zerosBefore, 0) };
}
