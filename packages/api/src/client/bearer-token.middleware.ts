import type { Middleware } from 'openapi-fetch';

export type TokenSource = () => string | null | undefined | Promise<string | null | undefined>;

/** Adds `Authorization: Bearer <token>` to every request while `getToken` has a token, and nothing otherwise. */
export function bearerTokenMiddleware(getToken: TokenSource): Middleware {
  return {
    async onRequest({ request }) {
      const token = await getToken();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
  };
}
