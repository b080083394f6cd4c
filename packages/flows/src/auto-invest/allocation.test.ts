import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocateProject, allocateTerm, tieOrder, type AllocationClaim } from './allocation.ts';

const sum = (values: Iterable<number>) => [...values].reduce((total, value) => total + value, 0);

describe('allocateTerm', () => {
  it('gives every ask in full when the asks fit in the share', () => {
    const { shares, belowMinimum } = allocateTerm(1, 10_000, 100, [
      { id: 1, pounds: 1_000 },
      { id: 2, pounds: 500 },
    ]);
    expect([...shares]).toEqual([
      [1, 1_000],
      [2, 500],
    ]);
    expect(belowMinimum).toEqual([]);
  });

  it('divides the share in proportion to the asks, rounded down to the pound', () => {
    const { shares } = allocateTerm(1, 3_000, 100, [
      { id: 1, pounds: 4_000 },
      { id: 2, pounds: 2_000 },
    ]);
    expect(shares.get(1)).toBe(2_000);
    expect(shares.get(2)).toBe(1_000);
  });

  it('gives the pounds left over to the largest remainders', () => {
    // 1,000 among 3,000 / 2,000 / 1,000 asks: 500, 333⅓, 166⅔ → floors 500, 333, 166 and one pound left, which goes
    // to the largest remainder (⅔, the third investor's).
    const { shares } = allocateTerm(7, 1_000, 100, [
      { id: 1, pounds: 3_000 },
      { id: 2, pounds: 2_000 },
      { id: 3, pounds: 1_000 },
    ]);
    expect([shares.get(1), shares.get(2), shares.get(3)]).toEqual([500, 333, 167]);
  });

  it('breaks equal remainders by the published tie order, not by who signed up first', () => {
    // Three equal asks for 1,000: 333 each and one pound left, to the first in the tie order.
    const claims = [1, 2, 3].map((id) => ({ id, pounds: 500 }));
    for (const projectId of [1, 2, 3, 4, 5, 6]) {
      const { shares } = allocateTerm(projectId, 1_000, 100, claims);
      const first = [1, 2, 3].sort((a, b) => tieOrder(projectId, a) - tieOrder(projectId, b))[0];
      expect(shares.get(first!)).toBe(334);
      expect(sum(shares.values())).toBe(1_000);
    }
    // Over many projects, each of them is sometimes the one given the extra pound.
    const winners = new Set(
      Array.from({ length: 30 }, (_, projectId) => {
        const { shares } = allocateTerm(projectId + 1, 1_000, 100, claims);
        return [...shares].find(([, pounds]) => pounds === 334)![0];
      }),
    );
    expect(winners).toEqual(new Set([1, 2, 3]));
  });

  it('gives nothing to an ask below the minimum', () => {
    const { shares, belowMinimum } = allocateTerm(1, 10_000, 100, [
      { id: 1, pounds: 99 },
      { id: 2, pounds: 100 },
    ]);
    expect(belowMinimum).toEqual([1]);
    expect(shares.get(2)).toBe(100);
  });

  it('sets the smallest ask aside when its share would fall below the minimum, and divides again', () => {
    // 1,000 among 5,000 / 5,000 / 200: the 200's share would be 19, below 100: it gets nothing, the others 500 each.
    const { shares, belowMinimum } = allocateTerm(1, 1_000, 100, [
      { id: 1, pounds: 5_000 },
      { id: 2, pounds: 5_000 },
      { id: 3, pounds: 200 },
    ]);
    expect(belowMinimum).toEqual([3]);
    expect([shares.get(1), shares.get(2)]).toEqual([500, 500]);
  });

  it('answers the same whatever order the claims come in', () => {
    const claims = [
      { id: 4, pounds: 700 },
      { id: 9, pounds: 1_300 },
      { id: 2, pounds: 700 },
    ];
    const one = allocateTerm(3, 1_001, 100, claims);
    const other = allocateTerm(3, 1_001, 100, [...claims].reverse());
    expect(new Map([...one.shares].sort())).toEqual(new Map([...other.shares].sort()));
  });
});

