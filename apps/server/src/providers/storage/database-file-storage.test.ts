import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngines, type TestDatabase } from '../../testing/test-database.ts';
import { databaseFileStorage } from './database-file-storage.ts';

// The store used on PostgreSQL (see providers.ts); PGlite keeps its uploads in the local folder.
describe.runIf(testEngines.includes('postgres'))('uploads stored in PostgreSQL', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
  });
  afterAll(() => database.close());

  const newKey = (extension = 'pdf') => `${randomUUID()}.${extension}`;

  it('gives back exactly the bytes put under a key, and nothing for an unknown key', async () => {
    const storage = databaseFileStorage(database.db);
    const key = newKey('png');
    const bytes = randomBytes(4096);

    await storage.put(key, bytes);

    expect(await storage.get(key)).toEqual(bytes);
    expect(await storage.get(newKey())).toBeUndefined();
  });

  it('keeps every byte value, including zeros and a backslash, and an empty file', async () => {
    const storage = databaseFileStorage(database.db);
    const everyByte = Buffer.from(Array.from({ length: 256 }, (_, value) => value));
    const [full, empty] = [newKey(), newKey()];

    await storage.put(full, everyByte);
    await storage.put(empty, Buffer.alloc(0));

    expect(await storage.get(full)).toEqual(everyByte);
    expect(await storage.get(empty)).toEqual(Buffer.alloc(0));
  });

  it('refuses a second put under one key and keeps the first bytes', async () => {
    const storage = databaseFileStorage(database.db);
    const key = newKey();
    await storage.put(key, Buffer.from('first'));

    await expect(storage.put(key, Buffer.from('second'))).rejects.toThrow();

    expect((await storage.get(key))?.toString()).toBe('first');
  });

  it('stores a 50 MB file (the largest upload) out of line, uncompressed, and reads it back whole', async () => {
    const storage = databaseFileStorage(database.db);
    const key = newKey();
    const largest = randomBytes(50 * 1024 * 1024);

    await storage.put(key, largest);

    expect((await storage.get(key))?.equals(largest)).toBe(true);
    const rows = await database.withRawTransaction((session) =>
      session.query(
        `SELECT a.attstorage AS storage, pg_column_size(b.bytes) AS stored_size
         FROM file_blobs b, pg_attribute a
         WHERE b.storage_key = $1 AND a.attrelid = 'file_blobs'::regclass AND a.attname = 'bytes'`,
        [key],
      ),
    );
    // 'e' is EXTERNAL: in TOAST, never compressed (the bytes are random here, but an image or a PDF is as well).
    expect(rows[0]).toMatchObject({ storage: 'e' });
    expect(Number(rows[0]?.stored_size)).toBeGreaterThanOrEqual(largest.length);
  }, 60_000);

  it('refuses a key that could name a path, as the local folder does', async () => {
    const storage = databaseFileStorage(database.db);
    await expect(storage.put('../escape.pdf', Buffer.from('x'))).rejects.toThrow();
  });
});
