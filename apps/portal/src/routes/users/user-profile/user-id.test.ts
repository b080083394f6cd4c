import { describe, expect, it } from 'vitest';
import { parseUserId } from './user-id.ts';

describe('parseUserId', () => {
  it('reads a positive whole number', () => {
    expect(parseUserId('2')).toBe(2);
    expect(parseUserId('1024')).toBe(1024);
  });

  it('refuses anything else', () => {
    for (const value of [undefined, '', '0', '-3', '1.5', 'abc', '2abc', '99999999999999999999']) {
      expect(parseUserId(value)).toBeNull();
    }
  });
});
