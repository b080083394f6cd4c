import { signedInUser } from '../auth/authenticate.ts';
import type { ServiceHandlers } from '../contract/operation-types.ts';
import type { Db } from '../db/database.ts';
import { receivedFile } from './multipart.ts';
import type { FileStorage } from './storage.ts';
import { storeUpload } from './upload.ts';

export function fileRoutes(context: { db: Db; storage: FileStorage }): Pick<ServiceHandlers, 'uploadTempFile'> {
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
  };
}
