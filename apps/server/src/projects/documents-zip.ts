import { once } from 'node:events';
import { ZipArchive } from 'archiver';
import type { FileStorage } from '../providers/storage/file-storage.ts';

const maxNameLength = 100;

/**
 * A title as a file name every system accepts: no path separators, no characters Windows refuses, no control
 * characters, no leading or trailing dots and spaces, not too long; `fallback` when nothing is left.
 */
export function safeFileName(title: string, fallback: string): string {
  const safe = title
    .normalize('NFC')
    .replace(/[\p{Cc}/\\:*?"<>|]+/gu, '-')
    .replace(/\s+/g, ' ')
    .slice(0, maxNameLength)
    .replace(/^[\s.-]+|[\s.-]+$/g, '');
  return safe === '' ? fallback : safe;
}

/** Each title's entry name with `.pdf`, numbered `(2)`, `(3)`… when it clashes with an earlier one in any case. */
export function entryNames(titles: readonly string[]): string[] {
  const taken = new Set<string>();
  return titles.map((title) => {
    const base = safeFileName(title, 'document');
    let name = `${base}.pdf`;
    for (let number = 2; taken.has(name.toLowerCase()); number += 1) name = `${base} (${number}).pdf`;
    taken.add(name.toLowerCase());
    return name;
  });
}

/**
 * A zip of the stored files, each under its name, written as it is read; `onError` hears of a failure to write it
 * (the zip is destroyed with that error).
 */
export function documentsZip(
  storage: FileStorage,
  entries: readonly { key: string; name: string }[],
  onError: (error: unknown) => void,
): ZipArchive {
  // PDFs are already compressed: storing them saves the CPU for nothing lost.
  const zip = new ZipArchive({ store: true });
  void writeEntries(zip, storage, entries).catch((error: unknown) => {
    onError(error);
    zip.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return zip;
}

/** One file at a time, the next read only once the last is written: memory holds one document, not the zip. */
async function writeEntries(
  zip: ZipArchive,
  storage: FileStorage,
  entries: readonly { key: string; name: string }[],
): Promise<void> {
  // A reader who goes away closes the zip: stop there instead of waiting for an entry that never comes.
  const closed = new AbortController();
  zip.once('close', () => closed.abort());
  for (const { key, name } of entries) {
    const bytes = await storage.get(key);
    if (closed.signal.aborted) return;
    if (bytes === undefined) throw new Error(`No stored bytes for ${key}`);
    const written = once(zip, 'entry', { signal: closed.signal });
    zip.append(bytes, { name });
    try {
      await written;
    } catch (error) {
      if (closed.signal.aborted) return;
      throw error;
    }
  }
  await zip.finalize();
}
