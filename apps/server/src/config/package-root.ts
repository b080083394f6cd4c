import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** apps/server, found from this file so it works from `src/` (tsx) and from the bundled `dist/main.js`. */
export function serverPackageRoot(start = path.dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = start; path.dirname(dir) !== dir; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (
      existsSync(manifest) &&
      (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === '@keystone/server'
    ) {
      return dir;
    }
  }
  throw new Error('cannot find the @keystone/server package folder');
}
