import { signedInUser } from '../auth/authenticate.ts';
import type { ServiceHandlers } from '../contract/operation-types.ts';
import type { Db } from '../db/database.ts';
import { inlineContentDisposition } from './content-disposition.ts';
import { readStoredFile } from './download.ts';
import { receivedFile } from './multipart.ts';
import type { FileStorage } from './storage.ts';
import { storeUpload } from './upload.ts';
import { fileViewer } from './viewer.ts';

export function fileRoutes(context: {
  db: Db;
  jwtSecret: Uint8Array;
  storage: FileStorage;
}): Pick<ServiceHandlers, 'uploadTempFile' | 'downloadFile'> {
  return {
    uploadTempFile: async (request, reply) => {
      const result = await storeUpload(context, {
        ownerId: signedInUser(request).id,
        purpose: request.query.purpose ?? 'KYC_DOCUMENT',
        file: receivedFile(request),
      });
      reply.status(201);
      return result;
    },

    downloadFile: async (request, reply) => {
      const viewer = await fileViewer(request, context);
      const file = await readStoredFile(context, { key: request.params.key, viewer });
      reply.headers({
        'content-type': file.mimeType,
        'content-disposition': inlineContentDisposition(file.name),
        // KYC documents are personal data: no shared cache keeps them, and no copy outlives the page.
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      });
      return file.bytes;
    },
  };
}
