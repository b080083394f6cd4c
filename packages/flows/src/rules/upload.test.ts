import { describe, expect, it } from 'vitest';
import {
  extensionOf,
  sniffFileKind,
  UPLOAD_MESSAGES,
  validateKycUpload,
  validateProjectDocumentUpload,
  validateProjectImageUpload,
  validateUpload,
} from './upload.ts';

const MB = 1024 * 1024;
const bytesOf = (ascii: string) => Uint8Array.from(ascii, (character) => character.charCodeAt(0));

describe('validateKycUpload', () => {
  it.each([
    ['photo.jpg', 'image/jpeg'],
    ['photo.JPEG', 'image/jpeg'],
    ['scan.png', 'image/png'],
    ['statement.pdf', 'application/pdf'],
    ['statement.pdf', ''],
    ['statement.pdf', undefined],
  ])('accepts %s declared as %s', (name, type) => {
    expect(validateKycUpload({ name, size: 1000, type })).toBeUndefined();
  });

  it('accepts exactly 7 MB (7340032 bytes) and not a byte more', () => {
    expect(validateKycUpload({ name: 'a.pdf', size: 7_340_032 })).toBeUndefined();
    expect(validateKycUpload({ name: 'a.pdf', size: 7_340_033 })).toBe('Incorrect format');
  });

  it.each([
    ['another kind', { name: 'notes.docx', size: 10 }],
    ['no extension', { name: 'photo', size: 10 }],
    ['a name and type that disagree', { name: 'photo.jpg', size: 10, type: 'application/pdf' }],
    ['an empty file', { name: 'photo.jpg', size: 0 }],
  ])('refuses %s', (_case, file) => {
    expect(validateKycUpload(file)).toBe('Incorrect format');
  });
});

describe('validateUpload', () => {
  it('accepts exactly 50 MB (52428800 bytes) and not a byte more', () => {
    expect(validateUpload({ name: 'a.png', size: 50 * MB })).toBeUndefined();
    expect(validateUpload({ name: 'a.png', size: 52_428_801 })).toBe('Incorrect format');
  });
});

describe('project uploads', () => {
  it('takes images for images', () => {
    expect(validateProjectImageUpload({ name: 'a.jpg', size: 10 })).toBeUndefined();
    expect(validateProjectImageUpload({ name: 'a.pdf', size: 10 })).toBe('Incorrect format');
  });

  it('takes pdf for documents', () => {
    expect(validateProjectDocumentUpload({ name: 'plan.pdf', size: 10 })).toBeUndefined();
    expect(validateProjectDocumentUpload({ name: 'plan.png', size: 10 })).toBe('Incorrect format');
  });
});

describe('upload helpers', () => {
  it('reads the extension in lower case', () => {
    expect(extensionOf('A.B.PDF')).toBe('pdf');
    expect(extensionOf('README')).toBe('');
  });

  it('words a failed upload with its message, else the catalogue message for upload failures', () => {
    expect(UPLOAD_MESSAGES.failed('File processing error')).toBe('error: File processing error');
    expect(UPLOAD_MESSAGES.failed(undefined)).toBe('error: Unable to upload file');
  });

  it('tells the kind from the first bytes', () => {
    expect(sniffFileKind(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffFileKind(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('png');
    expect(sniffFileKind(bytesOf('%PDF-1.7'))).toBe('pdf');
    expect(sniffFileKind(bytesOf('<html>'))).toBeUndefined();
    expect(sniffFileKind(new Uint8Array([0xff, 0xd8]))).toBeUndefined();
  });
});
