import { describe, expect, it } from 'vitest';
import { caretAfterCharacters, groupAmountText, readAmountEdit } from './amount-text.ts';

describe('groupAmountText', () => {
  it('groups thousands the British way', () => {
    expect(groupAmountText('1250')).toBe('1,250');
    expect(groupAmountText('999')).toBe('999');
    expect(groupAmountText('0')).toBe('0');
    expect(groupAmountText('123456789012')).toBe('123,456,789,012');
  });

  it('leaves out the pound sign, old separators, spaces and letters', () => {
    expect(groupAmountText('£1,250')).toBe('1,250');
    expect(groupAmountText(' £ 12,500,000 ')).toBe('12,500,000');
    expect(groupAmountText('1a2-3')).toBe('123');
    expect(groupAmountText('£')).toBe('');
    expect(groupAmountText('')).toBe('');
  });

  it('removes leading zeros but keeps a lone zero', () => {
    expect(groupAmountText('0050')).toBe('50');
    expect(groupAmountText('000')).toBe('0');
  });

  it('keeps pence as typed, for the form to judge, instead of dropping them or reading them as pounds', () => {
    expect(groupAmountText('£2,500.75')).toBe('2,500.75');
    expect(groupAmountText('2500.')).toBe('2,500.');
    expect(groupAmountText('1.2.3')).toBe('1.23');
  });

  it('is stable: grouped text groups to itself', () => {
    for (const text of ['0', '7', '1,000', '52,428,800', '2,500.75']) expect(groupAmountText(text)).toBe(text);
  });
});

describe('caretAfterCharacters', () => {
  it('skips separators', () => {
    expect(caretAfterCharacters('12,500', 2)).toBe(2);
    expect(caretAfterCharacters('12,500', 3)).toBe(4);
    expect(caretAfterCharacters('12,500', 5)).toBe(6);
    expect(caretAfterCharacters('1,250.5', 5)).toBe(6);
  });

  it('clamps to the text', () => {
    expect(caretAfterCharacters('12,500', 0)).toBe(0);
    expect(caretAfterCharacters('12,500', 9)).toBe(6);
    expect(caretAfterCharacters('', 3)).toBe(0);
  });
});

describe('readAmountEdit', () => {
  it('reads a digit typed at the end', () => {
    expect(readAmountEdit('125', '1250', 4)).toEqual({ text: '1,250', charactersBeforeCaret: 4 });
  });

  it('keeps the caret after a digit typed in the middle', () => {
    // '1,2|50' + '9' → '1,29|50' → shown '12,9|50'
    expect(readAmountEdit('1,250', '1,2950', 4)).toEqual({ text: '12,950', charactersBeforeCaret: 3 });
  });

  it('ignores a letter and leaves the caret where it was', () => {
    expect(readAmountEdit('1,250', '1,2a50', 4)).toEqual({ text: '1,250', charactersBeforeCaret: 2 });
  });

  it('keeps the caret after a decimal point typed at the end', () => {
    expect(readAmountEdit('1,250', '1,250.', 6)).toEqual({ text: '1,250.', charactersBeforeCaret: 5 });
  });

  it('deletes the digit before a separator removed with Backspace', () => {
    expect(readAmountEdit('1,250', '1250', 1, 'deleteContentBackward')).toEqual({
      text: '250',
      charactersBeforeCaret: 0,
    });
  });

  it('deletes the digit after a separator removed with Delete', () => {
    expect(readAmountEdit('1,250', '1250', 1, 'deleteContentForward')).toEqual({
      text: '150',
      charactersBeforeCaret: 1,
    });
  });

  it('treats an ordinary deletion as it is', () => {
    expect(readAmountEdit('1,250', '1,25', 4, 'deleteContentBackward')).toEqual({
      text: '125',
      charactersBeforeCaret: 3,
    });
    expect(readAmountEdit('5', '', 0, 'deleteContentBackward')).toEqual({ text: '', charactersBeforeCaret: 0 });
  });

  it('discounts leading zeros before the caret', () => {
    expect(readAmountEdit('0', '05', 2)).toEqual({ text: '5', charactersBeforeCaret: 1 });
    expect(readAmountEdit('5', '005', 2)).toEqual({ text: '5', charactersBeforeCaret: 0 });
  });
});
