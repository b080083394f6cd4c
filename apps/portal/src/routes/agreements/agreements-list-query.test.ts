import { describe, expect, it } from 'vitest';
import {
  agreementTab,
  DEFAULT_AGREEMENTS_LIST_QUERY,
  listAgreementsApiQuery,
  readAgreementsListQuery,
  writeAgreementsListQuery,
} from './agreements-list-query.ts';

describe('the agreements list address', () => {
  it('reads the default from a bare address and writes it back bare', () => {
    const query = readAgreementsListQuery(new URLSearchParams());
    expect(query).toEqual(DEFAULT_AGREEMENTS_LIST_QUERY);
    expect(writeAgreementsListQuery(query).toString()).toBe('');
  });

  it('keeps page, search, column and direction, and ignores what it cannot read', () => {
    const params = new URLSearchParams('page=3&search=mill&column=projectName&direction=ASC');
    expect(writeAgreementsListQuery(readAgreementsListQuery(params)).toString()).toBe(params.toString());
    expect(readAgreementsListQuery(new URLSearchParams('page=-1&column=sumPence&direction=UP'))).toEqual(
      DEFAULT_AGREEMENTS_LIST_QUERY,
    );
  });

  it('asks for the tab as a status, 20 a page', () => {
    const query = { ...DEFAULT_AGREEMENTS_LIST_QUERY, page: 2, search: 'wharf' };
    expect(listAgreementsApiQuery(query, agreementTab('cancelled')!)).toEqual({
      limit: 20,
      offset: 20,
      status: 'CANCELLED',
      searchTerm: 'wharf',
      column: 'id',
      direction: 'DESC',
    });
    expect(listAgreementsApiQuery(query, agreementTab('all')!)).not.toHaveProperty('status');
    expect(agreementTab('archived')).toBeUndefined();
  });
});
