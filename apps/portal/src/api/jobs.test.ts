import { createApiClient } from '@keystone/api';
import { partialMatchKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { jobKeys } from './jobs.ts';
import { createPortalApi } from './portal-api.ts';

const $api = createPortalApi(createApiClient({ baseUrl: 'http://localhost/api' }));

// Checked the way keys.test.ts checks the other modules' keys.
describe("the jobs data module's keys", () => {
  it('are the keys the typed hooks give the reads, so a retry reaches every page of the list and the figures', () => {
    const failedPage = $api.queryOptions('get', '/jobs/failed', {
      params: { query: { limit: 20, offset: 40 } },
    }).queryKey;
    expect(partialMatchKey(failedPage, jobKeys.failedLists)).toBe(true);
    expect($api.queryOptions('get', '/jobs/figures').queryKey).toEqual(jobKeys.figures);
  });
});
