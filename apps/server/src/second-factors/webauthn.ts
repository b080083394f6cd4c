import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { PASSKEY_CHALLENGE_SECONDS } from '@keystone/flows/second-factor';
import type { PasskeyRegistrationOptions, PasskeySignInOptions } from '@keystone/api';
import type { Config } from '../config/config.ts';

// The library types a descriptor's `type` and transports as any string; the contract names the values WebAuthn
// allows, which are all the library ever writes.
type RequestOptions = PasskeySignInOptions['options'];
type CreationOptions = PasskeyRegistrationOptions['options'];

/**
 * The relying party of the passkeys: the portal's host name, as PUBLIC_URL gives it, and its origin. A passkey
 * made for one host is refused by another, so PUBLIC_URL must be where people actually reach the portal.
 */
export function relyingParty(config: Config): { rpID: string; origin: string; rpName: string } {
  const url = new URL(config.publicUrl);
  return { rpID: url.hostname, origin: url.origin, rpName: 'Keystone' };
}

const timeoutMs = PASSKEY_CHALLENGE_SECONDS * 1000;

/** A discoverable credential (so it can sign in without a password) that must be unlocked (user verification). */
export async function registrationOptions(
  config: Config,
  user: { id: number; email: string; displayName: string },
  existing: readonly { credential_id: string; transports: string[] }[],
): Promise<CreationOptions> {
  const { rpID, rpName } = relyingParty(config);
  const options = await generateRegistrationOptions({
    rpName,
    rpID,
    userName: user.email,
    userDisplayName: user.displayName,
    userID: userHandle(user.id),
    timeout: timeoutMs,
    attestationType: 'none',
    excludeCredentials: existing.map((passkey) => ({ id: passkey.credential_id, transports: passkey.transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  return options as CreationOptions;
}

/** The user handle the passkey carries: the user's id, as text; it names the user on a sign-in without a password. */
export function userHandle(userId: number): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(String(userId));
}

export function userIdOfHandle(handle: string | undefined): number | undefined {
  if (handle === undefined) return undefined;
  const text = Buffer.from(handle, 'base64url').toString('utf8');
  return /^[1-9][0-9]{0,9}$/.test(text) ? Number(text) : undefined;
}

/** The passkey's details when the browser's answer is right for `challenge`; undefined otherwise. */
export async function verifiedRegistration(config: Config, response: RegistrationResponseJSON, challenge: string) {
  const { rpID, origin } = relyingParty(config);
  try {
    const { verified, registrationInfo } = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: true,
    });
    return verified ? registrationInfo : undefined;
  } catch {
    // A malformed or forged answer is a failed check, as a wrong signature is.
    return undefined;
  }
}

/** Options allowing `allowed` passkeys, or any discoverable one when `allowed` is empty. */
export async function authenticationOptions(
  config: Config,
  allowed: readonly { credential_id: string; transports: string[] }[],
): Promise<RequestOptions> {
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(config).rpID,
    allowCredentials: allowed.map((passkey) => ({ id: passkey.credential_id, transports: passkey.transports })),
    userVerification: 'required',
    timeout: timeoutMs,
  });
  return options as RequestOptions;
}

/** The new signature counter and backup state when the answer is right for `challenge` and this passkey. */
export async function verifiedAuthentication(
  config: Config,
  response: AuthenticationResponseJSON,
  challenge: string,
  passkey: { credential_id: string; public_key: Uint8Array; sign_count: number; transports: string[] },
) {
  const { rpID, origin } = relyingParty(config);
  try {
    const { verified, authenticationInfo } = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: true,
      credential: {
        id: passkey.credential_id,
        publicKey: new Uint8Array(passkey.public_key),
        counter: Number(passkey.sign_count),
        transports: passkey.transports,
      },
    });
    return verified ? authenticationInfo : undefined;
  } catch {
    return undefined;
  }
}
