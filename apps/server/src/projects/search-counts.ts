import { LRUCache } from 'lru-cache';
import type { Db } from '../db/database.ts';
import { canonicalStatuses, countProjects, searchedTerm, type ProjectListFilter } from './queries.ts';

// A search's count reads every matching project (a tenth of 100,000 for a city): about all of a searched page's time.
// It is remembered per database with the list version it was counted at (migration 032), which moves in the same
// transaction as any change to which projects a search could match. A searched page reads the version beside its
// rows; while it is the one a count was remembered at, that count is still exact, on every server instance.

interface CountAt {
  count: number;
  listVersion: string;
}

/** Searches remembered per database: a few thousand small entries. */
const maxSearches = 2_000;
const countsOf = new WeakMap<Db, LRUCache<string, CountAt>>();

function searchKey(filter: ProjectListFilter): string {
  return JSON.stringify([filter.hideDrafts, canonicalStatuses(filter.statuses), searchedTerm(filter)]);
}

/** How many projects a search matches, counted only when the list has changed since it was last counted. */
export async function searchCount(db: Db, filter: ProjectListFilter, pageListVersion: string | undefined) {
  let counts = countsOf.get(db);
  if (counts === undefined) {
    counts = new LRUCache<string, CountAt>({ max: maxSearches });
    countsOf.set(db, counts);
  }
  const key = searchKey(filter);
  const known = counts.get(key);
  if (known !== undefined && known.listVersion === pageListVersion) return known.count;
  const { count, listVersion } = await countProjects(db, filter);
  if (listVersion !== undefined) counts.set(key, { count, listVersion });
  return count;
}
