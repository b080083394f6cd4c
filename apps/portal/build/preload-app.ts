import type { Plugin } from 'vite';

/**
 * index.html's entry (`src/main.tsx`) only waits for the first paint and then imports the app. So that the wait
 * costs no download, index.html preloads the app's chunk and every chunk it imports, as it would for an entry that
 * imported them directly.
 */
export function preloadApp(): Plugin {
  return {
    name: 'keystone:preload-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk: entry }) {
        if (!bundle || !entry) return html;
        const files = new Set<string>();
        const visit = (file: string) => {
          const chunk = bundle[file];
          if (chunk?.type !== 'chunk' || files.has(file)) return;
          files.add(file);
          chunk.imports.forEach(visit);
        };
        // The entry may be a facade over a chunk holding its code: follow the dynamic imports of both.
        const loaded = [entry.fileName, ...entry.imports];
        for (const file of loaded) {
          const chunk = bundle[file];
          if (chunk?.type === 'chunk') chunk.dynamicImports.forEach(visit);
        }
        loaded.forEach((file) => files.delete(file));
        return {
          html,
          tags: [...files]
            .filter((file) => !html.includes(`/${file}"`))
            .map((file) => ({
              tag: 'link',
              attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
              injectTo: 'head' as const,
            })),
        };
      },
    },
  };
}
