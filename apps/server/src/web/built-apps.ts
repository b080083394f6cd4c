import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.ts';
import { storybookContentSecurityPolicy } from './security-headers.ts';

interface BuiltApps {
  portalDist: string;
  storybookDist: string;
}

const apiPrefix = '/api';

/**
 * Serves the built portal at / (with the single-page-app fallback to index.html) and the built Storybook at
 * /storybook/, each only when its build exists. Everything else that matches no route answers 404 in the
 * contract's Error shape, /api/* always so.
 */
export async function registerBuiltApps(app: FastifyInstance, apps: BuiltApps): Promise<void> {
  const portalIndex = path.join(apps.portalDist, 'index.html');
  const servePortal = existsSync(portalIndex);

  if (servePortal) {
    await app.register(fastifyStatic, {
      root: apps.portalDist,
      prefix: '/',
      // The build writes .br and .gz beside each text file (apps/portal/build/precompress.ts): sent as they are,
      // with Content-Encoding and Vary, to a browser that accepts them; nothing is compressed per request.
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', cacheControlFor(filePath));
      },
    });
  }

  if (existsSync(path.join(apps.storybookDist, 'index.html'))) {
    await app.register(async (storybook) => {
      storybook.get('/storybook', async (_request, reply) => reply.redirect('/storybook/'));
      storybook.addHook('onSend', async (_request, reply, payload) => {
        reply.header('content-security-policy', storybookContentSecurityPolicy);
        reply.header('x-frame-options', 'SAMEORIGIN');
        return payload;
      });
      await storybook.register(fastifyStatic, {
        root: apps.storybookDist,
        prefix: '/storybook/',
        decorateReply: !servePortal,
      });
    });
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    if (servePortal && isPageRequest(request)) {
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .sendFile('index.html', apps.portalDist);
    }
    throw new AppError(42);
  });
}

function isPageRequest(request: FastifyRequest): boolean {
  const pathname = request.url.split('?', 1)[0] ?? '';
  const isApi = pathname === apiPrefix || pathname.startsWith(`${apiPrefix}/`);
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !isApi &&
    (request.headers.accept ?? '').includes('text/html')
  );
}

/** Vite's hashed assets never change; everything else (index.html, favicon) is revalidated. */
function cacheControlFor(filePath: string): string {
  return filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache';
}
