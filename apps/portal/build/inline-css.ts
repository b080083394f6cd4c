import type { Plugin } from 'vite';

/**
 * Puts the stylesheet into index.html instead of linking it. The page, and the logo index.html shows while the
 * scripts arrive, can then paint as soon as the HTML does: on a fast connection the linked stylesheet and the
 * app's script arrived together, and the browser ran the script (some 300 KB) before its first paint. The
 * stylesheet is one file of about 7 KB compressed, and every visit starts from index.html anyway.
 */
export function inlineCss(): Plugin {
  return {
    name: 'keystone:inline-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        return html.replace(/<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g, (link, file: string) => {
          const asset = bundle?.[file];
          return asset?.type === 'asset' ? `<style>${String(asset.source)}</style>` : link;
        });
      },
    },
  };
}
