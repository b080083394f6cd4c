import { createHash, randomUUID } from 'node:crypto';
import type { FilePurpose } from '@keystone/api';
import { sniffFileKind, UPLOAD_MESSAGES } from '@keystone/flows/rules';
import type { AppContext } from '../context/app-context.ts';
import type { AuthenticatedUser } from '../auth/authenticate.ts';
import type { Db } from '../db/database.ts';
import { AppError } from '../errors/app-error.ts';
import { fileUrl, storageKeyFromFileUrl } from './file-url.ts';
import type { ReceivedFile } from './multipart.ts';
import { findOwnedFile, findUploadedFile, insertUploadedFile } from './queries.ts';
import { EXTENSIONS, MIME_TYPES, UPLOAD_RULES } from './upload-rules.ts';

const rejected = (message: string) => new AppError(3, { fieldErrors: [{ field: 'file', message }] });

/** `POST /file/temp`: one file checked by its content and size, stored under a server-generated key. */
export async function storeUpload(
  { db, providers }: AppContext,
  { ownerId, purpose, file }: { ownerId: number; purpose: FilePurpose; file: ReceivedFile | undefined },
): Promise<{ fileUrl: string }> {
  if (!file) throw new AppError(4);
  const rules = UPLOAD_RULES[purpose];
  const kind = sniffFileKind(file.bytes.subarray(0, 8));
  if (kind === undefined || !rules.kinds.includes(kind)) throw rejected(UPLOAD_MESSAGES.rejected);
  if (file.tooLarge || file.bytes.length > rules.maxBytes) throw rejected('The file is too large');
  if (file.bytes.length === 0) throw rejected(UPLOAD_MESSAGES.rejected);

  const storageKey = `${randomUUID()}.${EXTENSIONS[kind]}`;
  await providers.storage.put(storageKey, file.bytes);
  await insertUploadedFile(db, {
    owner_id: ownerId,
    storage_key: storageKey,
    original_name: file.name.slice(0, 255) || null,
    mime_type: MIME_TYPES[kind],
    size_bytes: file.bytes.length,
    sha256: createHash('sha256').update(file.bytes).digest('hex'),
    purpose,
  });
  return { fileUrl: fileUrl(storageKey) };
}

interface StoredFile {
  bytes: Buffer;
  mimeType: string;
  /** The name it was uploaded with, without any folder, or the storage key when it had none. */
  name: string;
}

/**
 * `GET /files/{key}`: the owner and admins may read a file, and every signed-in user an image or a visible document
 * of a project past DRAFT (seed 001 'Project details'); anyone else gets code 10, an unknown key code 5.
 */
export async function readStoredFile(
  { db, providers }: AppContext,
  { key, viewer }: { key: string; viewer: AuthenticatedUser },
): Promise<StoredFile> {
  const file = await findUploadedFile(db, key);
  if (!file) throw new AppError(5);
  const readable = viewer.role === 'ADMIN' || file.owner_id === viewer.id || Boolean(file.shown_on_project);
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
export async function ownUploadId(db: Db, ownerId: number, url: string): Promise<number | undefined> {
  const key = storageKeyFromFileUrl(url);
  if (key === undefined) return undefined;
  return (await findOwnedFile(db, key, ownerId))?.id;
}
