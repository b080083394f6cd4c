import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane); @node-rs/argon2 uses argon2id by default.
const hashOptions = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, hashOptions);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash must not turn into a 500 that tells the caller the account exists.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Costs the same as checking a real password, for sign-ins with an unknown e-mail, so the answer time does not
 * tell whether an account exists. Always false.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(crypto.randomUUID());
  await verifyPassword(await dummyHash, password);
  return false;
}
