import { systemClock, type Clock } from '../context/app-context.ts';

// The clock of each test app, by its JWT secret (a fresh array per app): `tokenFor` issues its tokens on the clock
// the app checks them on, as sign-in does, so a test that moves the app's clock keeps its callers signed in.
const clocks = new WeakMap<Uint8Array, Clock>();

export function registerTestClock(jwtSecret: Uint8Array, clock: Clock | undefined): void {
  clocks.set(jwtSecret, clock ?? systemClock);
}

/** The time on the clock of the test app that holds `jwtSecret`; the system's for a secret of no app. */
export function testAppNow(jwtSecret: Uint8Array): Date {
  return (clocks.get(jwtSecret) ?? systemClock).now();
}
