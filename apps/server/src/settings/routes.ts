import type { FastifyReply } from 'fastify';
import type { AppContext } from '../context/app-context.ts';
import type { ServiceHandlers } from '../contract/operation-types.ts';
import { publicSettings } from './service.ts';

/**
 * The settings are the configuration's and do not change while the process runs: they are built once, and written
 * once, on the first request, by the contract's own serializer for this answer (so the contract still decides every
 * byte). Every later answer sends those bytes, where escaping about 2.7 KB of text on each request kept this the
 * slowest of the bench's reads (issue 33).
 */
export function settingsRoutes(app: AppContext): Partial<ServiceHandlers> {
  const settings = publicSettings(app);
  let written: string | undefined;
  const serialized = (reply: FastifyReply) => {
    if (written !== undefined) return written;
    const contractSerializer = reply.getSerializationFunction('200', 'application/json');
    if (contractSerializer === undefined) throw new Error('openapi.yaml: GET /settings has no JSON answer for 200');
    return (written = contractSerializer(settings));
  };
  return {
    getPublicSettings: async (_request, reply) => {
      const bytes = serialized(reply);
      reply.type('application/json; charset=utf-8').serializer(() => bytes);
      return settings;
    },
  };
}
