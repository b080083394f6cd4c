import { writeFileSync } from 'node:fs';
import { inject } from 'vitest';

// The e2e server's clock (TEST_CLOCK_FILE, apps/server/src/context/offset-file-clock.ts): a journey that waits out
// a cooling-off moves it on, and puts it back when done so the files after it see the real time. Sessions are
// checked against it too, so a journey that moves it a day on signs in with 'Remember me' (pages.ts, signIn).

/** Runs the server's clock `ms` ahead of the real time from now on. */
export function setServerClockAhead(ms: number): void {
  writeFileSync(inject('testClockFile'), String(Math.round(ms)));
}

/** Puts the server's clock back to the real time. */
export function resetServerClock(): void {
  setServerClockAhead(0);
}
