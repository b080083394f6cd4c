import { randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT, RECOVERY_CODE_LENGTH, formatRecoveryCode } from '@keystone/flows/second-factor';

/** Crockford's base32: no I, L, O or U, so none can be misread (flows' `validateRecoveryCode`). */
const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** Ten fresh codes of ten characters (50 bits each), plain: the caller hashes them to store and formats them to show. */
export function newRecoveryCodes(): string[] {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) {
    let code = '';
    for (let i = 0; i < RECOVERY_CODE_LENGTH; i += 1) code += alphabet[randomInt(alphabet.length)];
    codes.add(code);
  }
  return [...codes];
}

export function shownRecoveryCodes(codes: readonly string[]): string[] {
  return codes.map(formatRecoveryCode);
}