describe('allocateProject', () => {
  it('shares the short term first, and asks the long term for what is left of each amount', () => {
    const { shares, belowMinimum } = allocateProject(
      1,
      [
        { term: 'LONG', poolPounds: 5_000, minimumPounds: 100 },
        { term: 'SHORT', poolPounds: 1_000, minimumPounds: 100 },
      ],
      [
        { id: 1, terms: ['SHORT', 'LONG'], pounds: 2_000 },
        { id: 2, terms: ['SHORT'], pounds: 2_000 },
        { id: 3, terms: ['LONG'], pounds: 50 },
      ],
    );
    expect(shares.get(1)).toEqual({ shortPounds: 500, longPounds: 1_500 });
    expect(shares.get(2)).toEqual({ shortPounds: 500, longPounds: 0 });
    expect(belowMinimum).toEqual([3]);
  });
});

// Property tests over random investors: what the rule promises, whatever the asks.
const claimsArbitrary = fc
  .uniqueArray(fc.record({ id: fc.integer({ min: 1, max: 100_000 }), pounds: fc.integer({ min: 0, max: 50_000 }) }), {
    selector: (claim) => claim.id,
    maxLength: 60,
  })
  .map((claims): AllocationClaim[] => claims);

describe('allocateTerm, for any investors', () => {
  const cases = fc.tuple(
    fc.integer({ min: 1, max: 1_000_000 }),
    fc.integer({ min: 0, max: 500_000 }),
    fc.integer({ min: 1, max: 5_000 }),
    claimsArbitrary,
  );

  it('never gives more than the share, nor more than anyone asked, nor less than the minimum', () => {
    fc.assert(
      fc.property(cases, ([projectId, pool, minimum, claims]) => {
        const { shares, belowMinimum } = allocateTerm(projectId, pool, minimum, claims);
        expect(sum(shares.values())).toBeLessThanOrEqual(pool);
        for (const claim of claims) {
          const share = shares.get(claim.id);
          if (share === undefined) expect(belowMinimum).toContain(claim.id);
          else {
            expect(share).toBeLessThanOrEqual(claim.pounds);
            expect(share).toBeGreaterThanOrEqual(minimum);
          }
        }
        expect(shares.size + belowMinimum.length).toBe(claims.length);
      }),
    );
  });

  it('gives out the whole share when the asks kept exceed it, each within a pound of its exact proportion', () => {
    fc.assert(
      fc.property(cases, ([projectId, pool, minimum, claims]) => {
        const { shares } = allocateTerm(projectId, pool, minimum, claims);
        const kept = claims.filter((claim) => shares.has(claim.id));
        const asked = sum(kept.map((claim) => claim.pounds));
        if (asked <= pool) {
          for (const claim of kept) expect(shares.get(claim.id)).toBe(claim.pounds);
          return;
        }
        expect(sum(shares.values())).toBe(pool);
        for (const claim of kept) {
          const exact = (pool * claim.pounds) / asked;
          expect(Math.abs(shares.get(claim.id)! - exact)).toBeLessThan(1 + 1e-9);
        }
      }),
    );
  });

  it('never gives a larger ask less than a smaller one', () => {
    fc.assert(
      fc.property(cases, ([projectId, pool, minimum, claims]) => {
        const { shares } = allocateTerm(projectId, pool, minimum, claims);
        const given = claims.filter((claim) => shares.has(claim.id));
        for (const a of given) {
          for (const b of given) {
            if (a.pounds > b.pounds) expect(shares.get(a.id)!).toBeGreaterThanOrEqual(shares.get(b.id)!);
          }
        }
      }),
    );
  });

  it('is the same for the claims in any order', () => {
    fc.assert(
      fc.property(cases, fc.integer(), ([projectId, pool, minimum, claims], seed) => {
        const shuffled = [...claims].sort((a, b) => tieOrder(seed, a.id) - tieOrder(seed, b.id));
        const one = allocateTerm(projectId, pool, minimum, claims).shares;
        const other = allocateTerm(projectId, pool, minimum, shuffled).shares;
        expect(new Map([...other].sort((a, b) => a[0] - b[0]))).toEqual(new Map([...one].sort((a, b) => a[0] - b[0])));
      }),
    );
  });
});
