// How the platform shows money, dates, percentages, durations and sort codes (en-GB, pounds sterling), to people on every
// screen, in e-mails and in documents alike.
export { formatMoney, type FormatMoneyOptions } from './money.ts';
export { formatCountry } from './country.ts';
export { formatDate, formatDateTime, formatExactDateTime, formatTimeOnDay } from './date.ts';
export { formatDuration } from './duration.ts';
export { describeAccept, formatByteSize, uploadLimitsText } from './file-size.ts';
export { formatCount } from './count.ts';
export { formatPercent, type FormatPercentOptions } from './percent.ts';
export { formatSortCode, sortCodeDigits } from './sort-code.ts';
