import type { Page } from 'playwright-core';

/**
 * A passkey authenticator built into the browser, as a phone's or laptop's is (Chrome DevTools Protocol's WebAuthn
 * domain): it keeps discoverable credentials, verifies the user (as a fingerprint or PIN would) and answers at once.
 * It belongs to the page's target, so the passkeys it makes stay for that page's sign-outs and sign-ins.
 */
export async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    /** The passkeys the authenticator holds, as the browser made them. */
    async credentials() {
      const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
      return credentials;
    },
  };
}
