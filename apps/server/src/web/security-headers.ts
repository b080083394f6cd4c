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

/** The security headers of every answer, as helmet writes them for our policy: computed once, at start. */
export function securityHeaderBlock(production: boolean, mapTileUrl: string | null): Record<string, string> {
  const tileSource = tileImageSource(mapTileUrl);
  const directives = {
    ...portalContentSecurityPolicy,
    imgSrc: [...portalContentSecurityPolicy.imgSrc, ...(tileSource === undefined ? [] : [tileSource])],
  };
  const setHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // HSTS only means something behind TLS, which production terminates in front of us.
    strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  // Nothing in our policy depends on the request (no nonce): what helmet sets on one answer it sets on all.
  const block: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number) => {
      block[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete block[name.toLowerCase()];
    },
  };
  let failure: unknown;
  setHeaders({} as never, recorder as never, (error?: unknown) => {
    failure = error;
  });
  if (failure !== undefined) throw failure instanceof Error ? failure : new Error(String(failure));
  return Object.freeze(block);
}

/**
 * The headers every answer carries: the security block, built once (helmet's middleware sets a dozen headers one by
 * one on each answer), and the answer's request id. Set on Fastify's reply, so Node writes and checks each header once.
 */
export function registerAnswerHeaders(app: FastifyInstance, production: boolean, mapTileUrl: string | null): void {
  const block = securityHeaderBlock(production, mapTileUrl);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(block).header('x-request-id', request.id);
    done();
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
