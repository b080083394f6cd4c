const apiPrefix = '/api/';

/**
 * The specification writes some paths with a trailing slash (`PUT /pledges/{id}/`), so every API route takes one:
 * `/api/pledges/7/?x=1` is routed as `/api/pledges/7?x=1`. Only under /api: Storybook is served at `/storybook/` and
 * redirects `/storybook` there, which the router's own `ignoreTrailingSlash` would turn into a loop.
 */
export function withoutApiTrailingSlash(url: string): string {
  const queryAt = url.indexOf('?');
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  if (!pathname.startsWith(apiPrefix) || pathname === apiPrefix || !pathname.endsWith('/')) return url;
  return pathname.slice(0, -1) + (queryAt === -1 ? '' : url.slice(queryAt));
}
