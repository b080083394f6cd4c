// Bundles the server (and the demo seed) into one ES module per entry: what `pnpm --filter @keystone/server start`
// runs, and what the crash tests start and kill (starting from a bundle takes seconds less than compiling the
// source on the way). Workspace packages (@keystone/*) are TypeScript source, so they are compiled in; every other
// package stays external and is loaded from node_modules at run time (PGlite's WebAssembly, argon2's binary, pg).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { pinnedNodeMajor } from '../src/startup/node-version.ts';

const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Writes `main.js` (and `seed.js` when asked) into `outdir`, which must be inside apps/server to find node_modules. */
export async function bundleServer(outdir: string, { seed = true } = {}): Promise<{ bytes: number }> {
  const manifest = JSON.parse(readFileSync(path.join(packageRoot, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  // The Node it is built for: esbuild's target, and the major main.ts refuses to run below (src/startup/node-version.ts).
  const nodeMajor = pinnedNodeMajor(new URL('../../../', import.meta.url));
  const result = await build({
    entryPoints: {
      main: path.join(packageRoot, 'src/main.ts'),
      // The seed is bundled too, so the end-to-end tests prepare their database with the code they then run.
      ...(seed ? { seed: path.join(packageRoot, 'src/seed/run-seed.ts') } : {}),
      // The operator's reset of someone's second factors (second-factors/operations/reset-cli.ts), run beside the server.
      'reset-second-factors': path.join(packageRoot, 'src/second-factors/operations/reset-cli.ts'),
    },
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: `node${nodeMajor}`,
    define: { __KEYSTONE_NODE_MAJOR__: String(nodeMajor) },
    sourcemap: true,
    external: Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@keystone/')),
    // Bundled CommonJS code may still call require(); give it one.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    metafile: true,
    logLevel: 'warning',
  });
  return { bytes: Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0) };
}

export const serverPackageRoot = packageRoot;
