import { demoPeople, demoUsers } from '../fixtures/index.ts';
import { SIGNED_IN_COOKIE } from '@keystone/api';
import type { User } from '@keystone/api';

const allDemoUsers: readonly User[] = Object.values(demoUsers);
const MOCK_SIGNATURE = 'mock-signature';
const base64Url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/**
 * The token the mock `login` answers for a user: shaped like the server's JWT (claims `sub`, `role`, `exp`) so the
 * API clients (and the mocks' own tests) send it as a bearer token; unsigned. The portal uses the session cookie.
 */
export const mockTokenFor = (user: Pick<User, 'id' | 'role'>): string =>
  `${base64Url({ alg: 'none', typ: 'JWT' })}.${base64Url({ sub: String(user.id), role: user.role, exp: 4_102_444_800 })}.${MOCK_SIGNATURE}`;

function mockTokenUserId(token: string): number {
  const [, payload, signature] = token.split('.');
  if (!payload || signature !== MOCK_SIGNATURE) return Number.NaN;
  try {
    return Number((JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: string }).sub);
  } catch {
    return Number.NaN;
  }
}

/**
 * The mock of the server's HttpOnly session cookie, which the portal never sees: `login` and `register` start it,
 * `logout` ends it, and a story that opens signed in starts it with `startMockSession(user)`.
 */
let browserSession: User | null = null;

export function startMockSession(user: User | null): void {
  browserSession = user;
  // The companion cookie the server sets beside its session (see SIGNED_IN_COOKIE), in a story's browser.
  if (typeof document !== 'undefined') {
    document.cookie = `${SIGNED_IN_COOKIE}=${user ? '1' : ''}; Path=/; SameSite=Strict${user ? '' : '; Max-Age=0'}`;
  }
}

/**
 * The user a request is signed in as: by a bearer token as API clients send it (the demo user of a mock token, the
 * approved investor for any other), else by the mock session cookie, else nobody.
 */
export function signedInUser(request: Request): User | null {
  const token = request.headers.get('Authorization')?.replace(/^Bearer /, '');
  if (!token) return browserSession;
  const id = mockTokenUserId(token);
  return allDemoUsers.find((user) => user.id === id) ?? demoUsers.approvedInvestor;
}

export const findDemoUserByEmail = (email: string): User | undefined =>
  allDemoUsers.find((user) => user.email.toLowerCase() === email.toLowerCase());

export const demoUserList = allDemoUsers;

/** The password a demo user signs in with (each demo person has their own), undefined for anyone else. */
export const demoPasswordOf = (user: Pick<User, 'id'>): string | undefined =>
  Object.values(demoPeople).find((person) => person.user.id === user.id)?.password;
