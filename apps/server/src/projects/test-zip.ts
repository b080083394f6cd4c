import { inflateRawSync } from 'node:zlib';

/**
 * The entries of a zip, read from its central directory (a streamed zip's local headers leave the sizes to a
 * trailing descriptor). Enough for tests: no zip64, no encryption; stored and deflated entries.
 */
export function readZip(zip: Buffer): { name: string; bytes: Buffer }[] {
  const endOfDirectory = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (endOfDirectory < 0) throw new Error('Not a zip: no end of central directory');
  const count = zip.readUInt16LE(endOfDirectory + 10);
  let offset = zip.readUInt32LE(endOfDirectory + 16);
  const entries: { name: string; bytes: Buffer }[] = [];
  for (let index = 0; index < count; index += 1) {
    if (zip.readUInt32LE(offset) !== 0x02014b50) throw new Error(`No central directory entry at ${offset}`);
    const method = zip.readUInt16LE(offset + 10);
    const compressedSize = zip.readUInt32LE(offset + 20);
    const size = zip.readUInt32LE(offset + 24);
    const nameLength = zip.readUInt16LE(offset + 28);
    const extraLength = zip.readUInt16LE(offset + 30);
    const commentLength = zip.readUInt16LE(offset + 32);
    const localHeader = zip.readUInt32LE(offset + 42);
    const name = zip.toString('utf8', offset + 46, offset + 46 + nameLength);
    if (zip.readUInt32LE(localHeader) !== 0x04034b50) throw new Error(`No local header for ${name}`);
    const dataStart = localHeader + 30 + zip.readUInt16LE(localHeader + 26) + zip.readUInt16LE(localHeader + 28);
    const data = zip.subarray(dataStart, dataStart + compressedSize);
    const bytes = method === 0 ? Buffer.from(data) : inflateRawSync(data);
    if (bytes.length !== size) throw new Error(`${name}: ${bytes.length} bytes, the directory says ${size}`);
    entries.push({ name, bytes });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}
