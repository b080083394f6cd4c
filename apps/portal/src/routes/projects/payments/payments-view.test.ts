import { describe, expect, it } from 'vitest';
import { readPaymentsView, writePaymentsView } from './payments-view.ts';

describe('the payments screen address', () => {
  it('selects the long term with long=true and reads the page', () => {
    expect(readPaymentsView(new URLSearchParams('long=true&page=3'))).toEqual({ long: true, page: 3 });
    expect(readPaymentsView(new URLSearchParams(''))).toEqual({ long: false, page: 1 });
    expect(readPaymentsView(new URLSearchParams('long=yes&page=abc'))).toEqual({ long: false, page: 1 });
    expect(readPaymentsView(new URLSearchParams('page=0'))).toEqual({ long: false, page: 1 });
  });

  it('leaves the defaults out', () => {
    expect(writePaymentsView({ long: false, page: 1 }).toString()).toBe('');
    expect(writePaymentsView({ long: true, page: 2 }).toString()).toBe('long=true&page=2');
  });
});
