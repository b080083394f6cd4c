import type { FastifyReply } from 'fastify';
import { attachmentContentDisposition, inlineContentDisposition } from '../files/content-disposition.ts';

/**
 * A PDF for a frame (inline) or, with `download=true`, saved as a file. What these PDFs hold (an agreement, an
 * audit log, a consumer journey) names a person: no shared cache keeps it.
 */
export function sendPdf(
  reply: FastifyReply,
  { bytes, fileName }: { bytes: Uint8Array; fileName: string },
  download = false,
) {
  reply.headers({
    'content-type': 'application/pdf',
    'content-disposition': download ? attachmentContentDisposition(fileName) : inlineContentDisposition(fileName),
    'cache-control': 'private, no-store',
    'x-content-type-options': 'nosniff',
  });
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
