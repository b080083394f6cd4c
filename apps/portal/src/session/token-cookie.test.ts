import { describe, expect, it } from 'vitest';
import { clearToken, readToken, writeToken } from './token-cookie.ts';

/** Records what was written, and reads back like a browser holding the last value of our cookie. */
function fakeJar(protocol = 'http:') {
  const writes: string[] = [];
  return {
    writes,
    location: { protocol },
    get cookie() {
      const last = writes.at(-1);
      if (!last || last.includes('Max-Age=0')) return 'other=1';
      return `other=1; ${last.split(';')[0]}`;
    },
    set cookie(value: string) {
      writes.push(value);
    },
  };
}

describe('token cookie', () => {
  it('lasts 30 days with remember-me', () => {
    const jar = fakeJar();
    writeToken('abc.def.ghi', { remember: true }, jar);
    expect(jar.writes[0]).toContain('Max-Age=2592000');
    expect(readToken(jar)).toBe('abc.def.ghi');
  });

  it('is a session cookie without remember-me', () => {
    const jar = fakeJar();
    writeToken('abc', { remember: false }, jar);
    expect(jar.writes[0]).not.toContain('Max-Age');
    expect(jar.writes[0]).toContain('SameSite=Strict');
  });

  it('is Secure on https only', () => {
    const secure = fakeJar('https:');
    writeToken('abc', { remember: false }, secure);
    expect(secure.writes[0]).toContain('Secure');
    const plain = fakeJar('http:');
    writeToken('abc', { remember: false }, plain);
    expect(plain.writes[0]).not.toContain('Secure');
  });

  it('is gone after clearing', () => {
    const jar = fakeJar();
    writeToken('abc', { remember: true }, jar);
    clearToken(jar);
    expect(readToken(jar)).toBeNull();
  });
});
