import type { ConsumerJourneyLogEntry } from '@keystone/api';

/** A page of the log: `limit` entries from `offset`, the first pledge counted among them. */
export interface LogPage {
  limit: number;
  offset: number;
}

/**
 * The first pledge is read from the investments, not the log (issue 32): it stands after the `pledgeAt` log entries
 * that happened at or before it. Answers which log rows a page of the merged record needs, and where in the page
 * the pledge goes (undefined when it is on another page, or there is none).
 */
export function logRowsFor(page: LogPage, pledgeAt: number | undefined): { rows: LogPage; pledgeIndex?: number } {
  const { limit, offset } = page;
  if (pledgeAt === undefined || pledgeAt >= offset + limit) return { rows: page };
  if (pledgeAt < offset) return { rows: { limit, offset: offset - 1 } };
  return { rows: { limit: limit - 1, offset }, pledgeIndex: pledgeAt - offset };
}

/** The entries with the pledge put in at its place. */
export function withPledge(
  entries: ConsumerJourneyLogEntry[],
  pledge: ConsumerJourneyLogEntry | undefined,
  index: number | undefined,
): ConsumerJourneyLogEntry[] {
  if (pledge === undefined || index === undefined) return entries;
  return [...entries.slice(0, index), pledge, ...entries.slice(index)];
}

/** A run of the same event, one after another: the first of them, how many, and when the last happened. */
export interface JourneyRun {
  entry: ConsumerJourneyLogEntry;
  count: number;
  lastAt: string;
}

const sameEvent = (a: ConsumerJourneyLogEntry, b: ConsumerJourneyLogEntry) =>
  a.details === null &&
  b.details === null &&
  a.step === b.step &&
  a.action === b.action &&
  a.textVersion === b.textVersion &&
  a.place === b.place &&
  a.ip === b.ip;

/**
 * The PDF holds the whole record but stays bounded (issue 32): the same event repeated one after another (the risk
 * summary opened again and again, the warning shown on each visit) is one entry with its count and its last time.
 * Entries with details (declarations, attempts, resets, the first pledge) are never folded.
 */
export function journeyRuns(entries: readonly ConsumerJourneyLogEntry[]): JourneyRun[] {
  const runs: JourneyRun[] = [];
  for (const entry of entries) {
    const last = runs.at(-1);
    if (last && sameEvent(last.entry, entry)) {
      last.count += 1;
      last.lastAt = entry.occurredAt;
    } else {
      runs.push({ entry, count: 1, lastAt: entry.occurredAt });
    }
  }
  return runs;
}
