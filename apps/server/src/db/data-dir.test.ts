import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabaseFolder, openPglite } from './pglite.ts';

/**
 * Issue 22 §7: a production start with a DATA_DIR that did not exist stopped with ENOENT from inside PGlite. The
 * file engine is the one that reads DATA_DIR, whichever engine the other tests run on.
 */
describe('the embedded database folder under DATA_DIR', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'keystone-data-dir-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('is created with every folder above it', async () => {
    const directory = path.join(root, 'not', 'yet', 'there', 'pglite');
    await createDatabaseFolder(directory);

    expect(existsSync(directory)).toBe(true);
  });

  it('refuses to open, with a sentence naming the folder, when it cannot be created', async () => {
    const file = path.join(root, 'a-file');
    writeFileSync(file, '');
    const directory = path.join(file, 'pglite');

    await expect(openPglite({ directory })).rejects.toThrow(
      `The database folder ${directory} (under DATA_DIR) does not exist and cannot be created`,
    );
  });
});
