import { DEMO_TODAY } from '@keystone/demo/fixtures';

// Every story starts on the demo's own day, DEMO_TODAY at noon, whatever the machine's date: the fixtures are
// written as of that day, so a 'today', a countdown or a cooling-off's end that the portal or a mock computes from
// the clock agrees with them, and a screenshot of it (.storybook/visual.ts) is the same on every run. The clock is
// moved, not stopped: it starts again at DEMO_TODAY for each story and runs at the real pace, so waits, polls and
// timeouts measure what they measured before. Imported first by preview.ts, before any module reads the clock.

const RealDate = Date;
let offset = 0;

/** Puts the clock back to DEMO_TODAY; it runs on from there. */
export function restartClock(): void {
  offset = DEMO_TODAY.getTime() - RealDate.now();
}

const now = () => RealDate.now() + offset;

// A proxy, not a subclass: `Date.prototype` stays the browser's, so `instanceof Date` holds for every date,
// including those made before this module ran.
globalThis.Date = new Proxy(RealDate, {
  construct: (target, args: unknown[], newTarget) =>
    Reflect.construct(target, args.length === 0 ? [now()] : args, newTarget) as object,
  apply: () => new RealDate(now()).toString(),
  get: (target, property, receiver) => (property === 'now' ? now : Reflect.get(target, property, receiver)),
});
restartClock();
