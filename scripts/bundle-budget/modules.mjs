// What a set of built chunks is made of: each chunk's minified bytes are given to the package (or workspace folder)
// its sourcemap names, and its gzipped size is shared out in proportion. An estimate, for finding what to cut.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** One segment of a sourcemap's `mappings`: its base64 VLQ fields. */
function decodeSegment(segment) {
  const fields = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return fields;
}

/** `react-dom`, `@tanstack/query-core`, or a workspace folder such as `packages/ui/src/button`. */
function ownerOf(source) {
  const inPackage = source.match(/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?(@[^/]+\/[^/]+|[^/]+)/);
  if (inPackage) return inPackage[1];
  return source
    .replace(/^(\.\.\/)+/, '')
    .split('/')
    .slice(0, 4)
    .join('/');
}

/** Minified bytes per owner in one chunk, read from the `.map` beside it. */
function bytesByOwner(chunkFile) {
  const code = readFileSync(chunkFile, 'utf8');
  // The bundler's own runtime chunk comes without a map.
  if (!existsSync(`${chunkFile}.map`)) return { bytes: new Map([['(bundler)', code.length]]), length: code.length };
  const map = JSON.parse(readFileSync(`${chunkFile}.map`, 'utf8'));
  const lines = code.split('\n');
  const bytes = new Map();
  let source = 0;
  map.mappings.split(';').forEach((line, index) => {
    const segments = line ? line.split(',').map(decodeSegment) : [];
    let column = 0;
    segments.forEach((segment, i) => {
      column += segment[0];
      if (segment.length > 1) source += segment[1];
      const end = i + 1 < segments.length ? column + segments[i + 1][0] : (lines[index]?.length ?? column);
      const owner = segment.length > 1 ? ownerOf(map.sources[source]) : '(bundler)';
      bytes.set(owner, (bytes.get(owner) ?? 0) + end - column);
    });
  });
  return { bytes, length: code.length };
}

/** The owners of the given chunks, biggest first, with their estimated gzipped bytes. */
export function modulesOf(dist, files, gzipBytesOf) {
  const gzipped = new Map();
  for (const file of files) {
    const { bytes, length } = bytesByOwner(path.join(dist, file));
    const chunkGzip = gzipBytesOf(file);
    for (const [owner, size] of bytes) gzipped.set(owner, (gzipped.get(owner) ?? 0) + (size / length) * chunkGzip);
  }
  return [...gzipped].map(([owner, bytes]) => ({ owner, bytes: Math.round(bytes) })).sort((a, b) => b.bytes - a.bytes);
}
