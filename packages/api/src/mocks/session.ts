import { demoUsers } from '../fixtures/index.ts';
import type { User } from '../types.ts';

const TOKEN_PREFIX = 'mock-token-';
const allDemoUsers: readonly User[] = Object.values(demoUsers);

/** The token the mock `login` answers for a user; give it to `createApiClient({ getToken })` in a story or test. */
export const mockTokenFor = (user: Pick<User, 'id'>): string => `${TOKEN_PREFIX}${user.id}`;

/**
 * The user a request is signed in as: the demo user of a mock token, the approved investor for any other bearer
 * token (so a screen story works with whatever token the portal holds), and null without a token.
 */
export function signedInUser(request: Request): User | null {
  const token = request.headers.get('Authorization')?.replace(/^Bearer /, '');
  if (!token) return null;
  const id = Number(token.startsWith(TOKEN_PREFIX) ? token.slice(TOKEN_PREFIX.length) : Number.NaN);
  return allDemoUsers.find((user) => user.id === id) ?? demoUsers.approvedInvestor;
}

export const findDemoUserByEmail = (email: string): User | undefined =>
  allDemoUsers.find((user) => user.email.toLowerCase() === email.toLowerCase());

export const findDemoUserById = (id: number): User | undefined => allDemoUsers.find((user) => user.id === id);

export const demoUserList = allDemoUsers;
