import { demoUsers } from '@keystone/demo/fixtures';
import { createApiClient } from '@keystone/api';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createPortalApi } from './portal-api.ts';
import { currentUserKey, publishCurrentUser } from './user.ts';

describe('the signed-in user in the query cache', () => {
  it("lives under the key the typed hooks give GET /user, so useQuery('get', '/user') reads what was published", () => {
    const $api = createPortalApi(createApiClient({ baseUrl: 'http://localhost/api' }));
    expect($api.queryOptions('get', '/user').queryKey).toEqual(currentUserKey);
  });

  it('is published with setQueryData, which needs no second GET /user', () => {
    const queryClient = new QueryClient();
    publishCurrentUser(queryClient, demoUsers.approvedInvestor);
    expect(queryClient.getQueryData(currentUserKey)).toBe(demoUsers.approvedInvestor);
  });
});
