import type { AuthenticationResponseJSON } from '@keystone/api';
import { SECOND_FACTOR_MESSAGES } from '@keystone/flows/second-factor';
import { browserSupportsWebAuthn, startAuthentication } from '@simplewebauthn/browser';
import { createContext, useContext } from 'react';
import type { AuthenticateWithPasskey } from '../api/auth.ts';

/** The browser's passkeys: whether it has WebAuthn at all, and its prompt. Stories give a stand-in. */
export interface PasskeyBrowser {
  supported: boolean;
  authenticate: AuthenticateWithPasskey;
}

/**
 * `@simplewebauthn/browser`'s prompt. A prompt closed, refused or timed out rejects with words a person reads
 * (`SECOND_FACTOR_MESSAGES.passkeyNotUsed`) rather than the browser's.
 */
const authenticate: AuthenticateWithPasskey = async (options) => {
  try {
    // The contract's JSON is WebAuthn Level 3's, which the library takes; its `hints` are typed more loosely.
    const answer = await startAuthentication({
      optionsJSON: options as Parameters<typeof startAuthentication>[0]['optionsJSON'],
    });
    return answer as AuthenticationResponseJSON;
  } catch {
    throw new Error(SECOND_FACTOR_MESSAGES.passkeyNotUsed);
  }
};

export const PasskeyBrowserContext = createContext<PasskeyBrowser | null>(null);

/** The browser's passkeys, or the stand-in a story provides. */
export function usePasskeyBrowser(): PasskeyBrowser {
  const provided = useContext(PasskeyBrowserContext);
  return provided ?? { supported: browserSupportsWebAuthn(), authenticate };
}
