import { formatSortCode } from '@keystone/flows/format';

// An admin sees enough of a bank account to tell accounts apart on the phone, not enough to use it.

const MASK = '•';

function keepLast(value: string, visible: number): string {
  const digits = value.replace(/\D/g, '');
  const shown = Math.min(visible, Math.floor(digits.length / 2));
  return MASK.repeat(digits.length - shown) + digits.slice(digits.length - shown);
}

/** `401276` → `••-••-76`: the last two digits, in the usual pairs. */
export function maskSortCode(sortCode: string): string {
  return formatSortCode(keepLast(sortCode, 2));
}

/** `41234567` → `••••4567`: the last four digits. */
export function maskAccountNumber(accountNumber: string): string {
  return keepLast(accountNumber, 4);
}
