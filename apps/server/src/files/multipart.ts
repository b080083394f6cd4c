import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { UPLOAD_MAX_BYTES } from '@keystone/flows/constants';

export interface ReceivedFile {
  name: string;
  bytes: Buffer;
  /** More than the largest upload the server accepts arrived; `bytes` is cut there. */
  tooLarge: boolean;
}

const received = new WeakMap<FastifyRequest, ReceivedFile>();

/** The file of a multipart request's `file` field, read by `registerMultipart`. */
export function receivedFile(request: FastifyRequest): ReceivedFile | undefined {
  return received.get(request);
}

/**
 * Multipart bodies: one file (at most 50 MB read), no other parts. The file is kept aside and its field holds
 * the file name, so the contract's body schema (`file: string`) still validates the request.
 */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { files: 1, fields: 0, parts: 1, fileSize: UPLOAD_MAX_BYTES },
    async onFile(this: FastifyRequest, part: MultipartFile) {
      const chunks: Buffer[] = [];
      for await (const chunk of part.file) chunks.push(chunk as Buffer);
      received.set(this, { name: part.filename, bytes: Buffer.concat(chunks), tooLarge: part.file.truncated });
      (part as unknown as { value: string }).value = part.filename;
    },
  });
}
