import { createHash, randomUUID } from 'node:crypto';
import type { FilePurpose } from '@keystone/api';
import { UPLOAD_MAX_BYTES } from '@keystone/flows/constants';
import { sniffFileKind, UPLOAD_MESSAGES } from '@keystone/flows/rules';
import type { AppContext } from '../context/app-context.ts';
import type { AuthenticatedUser } from '../auth/authenticate.ts';
import type { Db } from '../db/database.ts';
import { AppError } from '../errors/app-error.ts';
import { fileUrl, storageKeyFromFileUrl } from './file-url.ts';
import type { ReceivedFile } from './multipart.ts';
import { storableContent } from './file-content.ts';
import {
  deleteUploadedFile,
  findOwnedFile,
  findUploadedFile,
  findUploader,
  insertUploadedFile,
  uploadUsageSince,
} from './queries.ts';
import { assertMayUpload, UPLOAD_LIMIT_WINDOW_MS } from './upload-permission.ts';
import { EXTENSIONS, MIME_TYPES, UPLOAD_RULES } from './upload-rules.ts';

const rejected = (message: string) => new AppError(3, { fieldErrors: [{ field: 'file', message }] });

/** What the caller may upload for `purpose` now, by their role, their KYC and what they uploaded lately. */
async function checkUploader(db: Db, userId: number, purpose: FilePurpose, now: Date, lock: boolean): Promise<void> {
  const uploader = await findUploader(db, userId, { lock });
  const usage = await uploadUsageSince(db, userId, new Date(now.getTime() - UPLOAD_LIMIT_WINDOW_MS));
  assertMayUpload(uploader, purpose, usage);
}

/**
 * `POST /file/temp`: one file checked by its content and size, stored under a server-generated key. Who may upload
 * is checked before the file is decoded, so a refused caller costs no decoding, and again with the caller's row
 * locked as the file is recorded, so that uploads sent at once cannot pass the daily limit together.
 */
export async function storeUpload(
  app: AppContext,
  { ownerId, purpose, file }: { ownerId: number; purpose: FilePurpose; file: ReceivedFile | undefined },
): Promise<{ fileUrl: string }> {
  const { db, providers, clock } = app;
  if (!file) throw new AppError(4);
  await checkUploader(db, ownerId, purpose, clock.now(), false);
  const rules = UPLOAD_RULES[purpose];
  const kind = sniffFileKind(file.bytes.subarray(0, 8));
  if (kind === undefined || !rules.kinds.includes(kind)) throw rejected(UPLOAD_MESSAGES.rejected);
  if (file.tooLarge || file.bytes.length > rules.maxBytes) throw rejected('The file is too large');
  if (file.bytes.length === 0) throw rejected(UPLOAD_MESSAGES.rejected);
  const content = await storableContent(kind, file.bytes);
  // A re-encoded image may come out larger than it came in; no stored file exceeds the largest upload.
  if (content.length > UPLOAD_MAX_BYTES) throw rejected('The file is too large');

  const storageKey = `${randomUUID()}.${EXTENSIONS[kind]}`;
  // The row is recorded first, so that it counts against the limit at once, and the bytes stored after the commit:
  // a storage provider on the database must not wait for a connection while this one holds the uploader's row.
  // Until the URL is answered nobody knows the key, so nobody reads the row without its bytes.
  await db.transaction().execute(async (trx) => {
    const now = clock.now();
    await checkUploader(trx, ownerId, purpose, now, true);
    await insertUploadedFile(trx, {
      owner_id: ownerId,
      storage_key: storageKey,
      original_name: file.name.slice(0, 255) || null,
      mime_type: MIME_TYPES[kind],
      size_bytes: content.length,
      sha256: createHash('sha256').update(content).digest('hex'),
      purpose,
      created_at: now,
    });
  });
  try {
    await providers.storage.put(storageKey, content);
  } catch (error) {
    await deleteUploadedFile(db, storageKey);
    throw error;
  }
  return { fileUrl: fileUrl(storageKey) };
}

interface StoredFile {
  bytes: Buffer;
  mimeType: string;
  /** The name it was uploaded with, without any folder, or the storage key when it had none. */
  name: string;
}

/**
 * `GET /files/{key}`: the owner and admins may read a file, every signed-in user an image or a visible document of a
 * project past DRAFT (seed 001 'Project details'), and a reader of a project update its photos and documents (issue
 * 34 §2); anyone else gets code 10, an unknown key code 5.
 */
export async function readStoredFile(
  app: AppContext,
  { key, viewer }: { key: string; viewer: AuthenticatedUser },
): Promise<StoredFile> {
  const { db, providers } = app;
  const file = await findUploadedFile(db, key, viewer.id);
  if (!file) throw new AppError(5);
  const shown = Boolean(file.shown_on_project) || Boolean(file.shown_in_update);
  const readable = viewer.role === 'ADMIN' || file.owner_id === viewer.id || shown;
  if (!readable) throw new AppError(10);
  const bytes = await providers.storage.get(key);
  if (bytes === undefined) throw new AppError(5);
  return { bytes, mimeType: file.mime_type, name: baseName(file.original_name) || key };
}

// Browsers send whatever path the picker gave; only the last segment is the file's name.
function baseName(originalName: string | null): string {
  return (originalName ?? '').split(/[/\\]/).pop()?.trim() ?? '';
}

/** The id of the caller's own upload a file URL names, or undefined for any other URL. */
export async function ownUploadId(app: AppContext, ownerId: number, url: string): Promise<number | undefined> {
  const { db } = app;
  const key = storageKeyFromFileUrl(url);
  if (key === undefined) return undefined;
  return (await findOwnedFile(db, key, ownerId))?.id;
}
