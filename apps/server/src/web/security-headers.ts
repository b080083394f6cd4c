import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Headers for the API and the portal (a React single-page app): scripts only from our own origin and never inline,
 * no framing by anyone, no MIME sniffing, and only the origin as referrer to other sites.
 */
const portalContentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  // Radix's scroll lock injects <style> elements at run time; styles cannot run code.
  styleSrc: ["'self'", "'unsafe-inline'"],
  // Map tiles come from a configurable tile server (an http: one is added below); uploads preview as blob: and data:.
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  // The agreement PDF is shown in a frame from a blob: URL.
  frameSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/**
 * The CSP source for a plain-http tile server (`MAP_TILE_URL`), which `https:` does not cover: its origin, with a
 * Leaflet `{s}.` subdomain as `*.`. Undefined for an https, relative or unset tile URL, already allowed.
 */
export function tileImageSource(tileUrl: string | null): string | undefined {
  const match = /^http:\/\/(\{s\}\.)?([a-z0-9.-]+(?::\d{1,5})?)(?=[/?#]|$)/i.exec(tileUrl ?? '');
  if (!match) return undefined;
  return `http://${match[1] === undefined ? '' : '*.'}${match[2]!.toLowerCase()}`;
}

export function registerSecurityHeaders(app: FastifyInstance, production: boolean, mapTileUrl: string | null): void {
  const tileSource = tileImageSource(mapTileUrl);
  const directives = {
    ...portalContentSecurityPolicy,
    imgSrc: [...portalContentSecurityPolicy.imgSrc, ...(tileSource === undefined ? [] : [tileSource])],
  };
  // Built once: the headers are the same for every response (Fastify's helmet plugin rebuilds them per request).
  const setHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // HSTS only means something behind TLS, which production terminates in front of us.
    strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
}

/**
 * Storybook's static build runs inline scripts and frames its own preview, so it gets a looser policy of its own.
 * It is documentation built from our own sources, served only when the build exists.
 */
export const storybookContentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'self'",
].join('; ');
