import { createHmac } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';

// The demo admin's authenticator app (issue 36), as a phone would run it: RFC 6238 codes from the fixture's secret,
// on the e2e server's clock (test-clock.ts moves it). The server takes each 30-second step once, and one either side
// of now: the steps this run has used are kept beside the server's data, so the files of a run never offer one twice.

const periodMs = 30_000;

function base32Bytes(secret: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const character of secret.replace(/=+$/, '')) bits += alphabet.indexOf(character).toString(2).padStart(5, '0');
  return Buffer.from(bits.match(/.{8}/g)?.map((byte) => parseInt(byte, 2)) ?? []);
}

/** RFC 4226's code for one counter: HMAC-SHA1, dynamic truncation, 6 digits. */
export function totpCodeAt(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', base32Bytes(secret)).update(counter).digest();
  const offset = (mac.at(-1) ?? 0) & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

function serverNowMs(offsetFile: string): number {
  const offset = existsSync(offsetFile) ? Number(readFileSync(offsetFile, 'utf8')) || 0 : 0;
  return Date.now() + offset;
}

/**
 * A code the server has not taken yet (the server whose clock file is `clockFile`: the run's, unless a journey started
 * its own): now's step, else the next one (which the server also takes). When both were
 * used, waits for the clock to reach a new step: an event at a known time, however loaded the machine is.
 */
export async function freshTotpCode(secret: string, clockFile = inject('testClockFile')): Promise<string> {
  const usedFile = path.join(path.dirname(clockFile), 'totp-steps-used');
  const used = new Set(existsSync(usedFile) ? readFileSync(usedFile, 'utf8').split('\n').filter(Boolean) : []);
  for (;;) {
    const now = Math.floor(serverNowMs(clockFile) / periodMs);
    const step = [now, now + 1].find((candidate) => !used.has(`${secret}:${candidate}`));
    if (step !== undefined) {
      used.add(`${secret}:${step}`);
      writeFileSync(usedFile, [...used].join('\n'));
      return totpCodeAt(secret, step);
    }
    await new Promise((resolve) => setTimeout(resolve, periodMs - (serverNowMs(clockFile) % periodMs) + 50));
  }
}
