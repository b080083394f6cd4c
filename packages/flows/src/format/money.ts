const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
const wholePounds = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

export interface FormatMoneyOptions {
  /**
   * Show `£1,250` instead of `£1,250.00` when the figure is whole; a figure with pence keeps them (`£1,250.50`).
   * Only for the fixed limits a rule's message states: an amount of someone's money is shown with its pence, always,
   * so one figure reads the same on every screen.
   */
  wholePounds?: boolean;
}

/** Formats an integer amount of pence as British pounds: `formatMoney(125050)` is `£1,250.50`. */
export function formatMoney(pence: number, options: FormatMoneyOptions = {}): string {
  if (!Number.isSafeInteger(pence)) {
    throw new TypeError(`formatMoney expects an integer number of pence, got ${pence}`);
  }
  return (options.wholePounds && pence % 100 === 0 ? wholePounds : pounds).format(pence / 100);
}
