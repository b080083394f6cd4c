import type { AuthenticationResponseJSON } from '@keystone/api';
import { SECOND_FACTOR_MESSAGES } from '@keystone/flows/second-factor';
import { createContext, useContext } from 'react';
import type { AuthenticateWithPasskey } from '../api/auth.ts';
import type { startAuthentication as StartAuthentication } from '@simplewebauthn/browser';

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
  // Loaded when a passkey is used, not with the login page that offers it.
  const { startAuthentication } = await import('@simplewebauthn/browser');
  try {
    // The contract's JSON is WebAuthn Level 3's, which the library takes; its `hints` are typed more loosely.
    const answer = await startAuthentication({
      optionsJSON: options as Parameters<typeof StartAuthentication>[0]['optionsJSON'],
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

/** What `@simplewebauthn/browser`'s check of the same name asks, without loading the library for it. */
function browserSupportsWebAuthn(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}
