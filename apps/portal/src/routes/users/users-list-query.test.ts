import { describe, expect, it } from 'vitest';
import {
  changeUsersListQuery,
  DEFAULT_USERS_LIST_QUERY,
  listUsersApiQuery,
  pageCountFor,
  readUsersListQuery,
  writeUsersListQuery,
  type UsersListQuery,
} from './users-list-query.ts';

const read = (search: string) => readUsersListQuery(new URLSearchParams(search));

describe('readUsersListQuery', () => {
  it('reads the default list from a bare address: page 1, everyone, e-mail ascending', () => {
    expect(read('')).toEqual({ page: 1, search: '', status: null, column: 'email', direction: 'ASC' });
  });

  it('reads every part of the address', () => {
    expect(read('page=3&search=isla&status=NOT_ACTIVE&column=kycStatus&direction=DESC')).toEqual({
      page: 3,
      search: 'isla',
      status: 'NOT_ACTIVE',
      column: 'kycStatus',
      direction: 'DESC',
    });
  });

  it('falls back to the default for values a hand-edited address may hold', () => {
    expect(read('page=0&status=DELETED&column=password&direction=UP')).toEqual(DEFAULT_USERS_LIST_QUERY);
    expect(read('page=-2').page).toBe(1);
    expect(read('page=2.5').page).toBe(1);
    expect(read('page=abc').page).toBe(1);
    expect(read('page=99999999999999999999').page).toBe(1);
  });

  it('sorts ascending when only the column is given', () => {
    expect(read('column=fullName')).toMatchObject({ column: 'fullName', direction: 'ASC' });
  });

  it('trims the search and cuts it to the contract limit', () => {
    expect(read('search=%20%20isla%20').search).toBe('isla');
    expect(read(`search=${'a'.repeat(150)}`).search).toHaveLength(100);
  });
});

describe('writeUsersListQuery', () => {
  it('leaves the defaults out of the address', () => {
    expect(writeUsersListQuery(DEFAULT_USERS_LIST_QUERY).toString()).toBe('');
  });

  it('writes what differs from the default', () => {
    const query: UsersListQuery = { page: 2, search: ' cora ', status: 'ACTIVE', column: 'email', direction: 'DESC' };
    expect(writeUsersListQuery(query).toString()).toBe('page=2&search=cora&status=ACTIVE&column=email&direction=DESC');
  });

  it('round-trips through the address', () => {
    const query: UsersListQuery = {
      page: 4,
      search: 'brick works',
      status: 'NOT_ACTIVE',
      column: 'id',
      direction: 'ASC',
    };
    expect(readUsersListQuery(writeUsersListQuery(query))).toEqual(query);
  });
});

describe('changeUsersListQuery', () => {
  const onPage3: UsersListQuery = { ...DEFAULT_USERS_LIST_QUERY, page: 3 };

  it('starts again at page 1 when the search, filter or sort changes', () => {
    expect(changeUsersListQuery(onPage3, { search: 'isla' })).toMatchObject({ page: 1, search: 'isla' });
    expect(changeUsersListQuery(onPage3, { status: 'ACTIVE' }).page).toBe(1);
    expect(changeUsersListQuery(onPage3, { column: 'id', direction: 'DESC' }).page).toBe(1);
  });

  it('keeps the rest when the page changes', () => {
    const filtered: UsersListQuery = { ...onPage3, search: 'isla', status: 'ACTIVE' };
    expect(changeUsersListQuery(filtered, { page: 4 })).toEqual({ ...filtered, page: 4 });
  });
});

describe('listUsersApiQuery', () => {
  it('asks for 20 users a page, sorted as shown', () => {
    expect(listUsersApiQuery(DEFAULT_USERS_LIST_QUERY)).toEqual({
      limit: 20,
      offset: 0,
      column: 'email',
      direction: 'ASC',
    });
  });

  it('skips the earlier pages and sends the search and the filter', () => {
    const query: UsersListQuery = { page: 3, search: 'cora', status: 'ACTIVE', column: 'fullName', direction: 'DESC' };
    expect(listUsersApiQuery(query)).toEqual({
      limit: 20,
      offset: 40,
      status: 'ACTIVE',
      searchTerm: 'cora',
      column: 'fullName',
      direction: 'DESC',
    });
  });
});

describe('pageCountFor', () => {
  it('counts pages of 20, at least one', () => {
    expect(pageCountFor(0)).toBe(1);
    expect(pageCountFor(20)).toBe(1);
    expect(pageCountFor(21)).toBe(2);
    expect(pageCountFor(45)).toBe(3);
  });
});
