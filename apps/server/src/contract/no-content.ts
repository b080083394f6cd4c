import type { FastifyReply } from 'fastify';

/** Fastify only sends an empty answer from an async handler when the status says there is no content. */
export function noContent(reply: FastifyReply): void {
  reply.code(204);
}
