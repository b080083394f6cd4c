import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { UPLOAD_MAX_BYTES } from '@keystone/flows/constants';
import { AppError } from '../errors/app-error.ts';

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
 *
 * The parts are read here rather than by the plugin's `attachFieldsToBody`, whose hook lets the parser's own
 * errors through as they are: a body cut short ('Unexpected end of multipart data') or a malformed part header
 * carries no status and would answer 500. Here they answer 400 code 2, and so does a second file or any other
 * field, which the plugin answers 413 as if the body were too large; a file past 50 MB keeps its 413.
 */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: { files: 1, fields: 0, parts: 1, fileSize: UPLOAD_MAX_BYTES } });
  app.addHook('preValidation', async (request) => {
    if (!request.isMultipart()) return;
    const body: Record<string, string> = {};
    try {
      for await (const part of request.parts()) {
        // `fields: 0` makes the plugin refuse any part that is not a file before it gets here.
        if (part.type !== 'file') continue;
        const chunks: Buffer[] = [];
        for await (const chunk of part.file) chunks.push(chunk as Buffer);
        received.set(request, { name: part.filename, bytes: Buffer.concat(chunks), tooLarge: part.file.truncated });
        body[part.fieldname] = part.filename;
      }
    } catch (error) {
      throw isClientError(error) && !isExtraPart(error) ? error : new AppError(2, { cause: error });
    }
    request.body = body;
  });
}

// The plugin's errors for a part beyond `files: 1, fields: 0, parts: 1`: the request's shape, not its size.
const EXTRA_PART_ERRORS = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

function isExtraPart(error: unknown): boolean {
  return EXTRA_PART_ERRORS.has(String((error as { code?: unknown } | null)?.code));
}

/** The plugin's own errors (limits, a `__proto__` field) carry a 4xx status already. */
function isClientError(error: unknown): boolean {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
}
