import { describe, expect, it } from 'vitest';
import { checkFile } from './file-check.ts';

const kycTypes = ['.jpg', '.jpeg', '.png', '.pdf'];
const kycMax = 7_340_032;
const file = (name: string, size = 1000, type = '') => ({ name, size, type });

describe('checkFile', () => {
  it('accepts the KYC types by extension, whatever the case', () => {
    expect(checkFile(file('passport.PDF'), kycTypes, kycMax)).toBe('accepted');
    expect(checkFile(file('front.jpeg'), kycTypes, kycMax)).toBe('accepted');
  });

  it('rejects another type', () => {
    expect(checkFile(file('notes.docx'), kycTypes, kycMax)).toBe('wrong-type');
    expect(checkFile(file('pdf'), kycTypes, kycMax)).toBe('wrong-type');
  });

  it('accepts exactly the limit and rejects one byte more', () => {
    expect(checkFile(file('scan.png', 7_340_032), kycTypes, kycMax)).toBe('accepted');
    expect(checkFile(file('scan.png', 7_340_033), kycTypes, kycMax)).toBe('too-large');
  });

  it('rejects an empty file', () => {
    expect(checkFile(file('scan.png', 0), kycTypes, kycMax)).toBe('empty');
  });

  it('matches MIME types and wildcards', () => {
    expect(checkFile(file('sign', 10, 'image/png'), ['image/*'], 500_000)).toBe('accepted');
    expect(checkFile(file('doc', 10, 'application/pdf'), ['application/pdf'], 500_000)).toBe('accepted');
    expect(checkFile(file('doc', 10, 'text/plain'), ['image/*', 'application/pdf'], 500_000)).toBe('wrong-type');
  });

  it('accepts any type when no types are given', () => {
    expect(checkFile(file('anything.bin'), [], 100_000)).toBe('accepted');
  });
});
