import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A passkey made in the test with node:crypto: an ES256 key pair, an attestation of format 'none' and assertions
 * built by hand as WebAuthn §6 lays them out, so the server's real checks (@simplewebauthn/server) run on them. The
 * Chromium journeys use a real virtual authenticator over CDP.
 */
export class VirtualPasskey {
  readonly credentialId = randomBytes(16);
  readonly #privateKey: KeyObject;
  readonly #publicKey: KeyObject;
  #signCount = 0;

  constructor(
    readonly origin: string,
    readonly userId: number,
  ) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.#privateKey = privateKey;
    this.#publicKey = publicKey;
  }

  get id(): string {
    return this.credentialId.toString('base64url');
  }

  get rpId(): string {
    return new URL(this.origin).hostname;
  }

  #authenticatorData(withCredential: boolean): Buffer {
    const rpIdHash = createHash('sha256').update(this.rpId).digest();
    // User present, user verified; attested credential data when registering.
    const flags = 0x01 | 0x04 | (withCredential ? 0x40 : 0);
    const count = Buffer.alloc(4);
    count.writeUInt32BE(this.#signCount);
    if (!withCredential) return Buffer.concat([rpIdHash, Buffer.from([flags]), count]);
    const jwk = this.#publicKey.export({ format: 'jwk' });
    const coseKey = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, Buffer.from(jwk.x ?? '', 'base64url')],
        [-3, Buffer.from(jwk.y ?? '', 'base64url')],
      ]),
    );
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    return Buffer.concat([
      rpIdHash,
      Buffer.from([flags]),
      count,
      Buffer.alloc(16),
      idLength,
      this.credentialId,
      Buffer.from(coseKey),
    ]);
  }

  #clientData(type: string, challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** The browser's answer to `startPasskeyRegistration`'s options. */
  register(options: { challenge: string }, { origin = this.origin } = {}) {
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Uint8Array | Map<string, string>>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', this.#authenticatorData(true)],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: this.#clientData('webauthn.create', options.challenge, origin).toString('base64url'),
        attestationObject: Buffer.from(attestationObject).toString('base64url'),
        transports: ['internal' as const],
      },
      clientExtensionResults: {},
    };
  }

  /** The browser's answer to a sign-in or step-up challenge; each one counts up the signature counter. */
  assert(options: { challenge: string }, { origin = this.origin, userHandle = true } = {}) {
    this.#signCount += 1;
    const authenticatorData = this.#authenticatorData(false);
    const clientDataJSON = this.#clientData('webauthn.get', options.challenge, origin);
    const signature = sign(
      'sha256',
      Buffer.concat([authenticatorData, createHash('sha256').update(clientDataJSON).digest()]),
      this.#privateKey,
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: clientDataJSON.toString('base64url'),
        authenticatorData: authenticatorData.toString('base64url'),
        signature: signature.toString('base64url'),
        ...(userHandle ? { userHandle: Buffer.from(String(this.userId)).toString('base64url') } : {}),
      },
      clientExtensionResults: {},
    };
  }
}
