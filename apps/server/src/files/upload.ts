import { createHash, randomUUID } from 'node:crypto';
import { sniffFileKind } from '@keystone/flows/rules';
import type { Db } from '../db/database.ts';
import type { UploadedFilesPurpose } from '../db/schema.generated.ts';
import { AppError } from '../errors/app-error.ts';
import { fileUrl } from './file-url.ts';
import type { ReceivedFile } from './multipart.ts';
import type { FileStorage } from './storage.ts';
import { EXTENSIONS, MIME_TYPES, UPLOAD_RULES } from './upload-rules.ts';

const rejected = (message: string) => new AppError(3, { fieldErrors: [{ field: 'file', message }] });

/** `POST /file/temp`: one file checked by its content and size, stored under a server-generated key. */
export async function storeUpload(
  { db, storage }: { db: Db; storage: FileStorage },
  { ownerId, purpose, file }: { ownerId: number; purpose: keyof typeof UPLOAD_RULES; file: ReceivedFile | undefined },
): Promise<{ fileUrl: string }> {
  if (!file) throw new AppError(4);
  const rules = UPLOAD_RULES[purpose];
  const kind = sniffFileKind(file.bytes.subarray(0, 8));
  if (kind === undefined || !rules.kinds.includes(kind)) throw rejected('Incorrect format');
  if (file.tooLarge || file.bytes.length > rules.maxBytes) throw rejected('The file is too large');
  if (file.bytes.length === 0) throw rejected('Incorrect format');

  const storageKey = `${randomUUID()}.${EXTENSIONS[kind]}`;
  await storage.put(storageKey, file.bytes);
  await db
    .insertInto('uploaded_files')
    .values({
      owner_id: ownerId,
      storage_key: storageKey,
      original_name: file.name.slice(0, 255) || null,
      mime_type: MIME_TYPES[kind],
      size_bytes: file.bytes.length,
      sha256: createHash('sha256').update(file.bytes).digest('hex'),
      purpose: purpose satisfies UploadedFilesPurpose,
    })
    .execute();
  return { fileUrl: fileUrl(storageKey) };
}
