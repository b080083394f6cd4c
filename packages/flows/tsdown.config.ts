import { readFileSync } from 'node:fs';
import { defineConfig } from 'tsdown';

// The package another app installs (README.md): each entry of the workspace's exports map, which points at the
// sources, built to dist/<name>.js with its .d.ts; publishConfig.exports points the packed manifest at them. The
// contract's enumerations and types are inlined from @keystone/api, whose fetch client flows never imports, so the
// tarball needs xstate alone.

const { exports } = JSON.parse(readFileSync(new URL('package.json', import.meta.url), 'utf8')) as {
  exports: Record<string, string>;
};

/** `./pledge` → `pledge`, `.` → `index`. */
function entryName(subpath: string): string {
  return subpath === '.' ? 'index' : subpath.slice(2);
}

export default defineConfig({
  entry: Object.fromEntries(Object.entries(exports).map(([subpath, source]) => [entryName(subpath), source])),
  format: 'esm',
  platform: 'neutral',
  target: 'es2022',
  outDir: 'dist',
  clean: true,
  tsconfig: 'tsconfig.build.json',
  dts: { tsc: { eager: true } },
  deps: { neverBundle: ['xstate'], alwaysBundle: ['@keystone/api'] },
});
