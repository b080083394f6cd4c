// What the handlers remember between requests (a pledge's number, an answered consumer journey, a signed
// declaration, a wallet answer by its key) lasts until the page reloads: in the demo portal, one visit. The story
// tests' page serves a whole run, so each story starts by forgetting it (.storybook/preview.ts): a pledge's agreement
// number, shown in a screenshot, must not depend on which stories ran before.

const forgetters: (() => void)[] = [];

/** A handler module hands over what clears its memory. */
export function forgetOnReset(forget: () => void): void {
  forgetters.push(forget);
}

/** Clears what every handler module remembers. */
export function forgetMockMemory(): void {
  for (const forget of forgetters) forget();
}
