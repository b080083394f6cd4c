import { formatPercent } from '../format/percent.ts';
import { RESALE_MAX_FEE_BASIS_POINTS } from './resale.constants.ts';

// The seller's fee is kept in basis points (50 is 0.5%) and typed and shown as a percent, to two decimals at most.

const PERCENT_PATTERN = /^\s*(\d{1,3})(?:\.(\d{1,2}))?\s*%?\s*$/;

export const RESALE_FEE_MESSAGES = {
  invalid: `Enter a percentage from 0% to ${formatPercent(RESALE_MAX_FEE_BASIS_POINTS / 100)}, with at most two decimals`,
} as const;

/** A percent as typed ('0.5', '0.25%') in basis points (50, 25); `undefined` when it is not one. */
export function resaleFeeBasisPoints(typed: string): number | undefined {
  const match = PERCENT_PATTERN.exec(typed);
  if (!match) return undefined;
  const [, whole = '0', decimals = ''] = match;
  return Number(whole) * 100 + Number(decimals.padEnd(2, '0'));
}

/** The fee as typed: a percent of at most two decimals from 0 to the most allowed; the message, or `undefined`. */
export function validateResaleFeePercent(typed: string): string | undefined {
  const basisPoints = resaleFeeBasisPoints(typed);
  return basisPoints === undefined || basisPoints > RESALE_MAX_FEE_BASIS_POINTS
    ? RESALE_FEE_MESSAGES.invalid
    : undefined;
}

/** Basis points as the percent a person reads and types: 50 is '0.5'. */
export const resaleFeePercentText = (basisPoints: number): string => formatPercent(basisPoints / 100).replace('%', '');
