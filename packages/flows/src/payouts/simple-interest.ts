// Simple interest in exact integers, shared by the payouts (what a term pays) and the investor dashboard (what has
// accrued so far), so both put the same penny on the same figure. Pence and hundredths of a percent are integers and
// the arithmetic is BigInt (pence × hundredths × days passes 2^53 well before pence do), so no float decides a penny.

/** 100 (percent) × 100 (hundredths of a percent) × 365 (days a year). */
export const SIMPLE_INTEREST_DENOMINATOR = 3_650_000n;

/** principal × yearRate / 100 × days / 365, times SIMPLE_INTEREST_DENOMINATOR: exact, an integer. */
export function simpleInterestNumerator(principalPence: number, yearRatePercent: number, days: number): bigint {
  if (!Number.isSafeInteger(principalPence) || principalPence < 0) throw new Error(`not pence: ${principalPence}`);
  return BigInt(principalPence) * BigInt(rateHundredths(yearRatePercent)) * BigInt(Math.max(0, days));
}

/** A yearly rate given to two decimals (7.35 for 7.35%) as the integer 735. */
export function rateHundredths(ratePercent: number): number {
  const hundredths = Math.round(ratePercent * 100);
  if (!Number.isSafeInteger(hundredths) || hundredths < 0) throw new Error(`not a rate: ${ratePercent}`);
  return hundredths;
}

/** An exact interest (a simpleInterestNumerator) to the penny, rounded half down: 100.5p is 100p, 100.6p is 101p. */
export function roundHalfDownPence(numerator: bigint): bigint {
  const floor = numerator / SIMPLE_INTEREST_DENOMINATOR;
  return 2n * (numerator % SIMPLE_INTEREST_DENOMINATOR) > SIMPLE_INTEREST_DENOMINATOR ? floor + 1n : floor;
}
