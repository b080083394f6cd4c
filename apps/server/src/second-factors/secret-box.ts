import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Authenticator secrets at rest: AES-256-GCM under the settings' SECOND_FACTOR_KEY, a fresh 12-byte nonce each time,
 * stored as `v1.{nonce}.{ciphertext}.{tag}` (base64url). The user's id is the additional data, so a secret copied
 * onto another user's row does not open. Recovery codes are an HMAC-SHA256 under a key derived from the same one.
 */
const version = 'v1';

export function sealSecret(key: Uint8Array, userId: number, secret: Uint8Array): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  cipher.setAAD(additionalData(userId));
  const sealed = Buffer.concat([cipher.update(secret), cipher.final()]);
  return [version, nonce, sealed, cipher.getAuthTag()]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The secret, or throws when the box was altered, sealed for another user or under another key. */
export function openSecret(key: Uint8Array, userId: number, box: string): Uint8Array {
  const [boxVersion, nonce, sealed, tag, ...rest] = box.split('.');
  if (boxVersion !== version || nonce === undefined || sealed === undefined || tag === undefined || rest.length > 0) {
    throw new Error('not a sealed second-factor secret');
  }
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
  decipher.setAAD(additionalData(userId));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return new Uint8Array(Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]));
}

function additionalData(userId: number): Buffer {
  return Buffer.from(`keystone-totp:${userId}`);
}

const recoveryKeys = new WeakMap<Uint8Array, Buffer>();

/** A recovery code's stored form: HMAC-SHA256 of the user and the code under a key derived from SECOND_FACTOR_KEY. */
export function recoveryCodeHash(key: Uint8Array, userId: number, code: string): Buffer {
  let hmacKey = recoveryKeys.get(key);
  if (hmacKey === undefined) {
    hmacKey = Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), 'keystone recovery codes', 32));
    recoveryKeys.set(key, hmacKey);
  }
  return createHmac('sha256', hmacKey).update(`${userId}:${code}`).digest();
}
