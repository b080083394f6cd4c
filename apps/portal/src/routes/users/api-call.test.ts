import { apiError, demoUsers } from '@keystone/api';
import { describe, expect, it } from 'vitest';
import { ApiCallError, dataOrThrow } from './api-call.ts';

describe('dataOrThrow', () => {
  it('answers the data of a successful call', async () => {
    await expect(dataOrThrow(Promise.resolve({ data: demoUsers.admin, response: { status: 200 } }))).resolves.toBe(demoUsers.admin);
  });

  it('throws the contract error with the status of a refused call', async () => {
    const refused = apiError(13);
    const thrown = await dataOrThrow(Promise.resolve({ error: refused, response: { status: 404 } })).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(ApiCallError);
    expect(thrown).toMatchObject({ apiError: refused, status: 404, message: refused.message });
  });
});
