import { describe, expect, it } from 'vitest';
import { describeAccept, formatByteSize, uploadLimitsText } from './file-size.ts';

const kycTypes = ['.jpg', '.jpeg', '.png', '.pdf'];

describe('formatByteSize', () => {
  it('shows the seed limits in binary megabytes', () => {
    expect(formatByteSize(7_340_032)).toBe('7 MB');
    expect(formatByteSize(52_428_800)).toBe('50 MB');
    expect(formatByteSize(1_572_864)).toBe('1.5 MB');
  });

  it('shows smaller limits in kilobytes, rounded up', () => {
    expect(formatByteSize(500_000)).toBe('489 KB');
    expect(formatByteSize(2048)).toBe('2 KB');
  });
});

describe('describeAccept', () => {
  it('lists the types for people', () => {
    expect(describeAccept(kycTypes)).toBe('JPG, JPEG, PNG or PDF');
    expect(describeAccept(['application/pdf'])).toBe('PDF');
    expect(describeAccept(['image/*'])).toBe('any image');
    expect(describeAccept([])).toBe('Any file');
  });
});

describe('uploadLimitsText', () => {
  it('says what an upload takes, as the drop zone shows it', () => {
    expect(uploadLimitsText(kycTypes, 7_340_032)).toBe('JPG, JPEG, PNG or PDF, up to 7 MB');
  });
});
