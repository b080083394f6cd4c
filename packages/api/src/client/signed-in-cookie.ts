/**
 * Beside its HttpOnly session cookie the server sets this one, readable by scripts and holding no secret: it only
 * says a session was started in this browser, so the portal asks `GET /user` for a signed-in person and never
 * makes a visitor's browser log a 401 (which costs the page its Lighthouse best-practices score). The session
 * cookie alone decides who is signed in.
 */
export const SIGNED_IN_COOKIE = 'keystone_signed_in';

/** Whether a `document.cookie` string holds the signed-in cookie. */
export function hasSignedInCookie(cookies: string): boolean {
  return cookies.split(';').some((pair) => pair.trim().startsWith(`${SIGNED_IN_COOKIE}=1`));
}
