import { chromium, type Browser, type BrowserContext } from 'playwright-core';

// The flags keep Debian's Chromium from reaching for the network this machine does not have.
// Playwright's launch() gives Chromium a fresh temporary profile folder each time.
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** How every test launches Debian's Chromium: the end-to-end tests here, the story tests through vitest.config.ts. */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: chromiumArgs,
};

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ ...chromiumLaunchOptions, headless: true });
}

/** A new visitor: no cookies, British locale and clock. */
/** A fresh visitor; `viewport` puts them on a phone, say (390 × 844). */
export function newVisitor(
  browser: Browser,
  baseUrl: string,
  viewport?: { width: number; height: number },
): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: baseUrl,
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    ...(viewport && { viewport }),
  });
}
