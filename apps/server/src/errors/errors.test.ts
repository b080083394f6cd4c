import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { bearer, insertTestUser, tokenFor } from '../testing/builders/users.ts';
import { AppError, toErrorBody } from './app-error.ts';
import { toFieldErrors } from './validation-errors.ts';

describe('AppError', () => {
  it('takes the catalogue message and HTTP status of its code', () => {
    const error = new AppError(17);
    expect(error.status).toBe(404);
    expect(toErrorBody(error)).toEqual({ errorCode: 17, message: 'Project does not exist' });
  });

  it('lets the thrower choose another status (code 8 for one-time tokens is 400)', () => {
    expect(new AppError(8, { status: 400 }).status).toBe(400);
  });

  it('carries per-field errors only when there are some', () => {
    expect(toErrorBody(new AppError(2, { fieldErrors: [] }))).toEqual({ errorCode: 2, message: 'Invalid data' });
    expect(
      toErrorBody(new AppError(2, { fieldErrors: [{ field: 'email', message: 'Incorrect email format' }] })),
    ).toEqual({
      errorCode: 2,
      message: 'Invalid data',
      fieldErrors: [{ field: 'email', message: 'Incorrect email format' }],
    });
  });
});

describe('toFieldErrors', () => {
  const ajvError = (instancePath: string, keyword: string, params: Record<string, unknown>) => ({
    instancePath,
    schemaPath: '',
    keyword,
    params,
    message: 'ajv message',
  });

  it('names nested properties with dots and array items with brackets', () => {
    expect(
      toFieldErrors([
        ajvError('/answers', 'required', { missingProperty: 'q3' }),
        ajvError('/images/0/url', 'minLength', { limit: 1 }),
        ajvError('/documents/2', 'additionalProperties', { additionalProperty: 'size' }),
      ]),
    ).toEqual([
      { field: 'answers.q3', message: 'Field is required' },
      { field: 'images[0].url', message: 'Field is required' },
      { field: 'documents[2].size', message: 'Unknown field' },
    ]);
  });

  it('keeps the first message for a field', () => {
    expect(
      toFieldErrors([
        ajvError('/sortCode', 'pattern', { pattern: '^\\d{6}$' }),
        ajvError('/sortCode', 'maxLength', { limit: 6 }),
      ]),
    ).toEqual([{ field: 'sortCode', message: 'Incorrect format' }]);
  });

  it('reads enums and types as sentences', () => {
    expect(
      toFieldErrors([
        ajvError('/role', 'enum', { allowedValues: ['ADMIN', 'INVESTOR'] }),
        ajvError('/limit', 'type', { type: 'integer' }),
      ]),
    ).toEqual([
      { field: 'role', message: 'Must be one of: ADMIN, INVESTOR' },
      { field: 'limit', message: 'Must be an integer' },
    ]);
  });
});

describe.each(testEngines)('error rendering on %s', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it('answers an unknown /api route with 404 code 42 in the error shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/unknown/thing' });

    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ errorCode: 42, message: 'Not found' });
  });

  it('answers an unsupported body type with code 2, not a 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });

    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ errorCode: 2, message: 'Invalid data' });
  });
});

describe.each(testEngines)('an unexpected failure on %s', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.app.close());

  it('answers 500 code 1 without details and logs the error with the request id', async () => {
    const token = await tokenFor(t.config.jwtSecret, await insertTestUser(t.database.db));
    // The database going away mid-flight is the kind of failure nobody throws on purpose. The job runner stops
    // first: its own connections would hold the database open, and its jobs would fail beside the request.
    await t.app.jobRunner.stop();
    await t.database.close();

    const response = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });

    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ errorCode: 1, message: 'Something went wrong. Please try again' });
    expect(response.body).not.toMatch(/stack|at .*\.ts|pglite|pool/i);
    const requestId = response.headers['x-request-id'];
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const logged = t.logs.find((line) => line.level === 50 && line.requestId === requestId);
    expect(logged).toMatchObject({
      msg: 'request failed',
      err: expect.objectContaining({ stack: expect.any(String) }),
    });
  });
});
