import { createApiClient } from '@keystone/api';
import { describe, expect, it } from 'vitest';
import { createPortalApi } from './portal-api.ts';
import { projectKeys } from './projects.ts';

const $api = createPortalApi(createApiClient({ baseUrl: 'http://localhost/api' }));

describe('projectKeys', () => {
  it('are the keys the typed hooks give the reads, so an invalidation reaches what a screen shows', () => {
    expect($api.queryOptions('get', '/projects/{id}', { params: { path: { id: 7 } } }).queryKey).toEqual(
      projectKeys.detail(7),
    );
    expect($api.queryOptions('get', '/projects', { params: { query: { limit: 8 } } }).queryKey.slice(0, 2)).toEqual(
      projectKeys.lists,
    );
  });
});
