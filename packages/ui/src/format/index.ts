export { formatMoney, type FormatMoneyOptions } from './money.ts';
export { formatDate, formatDateTime } from './date.ts';
export { formatPercent, type FormatPercentOptions } from './percent.ts';
