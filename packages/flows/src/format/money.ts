const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
const wholePounds = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

export interface FormatMoneyOptions {
  /** Show `£1,250` instead of `£1,250.00`; pence are rounded to the nearest pound. */
  wholePounds?: boolean;
}

/** Formats an integer amount of pence as British pounds: `formatMoney(125050)` is `£1,250.50`. */
export function formatMoney(pence: number, options: FormatMoneyOptions = {}): string {
  if (!Number.isSafeInteger(pence)) {
    throw new TypeError(`formatMoney expects an integer number of pence, got ${pence}`);
  }
  return (options.wholePounds ? wholePounds : pounds).format(pence / 100);
}
