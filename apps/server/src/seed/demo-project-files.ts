import { createHash } from 'node:crypto';
import type { Project } from '@keystone/api';
import { formatDate, formatMoney } from '@keystone/flows/format';
import type { Db } from '../db/database.ts';
import { storageKeyFromFileUrl } from '../files/file-url.ts';
import { insertUploadedFile } from '../files/queries.ts';
import { replaceMedia, type DocumentRow, type ImageRow } from '../projects/queries.ts';
import type { FileStorage } from '../providers/storage/file-storage.ts';
import { demoDocument, demoPicture } from './demo-artwork.ts';

// A demo project's images and documents as real uploads leave them: the bytes in the storage provider under the key
// the fixtures' URL names, an uploaded_files row, and the project's image and document rows. GET /files/{key} then
// serves them like any upload, and the API answers the fixtures' URLs.

export async function storeFile(
  db: Db,
  storage: FileStorage,
  file: { url: string; bytes: Buffer; name: string; ownerId: number; purpose: 'PROJECT_IMAGE' | 'PROJECT_DOCUMENT' },
): Promise<number> {
  const key = storageKeyFromFileUrl(file.url);
  if (key === undefined) throw new Error(`not a file URL: ${file.url}`);
  try {
    await storage.put(key, file.bytes);
  } catch (error) {
    // A seed that failed after storing the bytes (its rows rolled back) left them there: the same bytes serve.
    if (!(await storage.get(key))?.equals(file.bytes)) throw error;
  }
  return insertUploadedFile(db, {
    owner_id: file.ownerId,
    storage_key: key,
    original_name: file.name,
    mime_type: file.purpose === 'PROJECT_IMAGE' ? 'image/png' : 'application/pdf',
    size_bytes: file.bytes.length,
    sha256: createHash('sha256').update(file.bytes).digest('hex'),
    purpose: file.purpose,
  });
}

const slug = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** What a demo document says about its project. */
function documentLines(project: Project): string[] {
  return [
    `${project.address}, ${project.city}`,
    project.subtitle ?? '',
    `Short-term funding target: ${formatMoney(project.shortFundingTargetPence)}`,
    `Short term: ${formatDate(project.shortStartDate)} to ${formatDate(project.shortEndDate)}`,
    `Location: ${project.latitude.toFixed(4)}, ${project.longitude.toFixed(4)}`,
  ].filter((line) => line !== '');
}

/**
 * Stores the project's images and documents (a document without a URL gets its row only) and attaches them to
 * project `projectId`, as saving the project form does.
 */
export async function seedProjectFiles(
  db: Db,
  storage: FileStorage,
  { projectId, project, ownerId }: { projectId: number; project: Project; ownerId: number },
): Promise<void> {
  const images: ImageRow[] = [];
  for (const [position, image] of project.images.entries()) {
    const fileId = await storeFile(db, storage, {
      url: image.url,
      bytes: demoPicture(project.id * 10 + position),
      name: `${slug(project.title)}-${position + 1}.png`,
      ownerId,
      purpose: 'PROJECT_IMAGE',
    });
    images.push({ file_id: fileId, is_main: image.main });
  }
  const documents: DocumentRow[] = [];
  for (const document of project.documents) {
    const fileId =
      document.url === null
        ? null
        : await storeFile(db, storage, {
            url: document.url,
            bytes: await demoDocument(document.title, project.title, documentLines(project)),
            name: `${document.title}.pdf`,
            ownerId,
            purpose: 'PROJECT_DOCUMENT',
          });
    const { title, visible, required, predefined, uuid } = document;
    documents.push({ file_id: fileId, title, visible, required, predefined, uuid });
  }
  await replaceMedia(db, projectId, images, documents);
}
