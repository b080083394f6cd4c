import { describe, expect, it } from 'vitest';
import { listPage, type ListOptions } from './paging.ts';

interface Row {
  id: number;
  name: string;
  company: string | null;
}

const rows: Row[] = [
  { id: 1, name: 'Cole', company: null },
  { id: 2, name: 'Bennett', company: 'Acme' },
  { id: 3, name: 'Walker', company: 'Brick' },
  { id: 4, name: 'Bennett', company: null },
];
const options: ListOptions<Row> = {
  defaultLimit: 2,
  searchIn: (row) => [row.name, row.company],
  sort: {
    defaultColumn: 'name',
    defaultDirection: 'ASC',
    valueOf: (row, column) => row[column as keyof Row],
    idOf: (row) => row.id,
  },
};
const ids = (query: string) => listPage(rows, new Request(`http://localhost/api/rows?${query}`), options);

describe('listPage', () => {
  it('sorts by the default column and cuts the default page, counting every match', () => {
    expect(ids('')).toEqual({ page: [rows[1], rows[3]], count: 4 });
  });

  it('breaks ties by id in the direction asked, and keeps nulls last either way', () => {
    const order = (query: string) =>
      listPage(rows, new Request(`http://localhost/?limit=10&${query}`), options).page.map((row) => row.id);

    expect(order('column=name&direction=DESC')).toEqual([3, 1, 4, 2]);
    expect(order('column=company')).toEqual([2, 3, 1, 4]);
    expect(order('column=company&direction=DESC')).toEqual([3, 2, 4, 1]);
  });

  it('searches the given fields case-insensitively, then pages with limit and offset', () => {
    expect(ids('searchTerm=%20BRICK%20')).toEqual({ page: [rows[2]], count: 1 });
    expect(ids('limit=1&offset=2')).toEqual({ page: [rows[0]], count: 4 });
  });

  it('keeps the order it was given without a sort', () => {
    const { page } = listPage(rows, new Request('http://localhost/?column=name'), { defaultLimit: 10 });
    expect(page).toEqual(rows);
  });
});
