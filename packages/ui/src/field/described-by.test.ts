import { describe, expect, it } from 'vitest';
import { describedBy } from './described-by.ts';

describe('describedBy', () => {
  it('joins the ids that are present, in order', () => {
    expect(describedBy('hint-1', undefined, 'error-1')).toBe('hint-1 error-1');
  });

  it('gives no attribute at all when nothing describes the control', () => {
    expect(describedBy(undefined, false, null, '')).toBeUndefined();
  });

  it('keeps ids a caller passed in and does not repeat one', () => {
    expect(describedBy('extra other', 'hint-1', 'extra')).toBe('extra other hint-1');
  });
});
