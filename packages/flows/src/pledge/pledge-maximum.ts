import { everydayLimitMessage } from '../declarations/declarations.texts.ts';
import { formatMoney } from '../format/index.ts';
import { PLEDGE_MESSAGES } from './pledge.messages.ts';

// The most an investor can pledge now (issue 32 §2): one function for the amount step's offer and refusals, the mocks
// and the server. Three ceilings, the smallest binds:
// - what the project has left to raise for the term;
// - an everyday (restricted) investor's 12-month limit: no more than 10% of their net investable assets in these
//   investments over 12 months (COBS 4.7.10R, the restricted investor statement; applied to restricted mass market
//   investments by COBS 4.12A), less what they pledged in the last 12 months;
// - the e-wallet balance, when the pledge is paid from the e-wallet, or the ISA's cash, when paid from the ISA.

/** Which ceiling binds: the smallest; on a tie the investor's own (their limit, then their balance) is named. */
export type PledgeCeiling = 'PROJECT' | 'EVERYDAY_LIMIT' | 'E_WALLET' | 'ISA';

export interface PledgeCeilings {
  /** What the project has left to raise for the term. */
  remainingPence: number;
  /** What is left of an everyday investor's 12-month limit; undefined for every other category. */
  everydayLeftPence?: number | undefined;
  /** The e-wallet balance when the pledge is paid from it; undefined for a bank transfer. */
  walletBalancePence?: number | undefined;
  /** The Innovative Finance ISA's cash when the pledge is paid from it (issue 35); undefined otherwise. */
  isaBalancePence?: number | undefined;
}

export interface PledgeMaximum {
  maximumPence: number;
  binding: PledgeCeiling;
}

/** The most the investor can pledge now, and which ceiling sets it. */
export function pledgeMaximum({
  remainingPence,
  everydayLeftPence,
  walletBalancePence,
  isaBalancePence,
}: PledgeCeilings): PledgeMaximum {
  const ceilings = (
    [
      ['EVERYDAY_LIMIT', everydayLeftPence],
      ['E_WALLET', walletBalancePence],
      ['ISA', isaBalancePence],
      ['PROJECT', remainingPence],
    ] as const
  ).flatMap(([binding, pence]) => (pence === undefined ? [] : [{ binding, maximumPence: Math.max(0, pence) }]));
  const maximumPence = Math.min(...ceilings.map((ceiling) => ceiling.maximumPence));
  return ceilings.find((ceiling) => ceiling.maximumPence === maximumPence) as PledgeMaximum;
}

/** The investor's own ceilings, both terms of a pledge together: their everyday limit and their e-wallet or ISA. */
export type InvestorCeilings = Pick<PledgeCeilings, 'everydayLeftPence' | 'walletBalancePence' | 'isaBalancePence'>;

const less = (pence: number | undefined, usedPence: number) => (pence === undefined ? undefined : pence - usedPence);

/**
 * What the 'Remaining' option offers for a term: the most the investor can pledge on it, after `usedPence` already
 * pledged on the other term of the same pledge (the long term follows the short one).
 */
export function offeredMaximum(
  term: { remainingPence: number },
  investor: InvestorCeilings,
  usedPence = 0,
): PledgeMaximum {
  return pledgeMaximum({
    remainingPence: term.remainingPence,
    everydayLeftPence: less(investor.everydayLeftPence, usedPence),
    walletBalancePence: less(investor.walletBalancePence, usedPence),
    isaBalancePence: less(investor.isaBalancePence, usedPence),
  });
}

// Ours: the seed shows no words for these.
export const PLEDGE_CEILING_REASONS: Readonly<Record<PledgeCeiling, string>> = {
  PROJECT: 'what the project has left to raise',
  EVERYDAY_LIMIT: 'what is left of your everyday investor limit for the last 12 months',
  E_WALLET: 'your e-wallet balance',
  ISA: 'the cash in your Innovative Finance ISA',
};

/** The amount step's note: the most this investor can pledge now and which limit sets it. */
export function pledgeMaximumMessage({ maximumPence, binding }: PledgeMaximum): string {
  return `You can pledge up to ${formatMoney(maximumPence)} now: ${PLEDGE_CEILING_REASONS[binding]}.`;
}

/** The 'Remaining' option's label: the project's remaining amount, or the most this investor can pledge. */
export function maximumOptionLabel(remainingLabel: string, { maximumPence, binding }: PledgeMaximum): string {
  return binding === 'PROJECT'
    ? `${remainingLabel}: ${formatMoney(maximumPence)}`
    : `The most you can pledge: ${formatMoney(maximumPence)}`;
}

/** The seed's e-wallet refusal, then which limit binds: the balance, the most that can be paid from it. */
export function insufficientFundsMessage(walletBalancePence: number): string {
  return `${PLEDGE_MESSAGES.insufficientFunds}. You can pledge up to ${formatMoney(walletBalancePence)} from it: your e-wallet balance.`;
}

/** The e-wallet's refusal said of the ISA (issue 35), then the most that can be paid from the ISA's cash. */
export function insufficientIsaFundsMessage(isaBalancePence: number): string {
  return `${PLEDGE_MESSAGES.isaInsufficientFunds}. You can pledge up to ${formatMoney(isaBalancePence)} from it: the cash in your Innovative Finance ISA.`;
}

/** An everyday investor's pledge over what is left: what is wrong first, then the limit and what is left. */
export function overEverydayLimitMessage({ amount, limit, left }: { amount: number; limit: number; left: number }) {
  return `${formatMoney(amount)} is over your everyday investor limit. ${everydayLimitMessage({ limit, left })}`;
}
