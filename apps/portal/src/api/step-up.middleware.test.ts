import { apiError, createApiClient } from '@keystone/api';
import { describe, expect, it, vi } from 'vitest';
import { stepUpMiddleware } from './step-up.middleware.ts';

const BASE_URL = 'http://api.test/api';
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const stepUpRequired = () => json(apiError(58), 403);

/** A server that answers each request in turn from `answers`, keeping what it was sent. */
function server(...answers: (() => Response)[]) {
  const seen: { method: string; url: string; key: string | null; body: string }[] = [];
  const fetch = vi.fn(async (request: Request) => {
    seen.push({
      method: request.method,
      url: request.url,
      key: request.headers.get('Idempotency-Key'),
      body: await request.text(),
    });
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    return next();
  });
  return { fetch, seen };
}

function clientWith(fetch: (request: Request) => Promise<Response>, prompt: () => Promise<boolean>) {
  const client = createApiClient({ baseUrl: BASE_URL, fetch });
  client.use(stepUpMiddleware(prompt, { fetch }));
  return client;
}

const withdrawal = {
  params: { query: { amountPence: 10_000 }, header: { 'Idempotency-Key': 'withdraw-1' } },
} as const;
const passwordChange = { body: { currentPassword: 'Old-password-1', newPassword: 'New-password-2' } } as const;

describe('the step-up middleware', () => {
  it('on code 58 asks once, sends the same request again and answers the caller with its answer', async () => {
    const { fetch, seen } = server(stepUpRequired, () => json({ id: 5, amountPence: 10_000 }, 201));
    const prompt = vi.fn(async () => true);
    const client = clientWith(fetch, prompt);

    const { data, error, response } = await client.PUT('/investments/withdraw', withdrawal);

    expect(prompt).toHaveBeenCalledTimes(1);
    expect(error).toBeUndefined();
    expect(response.status).toBe(201);
    expect(data).toEqual({ id: 5, amountPence: 10_000 });
    expect(seen).toHaveLength(2);
    expect(seen[1]).toEqual(seen[0]);
    expect(seen[1]).toMatchObject({ method: 'PUT', key: 'withdraw-1' });
    expect(seen[1]?.url).toBe(`${BASE_URL}/investments/withdraw?amountPence=10000`);
  });

  it('sends the same body again: nobody retypes anything', async () => {
    const { fetch, seen } = server(stepUpRequired, () => json({ token: 'fresh' }));
    const client = clientWith(fetch, async () => true);

    const { data } = await client.PUT('/auth/change-password', passwordChange);

    expect(data).toEqual({ token: 'fresh' });
    expect(seen.map((request) => request.body)).toEqual([
      JSON.stringify(passwordChange.body),
      JSON.stringify(passwordChange.body),
    ]);
  });

  it('gives the caller the original refusal when the person cancels, and sends nothing again', async () => {
    const { fetch, seen } = server(stepUpRequired);
    const prompt = vi.fn(async () => false);
    const client = clientWith(fetch, prompt);

    const { data, error, response } = await client.PUT('/investments/withdraw', withdrawal);

    expect(prompt).toHaveBeenCalledTimes(1);
    expect(data).toBeUndefined();
    expect(response.status).toBe(403);
    expect(error).toEqual(apiError(58));
    expect(seen).toHaveLength(1);
  });

  it('leaves every other answer alone, other 403s included', async () => {
    const { fetch, seen } = server(
      () => json(apiError(11), 403),
      () => json(apiError(7), 401),
      () => json({ ok: true }),
    );
    const prompt = vi.fn(async () => true);
    const client = clientWith(fetch, prompt);

    expect((await client.GET('/user')).error).toEqual(apiError(11));
    expect((await client.GET('/user')).error).toEqual(apiError(7));
    expect((await client.GET('/user')).data).toEqual({ ok: true });
    expect(prompt).not.toHaveBeenCalled();
    expect(seen).toHaveLength(3);
  });

  it('asks again when the server still wants a confirmation, until confirmed or cancelled', async () => {
    const { fetch, seen } = server(stepUpRequired, stepUpRequired, () => json({ ok: true }));
    const prompt = vi.fn(async () => true);
    const client = clientWith(fetch, prompt);

    const { data } = await client.GET('/user');

    expect(prompt).toHaveBeenCalledTimes(2);
    expect(data).toEqual({ ok: true });
    expect(seen).toHaveLength(3);
  });

  it('turns a failed second send into code 1, never a throw', async () => {
    const fetch = vi
      .fn<(request: Request) => Promise<Response>>()
      .mockResolvedValueOnce(stepUpRequired())
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const client = clientWith(fetch, async () => true);

    const { error, response } = await client.GET('/user');

    expect(response.status).toBe(503);
    expect(error?.errorCode).toBe(1);
  });
});
