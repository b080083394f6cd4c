import type { InvestmentTerm } from '@keystone/api';

// The fair allocation of a project's auto-invest share (issue 38 §2), in whole pounds, the same on every machine:
//
// 1. An investor asks for what their rules allow in this project (their amount per project, no more than their money
//    waiting and what is left below their total), in whole pounds. An ask below the project's minimum gets nothing.
// 2. If the asks fit in the share, each investor gets their ask.
// 3. Otherwise each gets the share × their ask ÷ all the asks, rounded down to the pound, and the pounds left over go
//    one each to the largest remainders (largest remainder, or Hamilton's method). Equal remainders are ordered by
//    the published tie order: a number drawn for each investor from the project's id and their authority's id
//    (`tieOrder`), smallest first. It changes from project to project, so nobody is always first, and it does not
//    depend on when anyone signed up.
// 4. If a share comes to less than the project's minimum, the smallest ask (last in the tie order among equal asks)
//    is set aside with nothing and the share is divided again among the rest, until every share is at least the
//    minimum.
// 5. A project with two terms is shared short term first, then long term, each term's share on its own; an investor
//    whose rules take both asks the long term for what is left of their amount per project after the short term.

export interface AllocationClaim {
  /** The investor's standing authority. */
  id: number;
  /** What they ask for in this term, in whole pounds. */
  pounds: number;
}

export interface TermAllocation {
  /** Each claim given a share, in whole pounds (at least the minimum). */
  shares: Map<number, number>;
  /** Claims that get nothing because their ask or their share was below the minimum, in the order set aside. */
  belowMinimum: number[];
}

/**
 * The published tie order: FNV-1a (32 bits) of `projectId:authorityId`. A smaller number comes first among equal
 * remainders; equal numbers (vanishingly rare) fall back to the smaller authority id.
 */
export function tieOrder(projectId: number, authorityId: number): number {
  let hash = 0x811c9dc5;
  for (const char of `${projectId}:${authorityId}`) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

function byTieOrder(projectId: number) {
  return (a: number, b: number) => tieOrder(projectId, a) - tieOrder(projectId, b) || a - b;
}

/** One term's share (whole pounds) divided among the claims by steps 1–4 above. */
export function allocateTerm(
  projectId: number,
  poolPounds: number,
  minimumPounds: number,
  claims: readonly AllocationClaim[],
): TermAllocation {
  const tie = byTieOrder(projectId);
  const minimum = Math.max(1, minimumPounds);
  const belowMinimum = claims.filter((claim) => claim.pounds < minimum).map((claim) => claim.id);
  // Largest ask first; among equal asks, first in the tie order first: the last is the one set aside first.
  const kept = claims.filter((claim) => claim.pounds >= minimum).sort((a, b) => b.pounds - a.pounds || tie(a.id, b.id));
  const pool = BigInt(Math.max(0, poolPounds));
  let total = kept.reduce((sum, claim) => sum + BigInt(claim.pounds), 0n);
  // Step 4: while the smallest ask's share (the smallest share) is below the minimum, set it aside.
  while (kept.length > 0 && total > pool) {
    const smallest = kept[kept.length - 1]!;
    if (pool * BigInt(smallest.pounds) >= BigInt(minimum) * total) break;
    kept.pop();
    belowMinimum.push(smallest.id);
    total -= BigInt(smallest.pounds);
  }
  const shares = new Map<number, number>();
  if (total <= pool) {
    for (const claim of kept) shares.set(claim.id, claim.pounds);
    return { shares, belowMinimum };
  }
  // Step 3: floors, then the pounds left over to the largest remainders.
  let left = pool;
  const remainders: { id: number; remainder: bigint }[] = [];
  for (const claim of kept) {
    const exact = pool * BigInt(claim.pounds);
    const floor = exact / total;
    shares.set(claim.id, Number(floor));
    left -= floor;
    remainders.push({ id: claim.id, remainder: exact % total });
  }
  remainders.sort((a, b) => (a.remainder === b.remainder ? tie(a.id, b.id) : a.remainder > b.remainder ? -1 : 1));
  for (const { id } of remainders.slice(0, Number(left))) shares.set(id, shares.get(id)! + 1);
  return { shares, belowMinimum };
}

/** An investor whose rules matched the project: the terms they take and their ask across the project. */
export interface ProjectClaim {
  id: number;
  terms: readonly InvestmentTerm[];
  /** Their ask across both terms, in whole pounds. */
  pounds: number;
}

export interface ProjectTermShare {
  term: InvestmentTerm;
  poolPounds: number;
  minimumPounds: number;
}

export interface ProjectAllocation {
  /** What each investor is given, per term, in whole pounds (only investors given something). */
  shares: Map<number, { shortPounds: number; longPounds: number }>;
  /** Investors given nothing because every ask or share of theirs was below a term's minimum. */
  belowMinimum: number[];
}

/** The whole project by step 5: each term in turn (short first), the long term asked for what is left. */
export function allocateProject(
  projectId: number,
  terms: readonly ProjectTermShare[],
  claims: readonly ProjectClaim[],
): ProjectAllocation {
  const left = new Map(claims.map((claim) => [claim.id, claim.pounds]));
  const shares = new Map<number, { shortPounds: number; longPounds: number }>();
  const ordered = [...terms].sort((a, b) => (a.term === b.term ? 0 : a.term === 'SHORT' ? -1 : 1));
  for (const { term, poolPounds, minimumPounds } of ordered) {
    const termClaims = claims
      .filter((claim) => claim.terms.includes(term) && (left.get(claim.id) ?? 0) > 0)
      .map((claim) => ({ id: claim.id, pounds: left.get(claim.id)! }));
    const allocation = allocateTerm(projectId, poolPounds, minimumPounds, termClaims);
    for (const [id, pounds] of allocation.shares) {
      left.set(id, left.get(id)! - pounds);
      const share = shares.get(id) ?? { shortPounds: 0, longPounds: 0 };
      shares.set(id, term === 'SHORT' ? { ...share, shortPounds: pounds } : { ...share, longPounds: pounds });
    }
  }
  const belowMinimum = claims.filter((claim) => !shares.has(claim.id)).map((claim) => claim.id);
  return { shares, belowMinimum };
}
