import { describe, expect, it } from 'vitest';
import { caretAfterDigits, formatPounds, parsePounds, readPoundsEdit } from './pounds-text.ts';

describe('parsePounds', () => {
  it('reads digits with a pound sign, separators and spaces', () => {
    expect(parsePounds('1250')).toBe(1250);
    expect(parsePounds('£1,250')).toBe(1250);
    expect(parsePounds(' £ 12,500,000 ')).toBe(12_500_000);
  });

  it('gives no amount for empty or digit-less text', () => {
    expect(parsePounds('')).toBeNull();
    expect(parsePounds('£')).toBeNull();
    expect(parsePounds('abc')).toBeNull();
  });

  it('keeps zero, so the form can say the amount is incorrect', () => {
    expect(parsePounds('0')).toBe(0);
    expect(parsePounds('000')).toBe(0);
  });

  it('removes leading zeros', () => {
    expect(parsePounds('0050')).toBe(50);
  });

  it('drops pence instead of reading them as pounds', () => {
    expect(parsePounds('£2,500.75')).toBe(2500);
    expect(parsePounds('.99')).toBeNull();
  });

  it('stops at twelve digits', () => {
    expect(parsePounds('1234567890123456')).toBe(123_456_789_012);
  });
});

describe('formatPounds', () => {
  it('groups thousands the British way', () => {
    expect(formatPounds(1250)).toBe('1,250');
    expect(formatPounds(999)).toBe('999');
    expect(formatPounds(0)).toBe('0');
    expect(formatPounds(123_456_789_012)).toBe('123,456,789,012');
  });

  it('shows nothing for no amount', () => {
    expect(formatPounds(null)).toBe('');
  });

  it('refuses pence and negative amounts', () => {
    expect(() => formatPounds(12.5)).toThrow(TypeError);
    expect(() => formatPounds(-1)).toThrow(TypeError);
  });

  it('round-trips with parsePounds', () => {
    for (const value of [0, 7, 1000, 52_428_800]) expect(parsePounds(formatPounds(value))).toBe(value);
  });
});

describe('caretAfterDigits', () => {
  it('skips separators', () => {
    expect(caretAfterDigits('12,500', 2)).toBe(2);
    expect(caretAfterDigits('12,500', 3)).toBe(4);
    expect(caretAfterDigits('12,500', 5)).toBe(6);
  });

  it('clamps to the text', () => {
    expect(caretAfterDigits('12,500', 0)).toBe(0);
    expect(caretAfterDigits('12,500', 9)).toBe(6);
    expect(caretAfterDigits('', 3)).toBe(0);
  });
});

describe('readPoundsEdit', () => {
  it('reads a digit typed at the end', () => {
    expect(readPoundsEdit('125', '1250', 4)).toEqual({ value: 1250, digitsBeforeCaret: 4 });
  });

  it('keeps the caret after a digit typed in the middle', () => {
    // '1,2|50' + '9' → '1,29|50' → shown '12,9|50'
    expect(readPoundsEdit('1,250', '1,2950', 4)).toEqual({ value: 12_950, digitsBeforeCaret: 3 });
  });

  it('ignores a letter and leaves the caret where it was', () => {
    expect(readPoundsEdit('1,250', '1,2a50', 4)).toEqual({ value: 1250, digitsBeforeCaret: 2 });
  });

  it('deletes the digit before a separator removed with Backspace', () => {
    expect(readPoundsEdit('1,250', '1250', 1, 'deleteContentBackward')).toEqual({ value: 250, digitsBeforeCaret: 0 });
  });

  it('deletes the digit after a separator removed with Delete', () => {
    expect(readPoundsEdit('1,250', '1250', 1, 'deleteContentForward')).toEqual({ value: 150, digitsBeforeCaret: 1 });
  });

  it('treats an ordinary deletion as it is', () => {
    expect(readPoundsEdit('1,250', '1,25', 4, 'deleteContentBackward')).toEqual({ value: 125, digitsBeforeCaret: 3 });
    expect(readPoundsEdit('5', '', 0, 'deleteContentBackward')).toEqual({ value: null, digitsBeforeCaret: 0 });
  });

  it('discounts leading zeros before the caret', () => {
    expect(readPoundsEdit('0', '05', 2)).toEqual({ value: 5, digitsBeforeCaret: 1 });
  });
});
