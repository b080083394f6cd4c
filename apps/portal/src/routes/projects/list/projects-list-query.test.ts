import { describe, expect, it } from 'vitest';
import {
  defaultProjectsListQuery,
  listProjectsApiQuery,
  projectsPageCount,
  readProjectsListQuery,
  writeProjectsListQuery,
  type ProjectsListQuery,
  type ProjectsViewer,
} from './projects-list-query.ts';

const read = (search: string, viewer: ProjectsViewer) => readProjectsListQuery(new URLSearchParams(search), viewer);

describe('readProjectsListQuery', () => {
  it("reads the viewer's default list from a bare address", () => {
    expect(read('', 'investor')).toEqual({
      page: 1,
      search: '',
      status: ['COMING_SOON', 'AVAILABLE_TO_PLEDGE'],
      column: 'createdAt',
      direction: 'DESC',
    });
    expect(read('', 'admin')).toEqual({ page: 1, search: '', status: [], column: 'createdAt', direction: 'DESC' });
  });

  it('reads statuses joined by + (decoded as spaces) or by a typed %2B, in the contract order', () => {
    expect(read('status=AVAILABLE_TO_PLEDGE+COMPLETE', 'investor').status).toEqual(['AVAILABLE_TO_PLEDGE', 'COMPLETE']);
    expect(read('status=COMPLETE%2BCOMING_SOON', 'admin').status).toEqual(['COMING_SOON', 'COMPLETE']);
  });

  it('reads an empty status as every status, and an unreadable one as the default', () => {
    expect(read('status=', 'investor').status).toEqual([]);
    expect(read('status=NOPE', 'investor').status).toEqual(['COMING_SOON', 'AVAILABLE_TO_PLEDGE']);
    expect(read('status=NOPE', 'admin').status).toEqual([]);
  });

  it('never lets an investor filter by DRAFT', () => {
    expect(read('status=DRAFT+COMPLETE', 'investor').status).toEqual(['COMPLETE']);
    expect(read('status=DRAFT', 'investor').status).toEqual(['COMING_SOON', 'AVAILABLE_TO_PLEDGE']);
    expect(read('status=DRAFT', 'admin').status).toEqual(['DRAFT']);
  });

  it("reads the admin's sort, and ignores a sort in an investor's address", () => {
    expect(read('column=strategy&direction=ASC', 'admin')).toMatchObject({ column: 'strategy', direction: 'ASC' });
    expect(read('column=strategy&direction=ASC', 'investor')).toMatchObject({ column: 'createdAt', direction: 'DESC' });
    expect(read('column=password&direction=UP', 'admin')).toMatchObject({ column: 'createdAt', direction: 'DESC' });
  });

  it('reads the page and the search as the users list does', () => {
    expect(read('page=3&search=%20leith%20', 'investor')).toMatchObject({ page: 3, search: 'leith' });
    expect(read('page=0', 'admin').page).toBe(1);
  });
});

describe('writeProjectsListQuery', () => {
  it('leaves the defaults out of the address', () => {
    for (const viewer of ['investor', 'admin'] as const) {
      expect(writeProjectsListQuery(defaultProjectsListQuery(viewer), viewer).toString()).toBe('');
    }
  });

  it('joins the statuses with +', () => {
    const query = { ...defaultProjectsListQuery('admin'), status: ['COMING_SOON', 'AVAILABLE_TO_PLEDGE'] } as const;
    expect(writeProjectsListQuery(query, 'admin').toString()).toBe('status=COMING_SOON+AVAILABLE_TO_PLEDGE');
  });

  it("writes an investor's empty choice, which is not their default", () => {
    const query = { ...defaultProjectsListQuery('investor'), status: [] };
    expect(writeProjectsListQuery(query, 'investor').toString()).toBe('status=');
  });

  it('round-trips through the address', () => {
    const query: ProjectsListQuery = {
      page: 2,
      search: 'mews',
      status: ['DRAFT', 'ARCHIVED'],
      column: 'fundedPercent',
      direction: 'ASC',
    };
    const written = writeProjectsListQuery(query, 'admin');
    expect(written.toString()).toBe('page=2&search=mews&status=DRAFT+ARCHIVED&column=fundedPercent&direction=ASC');
    expect(readProjectsListQuery(written, 'admin')).toEqual(query);
  });
});

describe('listProjectsApiQuery', () => {
  it('asks investors for 12 a page of the chosen statuses, in no sort of their own', () => {
    expect(listProjectsApiQuery({ ...defaultProjectsListQuery('investor'), page: 2 }, 'investor')).toEqual({
      limit: 12,
      offset: 12,
      status: ['COMING_SOON', 'AVAILABLE_TO_PLEDGE'],
    });
  });

  it('names every status but DRAFT when an investor chooses none', () => {
    const { status } = listProjectsApiQuery({ ...defaultProjectsListQuery('investor'), status: [] }, 'investor');
    expect(status).toHaveLength(11);
    expect(status).not.toContain('DRAFT');
  });

  it('asks admins for 20 a page, sorted, any status when none is chosen', () => {
    const query = { ...defaultProjectsListQuery('admin'), page: 3, search: 'leith' };
    expect(listProjectsApiQuery(query, 'admin')).toEqual({
      limit: 20,
      offset: 40,
      searchTerm: 'leith',
      column: 'createdAt',
      direction: 'DESC',
    });
  });
});

describe('projectsPageCount', () => {
  it("counts pages of the viewer's size, at least one", () => {
    expect(projectsPageCount(0, 'investor')).toBe(1);
    expect(projectsPageCount(13, 'investor')).toBe(2);
    expect(projectsPageCount(20, 'admin')).toBe(1);
    expect(projectsPageCount(41, 'admin')).toBe(3);
  });
});
