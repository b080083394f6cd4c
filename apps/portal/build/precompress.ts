import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text the browser downloads; images and fonts are compressed already, sourcemaps are fetched only by devtools. */
const compressible = /\.(js|mjs|css|html|svg|json|txt)$/;
/** Below this a compressed copy saves less than the headers it costs. */
const minimumBytes = 1024;

/**
 * Writes `name.br` and `name.gz` beside every text file of the build, compressed once at the strongest settings, so
 * the server (@fastify/static `preCompressed`) sends them with Content-Encoding instead of compressing per request.
 * Node's own zlib does it: no dependency for some twenty lines.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'keystone:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true })).filter((file) => compressible.test(file));
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(outDir, file);
          const content = await readFile(full);
          if (content.byteLength < minimumBytes) return;
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.byteLength,
              },
            }),
            gzipAsync(content, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${full}.br`, br), writeFile(`${full}.gz`, gz)]);
        }),
      );
    },
  };
}
