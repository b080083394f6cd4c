import type { Plugin } from 'vite';

/**
 * Adds `<link rel="modulepreload">` to index.html for a lazily loaded screen's chunk and every chunk it imports
 * statically, so that the browser fetches them alongside the entry instead of after the entry has run. For the
 * sign-in screen only: it is where every visit without a session starts (`/` sends a visitor there), and a
 * visitor's first load is the one that is never cached.
 */
export function preloadScreen(moduleId: string): Plugin {
  return {
    name: 'keystone:preload-screen',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const screen = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(moduleId));
        if (!screen) throw new Error(`preloadScreen: no chunk is built from ${moduleId}`);
        const entryFiles = new Set(
          chunks.filter((chunk) => chunk.isEntry).flatMap((chunk) => [chunk.fileName, ...chunk.imports]),
        );
        const files = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName) || entryFiles.has(fileName)) return;
          files.add(fileName);
          const chunk = bundle[fileName];
          if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
        };
        visit(screen.fileName);
        return [...files].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: '', href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
