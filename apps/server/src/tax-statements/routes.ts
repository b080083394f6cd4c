import type { AppContext } from '../context/app-context.ts';
import { requireRole } from '../auth/require-role.ts';
import type { ServiceHandlers } from '../contract/operation-types.ts';
import { attachmentContentDisposition } from '../files/content-disposition.ts';
import {
  getTaxStatement,
  getTaxStatementRunFile,
  getUserTaxStatement,
  listTaxStatementRuns,
  listTaxStatements,
  startTaxStatementRun,
  type StatementFile,
} from './service.ts';
import type { FastifyReply } from 'fastify';

/** Issue 35 §1: the investor's tax statements; any investor's, and every investor's of a year, for the admin. */
export function taxStatementRoutes(app: AppContext): Partial<ServiceHandlers> {
  return {
    listTaxStatements: async (request) => {
      const { id } = requireRole(request, 'INVESTOR');
      return listTaxStatements(app, id);
    },
    getTaxStatement: async (request, reply) => {
      const { id } = requireRole(request, 'INVESTOR');
      return sendStatement(reply, await getTaxStatement(app, id, request.params.taxYear, request.query.format));
    },
    getUserTaxStatement: async (request, reply) => {
      requireRole(request, 'ADMIN');
      const { id, taxYear } = request.params;
      return sendStatement(reply, await getUserTaxStatement(app, id, taxYear, request.query.format));
    },
    listTaxStatementRuns: async (request) => {
      requireRole(request, 'ADMIN');
      return listTaxStatementRuns(app);
    },
    startTaxStatementRun: async (request, reply) => {
      const { id } = requireRole(request, 'ADMIN');
      const run = await startTaxStatementRun(app, { ...request.body, adminId: id });
      reply.code(202);
      return run;
    },
    getTaxStatementRunFile: async (request, reply) => {
      requireRole(request, 'ADMIN');
      const { fileName, bytes } = await getTaxStatementRunFile(app, request.params.id);
      reply.headers({
        'content-type': 'application/zip',
        'content-disposition': attachmentContentDisposition(fileName),
        // Every investor's name and figures: no shared cache keeps them.
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      });
      return bytes;
    },
  };
}

/** A statement names the investor and the sums: saved as a file, kept by no shared cache. */
function sendStatement(reply: FastifyReply, file: StatementFile) {
  reply.headers({
    'content-type': file.contentType,
    'content-disposition': attachmentContentDisposition(file.fileName),
    'cache-control': 'private, no-store',
    'x-content-type-options': 'nosniff',
  });
  return typeof file.body === 'string'
    ? file.body
    : Buffer.from(file.body.buffer, file.body.byteOffset, file.body.byteLength);
}
