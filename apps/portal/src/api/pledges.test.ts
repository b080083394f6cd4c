import { createApiClient } from '@keystone/api';
import { describe, expect, it } from 'vitest';
import { pledgeKeys } from './pledges.ts';
import { createPortalApi } from './portal-api.ts';

const $api = createPortalApi(createApiClient({ baseUrl: 'http://localhost/api' }));

describe('pledgeKeys', () => {
  it('are the keys the typed hooks give the reads, so an invalidation reaches what a screen shows', () => {
    expect($api.queryOptions('get', '/projects/{id}/pledge-limits', { params: { path: { id: 7 } } }).queryKey).toEqual(
      pledgeKeys.limits(7),
    );
  });
});
