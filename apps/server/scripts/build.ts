// Bundles the server into dist/main.js (and the demo seed into dist/seed.js) for `pnpm --filter @keystone/server start`.
// Workspace packages (@keystone/*) are TypeScript source, so they are compiled in; every other package stays
// external and is loaded from node_modules at run time (PGlite's WebAssembly, argon2's native binary, pg).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const manifest = JSON.parse(readFileSync(path.join(packageRoot, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};
const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@keystone/'));

const started = Date.now();
const result = await build({
  // The seed is bundled too, so the end-to-end tests prepare their database with the code they then run.
  entryPoints: { main: path.join(packageRoot, 'src/main.ts'), seed: path.join(packageRoot, 'src/seed/run-seed.ts') },
  outdir: path.join(packageRoot, 'dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  // Bundled CommonJS code may still call require(); give it one.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  metafile: true,
  logLevel: 'warning',
});
const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
process.stdout.write(
  `built dist/main.js and dist/seed.js (${Math.round(bytes / 1024)} KiB) in ${Date.now() - started} ms\n`,
);
