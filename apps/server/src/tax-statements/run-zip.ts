import { ZipArchive } from 'archiver';

/** A zip of the given files, whole in memory: a run's statements are small PDFs and one CSV. */
export async function zipOf(entries: readonly { name: string; bytes: Uint8Array | string }[]): Promise<Buffer> {
  // PDFs are already compressed; the CSV is small: storing saves the CPU for little lost.
  const zip = new ZipArchive({ store: true });
  const chunks: Buffer[] = [];
  zip.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    zip.on('end', resolve);
    zip.on('error', reject);
  });
  for (const { name, bytes } of entries) {
    zip.append(typeof bytes === 'string' ? Buffer.from(bytes, 'utf8') : Buffer.from(bytes), { name });
  }
  await zip.finalize();
  await ended;
  return Buffer.concat(chunks);
}
