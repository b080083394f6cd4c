export { MoneyInput, type MoneyInputProps } from './money-input.tsx';
export { caretAfterDigits, formatPounds, MAX_POUND_DIGITS, parsePounds, readPoundsEdit, type PoundsEdit } from './pounds-text.ts';
