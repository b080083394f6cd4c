/**
 * Money recovered on a defaulted loan, shared among the investments in proportion to what each is still owed
 * (issue 34 §3), by the payouts' rule (payout-profit.ts): exact integers (BigInt), each share its exact part rounded
 * down, the pennies that leaves given one each to the largest cut-off fractions (ties: the earlier in the list). So
 * the shares add up to the amount exactly, and no share is more than its investment is owed when the amount is not
 * more than the total owed.
 */
export function recoveryShares(amountPence: number, owedPence: readonly number[]): number[] {
  for (const pence of [amountPence, ...owedPence]) {
    if (!Number.isSafeInteger(pence) || pence < 0) throw new Error(`not pence: ${pence}`);
  }
  const totalOwed = owedPence.reduce((sum, owed) => sum + BigInt(owed), 0n);
  if (BigInt(amountPence) > totalOwed) throw new Error(`${amountPence}p is more than the ${totalOwed}p owed`);
  if (totalOwed === 0n) return owedPence.map(() => 0);
  const amount = BigInt(amountPence);
  const exact = owedPence.map((owed) => {
    const numerator = amount * BigInt(owed);
    return { floor: numerator / totalOwed, cutOff: numerator % totalOwed };
  });
  const leftOver = amount - exact.reduce((sum, share) => sum + share.floor, 0n);
  const byLargestCutOff = exact
    .map((share, index) => ({ index, cutOff: share.cutOff }))
    .sort((a, b) => (a.cutOff === b.cutOff ? a.index - b.index : a.cutOff > b.cutOff ? -1 : 1));
  const extraPenny = new Set(byLargestCutOff.slice(0, Number(leftOver)).map((share) => share.index));
  return exact.map((share, index) => Number(share.floor + (extraPenny.has(index) ? 1n : 0n)));
}
