import { describe, expect, it } from 'vitest';
import { RESALE_LISTING_STATUS_LABELS, RESALE_LISTING_STATUS_TONES } from './resale-labels.ts';
import { isListingClosed } from './resale-listing.machine.ts';

describe('resale listing status labels', () => {
  it('names every status once, in words', () => {
    const labels = Object.values(RESALE_LISTING_STATUS_LABELS);
    expect(labels).toHaveLength(6);
    expect(new Set(labels).size).toBe(labels.length);
    expect(RESALE_LISTING_STATUS_LABELS.PARTLY_SOLD).toBe('Partly sold');
  });

  it('tones a listing still for sale as information, a suspended one as danger, a sold one as success', () => {
    for (const status of ['OPEN', 'PARTLY_SOLD'] as const) {
      expect(isListingClosed(status)).toBe(false);
      expect(RESALE_LISTING_STATUS_TONES[status]).toBe('info');
    }
    expect(RESALE_LISTING_STATUS_TONES.SUSPENDED).toBe('danger');
    expect(RESALE_LISTING_STATUS_TONES.SOLD).toBe('success');
    expect(RESALE_LISTING_STATUS_TONES.CANCELLED).toBe('neutral');
    expect(RESALE_LISTING_STATUS_TONES.EXPIRED).toBe('neutral');
  });
});
