import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * react-router 7's package exports name only its development build (remix-run/react-router#12532), whatever the
 * mode: its warnings and checks then ship to every visitor. A production build takes the production files beside it.
 */
export function productionRouter(): Plugin {
  const packageDir = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
  return {
    name: 'keystone:production-router',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [{ find: /^react-router$/, replacement: path.join(packageDir, 'dist/production/index.mjs') }],
      },
    }),
  };
}
