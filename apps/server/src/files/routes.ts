import type { AppContext } from '../context/app-context.ts';
import { signedInUser } from '../auth/authenticate.ts';
import type { ServiceHandlers } from '../contract/operation-types.ts';
import { inlineContentDisposition } from './content-disposition.ts';
import { receivedFile } from './multipart.ts';
import { readStoredFile, storeUpload } from './service.ts';
import { fileViewer } from './viewer.ts';

export function fileRoutes(app: AppContext): Partial<ServiceHandlers> {
  return {
    uploadTempFile: async (request, reply) => {
      const result = await storeUpload(app, {
        ownerId: signedInUser(request).id,
        purpose: request.query.purpose ?? 'KYC_DOCUMENT',
        file: receivedFile(request),
      });
      reply.status(201);
      return result;
    },

    downloadFile: async (request, reply) => {
      const viewer = fileViewer(request);
      const file = await readStoredFile(app, { key: request.params.key, viewer });
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
