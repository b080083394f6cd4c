import { describe, expect, it } from 'vitest';
import { cn } from './cn.ts';

describe('cn', () => {
  it('lets a caller override a component class of the same kind', () => {
    expect(cn('px-2 bg-primary', 'px-4')).toBe('bg-primary px-4');
  });

  it('keeps a semantic text colour beside a text size (our token names must not look like sizes)', () => {
    expect(cn('text-sm text-danger', 'text-transaction-failed')).toBe('text-sm text-transaction-failed');
  });

  it('drops falsy values', () => {
    expect(cn('a', false, null, undefined, { b: true, c: false })).toBe('a b');
  });
});
