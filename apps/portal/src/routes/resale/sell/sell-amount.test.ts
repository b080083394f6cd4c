import { RESALE_AMOUNT_MESSAGES } from '@keystone/flows/resale';
import { describe, expect, it } from 'vitest';
import { sellAmountMessage, sellAmountPence } from './sell-amount.ts';

const quote = { outstandingPence: 1_000_000, minimumPence: 100_000 };

describe('sellAmountMessage', () => {
  it('takes whole pounds as typed, grouped or not', () => {
    expect(sellAmountPence('5,000')).toBe(500_000);
    expect(sellAmountMessage('5,000', quote)).toBeUndefined();
    expect(sellAmountMessage('10000', quote)).toBeUndefined();
  });

  it('asks for an amount, then whole pounds', () => {
    expect(sellAmountMessage(' ', quote)).toBe(RESALE_AMOUNT_MESSAGES.required);
    expect(sellAmountMessage('250.50', quote)).toBe(RESALE_AMOUNT_MESSAGES.wholePounds);
    expect(sellAmountMessage('abc', quote)).toBe(RESALE_AMOUNT_MESSAGES.wholePounds);
  });

  it('refuses less than the minimum, more than is held and a remainder below the minimum', () => {
    expect(sellAmountMessage('500', quote)).toBe(RESALE_AMOUNT_MESSAGES.belowMinimum.sell(100_000));
    expect(sellAmountMessage('10,001', quote)).toBe(RESALE_AMOUNT_MESSAGES.aboveAvailable.sell(1_000_000));
    expect(sellAmountMessage('9,500', quote)).toBe(RESALE_AMOUNT_MESSAGES.leavesTooLittle.sell(50_000, 100_000));
  });
});
