// One set of value parsers for both engines, so a query returns the same JS values on PGlite and PostgreSQL.

const INT8 = 20;
const NUMERIC = 1700;
const DATE = 1082;

/**
 * bigint columns hold pence and ids: plain numbers, refusing any value a JS number cannot hold exactly. The contract's
 * ceilings on money (flows constants.ts) keep every stored sum far below that, so such a value is impossible data: the
 * read fails and is logged as an error rather than answering a wrong figure.
 */
function parseSafeInteger(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new RangeError(`integer ${text} is outside the safe range`);
  return value;
}

/** numeric holds rates (numeric(5,2)) and sums of pence; integer results must still be exact. */
function parseNumeric(text: string): number {
  const value = Number(text);
  if (!/[.eE]/.test(text) && !Number.isSafeInteger(value)) {
    throw new RangeError(`numeric ${text} is outside the safe range`);
  }
  return value;
}

/** Calendar dates stay 'YYYY-MM-DD': turning them into Date objects would shift them by the time zone. */
function keepDateText(text: string): string {
  return text;
}

export const typeParsers: Readonly<Record<number, (text: string) => unknown>> = {
  [INT8]: parseSafeInteger,
  [NUMERIC]: parseNumeric,
  [DATE]: keepDateText,
};
