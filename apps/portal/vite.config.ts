import { defineConfig, mergeConfig } from 'vite';
import baseConfig from '../../vite.config.ts';
import { inlineCss } from './build/inline-css.ts';
import { precompress } from './build/precompress.ts';
import { preloadApp } from './build/preload-app.ts';

// The API server (apps/server) serves /api; in development Vite forwards to it.
export default mergeConfig(
  baseConfig,
  defineConfig({
    root: import.meta.dirname,
    // react-router 8's package exports pick its production build unless the `development` condition is set (7 named only
    // the development build, which a plugin here used to swap).
    plugins: [inlineCss(), preloadApp(), precompress()],
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: true,
      manifest: true,
      rolldownOptions: {
        preserveEntrySignatures: false,
        output: {
          // A browser opens at most six connections to one HTTP/1.1 host: every tiny shared chunk a screen waits for
          // queues GET /user behind it. Small shared chunks are copied into the chunks that use them instead.
          codeSplitting: { experimentalInlineCommonChunks: { maxSize: 16 * 1024 } },
        },
        // Radix marks its modules "use client" for React Server Components; a client-only SPA has no use for it.
        onwarn(warning, warn) {
          if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
        },
      },
    },
    server: { port: 5173, proxy: { '/api': 'http://127.0.0.1:3000' } },
    preview: { port: 4173, proxy: { '/api': 'http://127.0.0.1:3000' } },
  }),
);
