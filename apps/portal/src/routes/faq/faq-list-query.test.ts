import { describe, expect, it } from 'vitest';
import { faqPageCount, listFaqApiQuery, readFaqListQuery, writeFaqListQuery } from './faq-list-query.ts';

describe('the admin FAQ list address', () => {
  it('reads page and search, and writes back only what differs from the default', () => {
    const query = readFaqListQuery(new URLSearchParams('page=3&search=%20wallet%20'));
    expect(query).toEqual({ page: 3, search: 'wallet' });
    expect(writeFaqListQuery(query).toString()).toBe('page=3&search=wallet');
    expect(writeFaqListQuery({ page: 1, search: '' }).toString()).toBe('');
    expect(readFaqListQuery(new URLSearchParams('page=-2'))).toEqual({ page: 1, search: '' });
  });

  it('asks the server for 20 a page', () => {
    expect(listFaqApiQuery({ page: 2, search: '' })).toEqual({ limit: 20, offset: 20 });
    expect(listFaqApiQuery({ page: 1, search: 'fee' })).toEqual({ limit: 20, offset: 0, searchTerm: 'fee' });
    expect([faqPageCount(0), faqPageCount(20), faqPageCount(21)]).toEqual([1, 1, 2]);
  });
});
