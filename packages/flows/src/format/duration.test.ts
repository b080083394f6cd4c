import { describe, expect, it } from 'vitest';
import { formatDuration } from './duration.ts';

describe('formatDuration', () => {
  it('words a duration in its largest whole unit', () => {
    expect(formatDuration(7 * 86_400)).toBe('7 days');
    expect(formatDuration(86_400)).toBe('1 day');
    expect(formatDuration(3_600)).toBe('1 hour');
    expect(formatDuration(5_400)).toBe('90 minutes');
    expect(formatDuration(45)).toBe('45 seconds');
  });
});
