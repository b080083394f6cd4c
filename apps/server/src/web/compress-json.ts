import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

/** Below this a JSON answer fits in a packet or two anyway, and compressing it costs more than it saves. */
export const COMPRESS_JSON_FROM_BYTES = 1024;

const compressWith = {
  // Quality 4 of 11: near gzip's speed with brotli's size; 11 takes tens of milliseconds on a project page.
  br: promisify(brotliCompress),
  gzip: promisify(gzip),
} as const;
type Encoding = keyof typeof compressWith;

const brotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

/** The encoding to answer in: br over gzip when the client takes both, none when it takes neither (RFC 9110 §12.5.3). */
export function chosenEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...parameters] = part.split(';').map((text) => text.trim());
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    if (name) weights.set(name, q === undefined ? 1 : Number(q.slice(2)) || 0);
  }
  const weight = (encoding: Encoding) => weights.get(encoding) ?? weights.get('*') ?? 0;
  const best = (['br', 'gzip'] as const).filter((encoding) => weight(encoding) > 0);
  return best.sort((a, b) => weight(b) - weight(a))[0];
}

/**
 * JSON answers over 1 KB go out compressed (a project list or a dashboard is 5–20 KB, read over a phone's network).
 * Only serialized JSON: the PDFs, zips and CSVs stream as they are, and the built portal's files come precompressed.
 */
export function registerJsonCompression(server: FastifyInstance): void {
  // A callback hook, not an async one: most answers leave as they came, and need no promise to say so.
  server.addHook('onSend', (request, reply, payload, done) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    const contentType = reply.getHeader('content-type');
    if (typeof contentType !== 'string' || !contentType.startsWith('application/json')) return done(null, payload);
    if (reply.getHeader('content-encoding') !== undefined) return done(null, payload);
    // Whatever this answer is, a cache must keep one copy per encoding.
    const vary = reply.getHeader('vary');
    reply.header('vary', vary === undefined ? 'Accept-Encoding' : mergedVary(vary));
    const acceptEncoding = request.headers['accept-encoding'];
    if (acceptEncoding === undefined || Buffer.byteLength(payload) < COMPRESS_JSON_FROM_BYTES) {
      return done(null, payload);
    }
    const encoding = chosenEncoding(acceptEncoding);
    if (encoding === undefined) return done(null, payload);
    const compressing = encoding === 'br' ? compressWith.br(payload, brotliOptions) : compressWith.gzip(payload);
    compressing.then(
      (compressed) => {
        reply.header('content-encoding', encoding);
        reply.removeHeader('content-length');
        done(null, compressed);
      },
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
    );
  });
}

function mergedVary(current: unknown): string {
  const names = String(current ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return names.some((name) => name.toLowerCase() === 'accept-encoding')
    ? names.join(', ')
    : [...names, 'Accept-Encoding'].join(', ');
}
