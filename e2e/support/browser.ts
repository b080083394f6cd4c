import { chromium, type Browser, type BrowserContext } from 'playwright-core';

// The flags keep Debian's Chromium from reaching for the network this machine does not have.
// Playwright's launch() gives Chromium a fresh temporary profile folder each time.
const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args });
}

/** A new visitor: no cookies, British locale and clock. */
export function newVisitor(browser: Browser, baseUrl: string): Promise<BrowserContext> {
  return browser.newContext({ baseURL: baseUrl, locale: 'en-GB', timezoneId: 'Europe/London' });
}
