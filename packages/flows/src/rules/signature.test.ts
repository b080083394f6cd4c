import { describe, expect, it } from 'vitest';
import { validateSignatureUpload, validateTypedSignature } from './signature.ts';

describe('validateTypedSignature', () => {
  it('asks for a missing signature', () => {
    expect(validateTypedSignature('')).toBe('Please fill required field');
    expect(validateTypedSignature('  ')).toBe('Please fill required field');
  });

  it.each(['Jo', "Jane O'Brien", 'Anne-Marie Doe', 'a'.repeat(100)])('accepts %s', (value) => {
    expect(validateTypedSignature(value)).toBeUndefined();
  });

  it.each(['J', 'a'.repeat(101), 'Jane Doe 2', 'J. Doe'])('refuses %s', (value) => {
    expect(validateTypedSignature(value)).toBe('Incorrect format');
  });
});

describe('validateSignatureUpload', () => {
  it('accepts an image of 500000 bytes and not one byte more', () => {
    expect(validateSignatureUpload({ name: 'sig.png', size: 500_000 })).toBeUndefined();
    expect(validateSignatureUpload({ name: 'sig.png', size: 500_001 })).toBe('Not acceptable format/size');
  });

  it('refuses what is not an image', () => {
    expect(validateSignatureUpload({ name: 'sig.pdf', size: 10 })).toBe('Not acceptable format/size');
  });
});
