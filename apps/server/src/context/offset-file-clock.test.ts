import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { offsetFileClock } from './offset-file-clock.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'keystone-clock-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const dayMs = 24 * 60 * 60 * 1000;

describe('offsetFileClock', () => {
  it('reads the system time while the file is missing or empty', () => {
    const file = path.join(dir, 'missing');
    const clock = offsetFileClock(file);
    expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(1000);
    writeFileSync(file, '');
    expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(1000);
  });

  it('moves by what the file says at each reading', () => {
    const file = path.join(dir, 'offset');
    const clock = offsetFileClock(file);
    writeFileSync(file, String(dayMs));
    expect(Math.abs(clock.now().getTime() - (Date.now() + dayMs))).toBeLessThan(1000);
    writeFileSync(file, '0\n');
    expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(1000);
  });

  it('refuses a file that does not hold whole milliseconds', () => {
    const file = path.join(dir, 'bad');
    writeFileSync(file, 'tomorrow');
    expect(() => offsetFileClock(file).now()).toThrow(/not whole milliseconds/);
  });
});
