import { REMEMBER_ME_SECONDS } from '@keystone/flows/constants';

/** Where the sign-in token lives: a cookie, for 30 days with remember-me, otherwise for the browser session. */
export const TOKEN_COOKIE = 'keystone_token';

type CookieJar = Pick<Document, 'cookie'> & { location?: Pick<Location, 'protocol'> };

export function readToken(jar: CookieJar = document): string | null {
  for (const part of jar.cookie.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === TOKEN_COOKIE) return decodeURIComponent(value.join('=')) || null;
  }
  return null;
}

export function writeToken(token: string, { remember }: { remember: boolean }, jar: CookieJar = document): void {
  const attributes = ['Path=/', 'SameSite=Strict'];
  if (remember) attributes.push(`Max-Age=${REMEMBER_ME_SECONDS}`);
  if (jar.location?.protocol === 'https:') attributes.push('Secure');
  jar.cookie = `${TOKEN_COOKIE}=${encodeURIComponent(token)}; ${attributes.join('; ')}`;
}

export function clearToken(jar: CookieJar = document): void {
  jar.cookie = `${TOKEN_COOKIE}=; Path=/; SameSite=Strict; Max-Age=0`;
}
