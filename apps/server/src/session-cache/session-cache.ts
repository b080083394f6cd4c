import { LRUCache } from 'lru-cache';
import type { Role, UserStatus } from '@keystone/api';

/** What the session check needs to know of a user, as the database last said. */
export interface SessionFacts {
  role: Role;
  status: UserStatus;
  passwordChangedAtMs: number;
  /** Whether the user has a second factor (issue 36): an admin without one may only set one up. */
  secondFactor: boolean;
}

interface CachedUser {
  facts: SessionFacts;
  /** Each session of this user checked so far, and whether it has been signed out. */
  sessions: Map<string, boolean>;
}

export interface CachedSession {
  facts: SessionFacts;
  signedOut: boolean;
}

export interface SessionCacheOptions {
  /** Users remembered at most, the least recently seen dropped first. */
  maxUsers?: number;
  /** A safety net only: revocation never waits for it, it comes by notification (session-invalidations.ts). */
  ttlMs?: number;
}

/** A user with more sessions than this checked since their entry was made starts a fresh entry. */
const maxSessionsPerUser = 64;

/**
 * The per-request session check (auth/authenticate.ts), remembered per user in this process. An entry is dropped when
 * the database announces a change (`invalidate`); while the process cannot hear announcements (its listening
 * connection is down) it neither answers nor stores anything, so every check reads the database.
 *
 * A check that read the database before an announcement and stores after it would bring back what was just
 * revoked: `generation()` is taken before the read and `store` refuses if any announcement (or loss of the
 * connection) came in between.
 */
export class SessionCache {
  readonly #users: LRUCache<number, CachedUser>;
  #generation = 0;
  #listening = false;

  constructor({ maxUsers = 5000, ttlMs = 10 * 60 * 1000 }: SessionCacheOptions = {}) {
    this.#users = new LRUCache({ max: maxUsers, ttl: ttlMs });
  }

  /** Whether announcements are being heard, so that the cache may answer. */
  get listening(): boolean {
    return this.#listening;
  }

  get size(): number {
    return this.#users.size;
  }

  get(userId: number, sessionId: string): CachedSession | undefined {
    if (!this.#listening) return undefined;
    const user = this.#users.get(userId);
    const signedOut = user?.sessions.get(sessionId);
    if (user === undefined || signedOut === undefined) return undefined;
    return { facts: user.facts, signedOut };
  }

  generation(): number {
    return this.#generation;
  }

  /** Remembers what the database answered, unless something was announced since `generation` was taken. */
  store(generation: number, userId: number, sessionId: string, read: CachedSession): void {
    if (!this.#listening || generation !== this.#generation) return;
    let user = this.#users.get(userId);
    if (user === undefined || !sameFacts(user.facts, read.facts) || user.sessions.size >= maxSessionsPerUser) {
      user = { facts: read.facts, sessions: new Map() };
      this.#users.set(userId, user);
    }
    user.sessions.set(sessionId, read.signedOut);
  }

  /** The database announced a change to this user's sessions or facts. */
  invalidate(userId: number): void {
    this.#generation += 1;
    this.#users.delete(userId);
  }

  invalidateAll(): void {
    this.#generation += 1;
    this.#users.clear();
  }

  /** Announcements are heard (again): the cache may answer and learn. */
  resume(): void {
    this.#generation += 1;
    this.#users.clear();
    this.#listening = true;
  }

  /** Announcements may be missed from now on: forget everything and answer nothing until `resume`. */
  suspend(): void {
    this.#listening = false;
    this.#generation += 1;
    this.#users.clear();
  }
}

function sameFacts(a: SessionFacts, b: SessionFacts): boolean {
  return (
    a.role === b.role &&
    a.status === b.status &&
    a.passwordChangedAtMs === b.passwordChangedAtMs &&
    a.secondFactor === b.secondFactor
  );
}
