export interface FormatPercentOptions {
  /** Exactly this many decimals (`45.68%` with 2); otherwise up to two, without trailing zeros. */
  fractionDigits?: number;
}

const upToTwo = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 });
const fixed = new Map<number, Intl.NumberFormat>();

function fixedFormat(digits: number): Intl.NumberFormat {
  let format = fixed.get(digits);
  if (!format) {
    format = new Intl.NumberFormat('en-GB', { minimumFractionDigits: digits, maximumFractionDigits: digits });
    fixed.set(digits, format);
  }
  return format;
}

/**
 * Formats a value that is already a percentage (rates are stored as `7.5`): `formatPercent(7.5)` is `7.5%`.
 * Not `style: 'percent'`, which would need the value divided by 100 and bring float noise into the rounding.
 */
export function formatPercent(value: number, options: FormatPercentOptions = {}): string {
  if (!Number.isFinite(value)) throw new TypeError(`formatPercent expects a finite number, got ${value}`);
  const format = options.fractionDigits === undefined ? upToTwo : fixedFormat(options.fractionDigits);
  return `${format.format(value)}%`;
}
