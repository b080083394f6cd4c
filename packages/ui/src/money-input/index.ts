export { MoneyInput, type MoneyInputProps } from './money-input.tsx';
export { caretAfterCharacters, groupAmountText, readAmountEdit, type AmountEdit } from './amount-text.ts';
