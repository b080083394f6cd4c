import { resaleListingStatuses } from '@keystone/api';
import { describe, expect, it } from 'vitest';
import { LISTING_NOT_FOR_SALE_MESSAGES, listingNotForSaleMessage } from './resale.messages.ts';

describe('listingNotForSaleMessage', () => {
  it('says what became of a listing that is no longer for sale', () => {
    expect(listingNotForSaleMessage('SOLD')).toBe(LISTING_NOT_FOR_SALE_MESSAGES.sold);
    expect(listingNotForSaleMessage('CANCELLED')).toBe(LISTING_NOT_FOR_SALE_MESSAGES.cancelled);
    expect(listingNotForSaleMessage('EXPIRED')).toBe(LISTING_NOT_FOR_SALE_MESSAGES.expired);
    expect(listingNotForSaleMessage('SUSPENDED')).toBe(LISTING_NOT_FOR_SALE_MESSAGES.suspended);
  });

  it('has nothing to say of a listing still for sale, and something of every other status', () => {
    const forSale = resaleListingStatuses.filter((status) => listingNotForSaleMessage(status) === undefined);
    expect(forSale).toEqual(['OPEN', 'PARTLY_SOLD']);
  });
});
