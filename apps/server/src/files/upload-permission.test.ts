import type { FilePurpose, KycStatus, Role } from '@keystone/api';
import { errorCatalogue } from '@keystone/api/errors';
import { KYC_UPLOAD_MAX_BYTES, UPLOAD_DAILY_MAX_BYTES, UPLOAD_DAILY_MAX_FILES } from '@keystone/flows/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { insertTestUpload } from '../testing/builders/files.ts';
import { multipartForm, testPdf, testPng } from '../testing/builders/upload-files.ts';
import { bearer, insertTestUser, tokenFor } from '../testing/builders/users.ts';
import { UPLOAD_LIMIT_WINDOW_MS } from './upload-permission.ts';

const png = await testPng();
const pdf = await testPdf();
const fileFor = (purpose: FilePurpose) => (purpose === 'PROJECT_DOCUMENT' ? pdf : png);
const limitReached = { errorCode: 40, message: errorCatalogue[40].message };

describe.each(testEngines)('who may upload what, and how much, on %s', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const user = async (role: Role = 'INVESTOR', kyc: KycStatus = 'DRAFT', submitted = false) => {
    const created = await insertTestUser(t.database.db, {
      role,
      kyc_status: kyc,
      kyc_submitted_at: submitted ? new Date() : null,
    });
    return { id: created.id, headers: bearer(await tokenFor(t.config.jwtSecret, created)) };
  };
  const upload = (headers: { authorization: string }, purpose: FilePurpose) => {
    const body = multipartForm({ name: 'file', filename: 'a', bytes: fileFor(purpose) });
    return t.app.inject({
      method: 'POST',
      url: `/api/file/temp?purpose=${purpose}`,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };
  /** `count` uploads of `sizeBytes` each, `ageMs` ago. */
  const uploadedBefore = async (ownerId: number, count: number, sizeBytes: number, ageMs = 60_000) => {
    for (let index = 0; index < count; index += 1) {
      await insertTestUpload(t.database.db, { ownerId, sizeBytes, createdAt: new Date(Date.now() - ageMs) });
    }
  };

  it('refuses an investor whose KYC has not started project images and documents: 403 code 11', async () => {
    const investor = await user();
    for (const purpose of ['PROJECT_IMAGE', 'PROJECT_DOCUMENT'] as const) {
      const response = await upload(investor.headers, purpose);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ errorCode: 11, message: 'Illegal role' });
    }
    const admin = await user('ADMIN');
    for (const purpose of ['PROJECT_IMAGE', 'PROJECT_DOCUMENT'] as const) {
      expect((await upload(admin.headers, purpose)).statusCode).toBe(201);
    }
  });

  it('takes KYC documents from an investor only while the KYC wizard is open', async () => {
    expect((await upload((await user()).headers, 'KYC_DOCUMENT')).statusCode).toBe(201);
    const refusals: [Awaited<ReturnType<typeof user>>, number][] = [
      [await user('INVESTOR', 'DRAFT', true), 14],
      [await user('INVESTOR', 'IN_PROGRESS', true), 16],
      [await user('INVESTOR', 'APPROVED', true), 14],
      [await user('INVESTOR', 'REJECTED', true), 14],
      [await user('ADMIN'), 11],
      [await user('DEVELOPER'), 11],
    ];
    for (const [refused, code] of refusals) {
      expect((await upload(refused.headers, 'KYC_DOCUMENT')).json()).toMatchObject({ errorCode: code });
    }
  });

  it('takes a profile photo from an investor, at any stage of the KYC, and from no other role', async () => {
    expect((await upload((await user('INVESTOR', 'APPROVED', true)).headers, 'PROFILE_PHOTO')).statusCode).toBe(201);
    for (const role of ['ADMIN', 'DEVELOPER'] as const) {
      expect((await upload((await user(role)).headers, 'PROFILE_PHOTO')).json()).toMatchObject({ errorCode: 11 });
    }
  });

  it('refuses the 16th 7 MB upload of 24 hours with 429 code 40, saying the limit', async () => {
    const investor = await user();
    await uploadedBefore(investor.id, 14, KYC_UPLOAD_MAX_BYTES);
    expect((await upload(investor.headers, 'KYC_DOCUMENT')).statusCode).toBe(201);
    await uploadedBefore(investor.id, 1, KYC_UPLOAD_MAX_BYTES);

    const response = await upload(investor.headers, 'KYC_DOCUMENT');

    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual(limitReached);
    expect(limitReached.message).toBe(
      `You have reached today's upload limit of ${UPLOAD_DAILY_MAX_FILES} files or ` +
        `${UPLOAD_DAILY_MAX_BYTES / 1024 / 1024} MB. Please try again tomorrow.`,
    );
  });

  it('refuses the file after the 20th of 24 hours; older uploads do not count', async () => {
    const investor = await user();
    await uploadedBefore(investor.id, 30, 1_000, UPLOAD_LIMIT_WINDOW_MS + 60_000);
    await uploadedBefore(investor.id, UPLOAD_DAILY_MAX_FILES - 1, 1_000);
    expect((await upload(investor.headers, 'PROFILE_PHOTO')).statusCode).toBe(201);
    expect((await upload(investor.headers, 'PROFILE_PHOTO')).json()).toEqual(limitReached);
  });

  it('lets uploads sent at once pass the limit only as far as it goes', async () => {
    const investor = await user();
    await uploadedBefore(investor.id, UPLOAD_DAILY_MAX_FILES - 2, 1_000);

    const statuses = await Promise.all(Array.from({ length: 5 }, () => upload(investor.headers, 'KYC_DOCUMENT')));

    expect(statuses.map((response) => response.statusCode).sort()).toEqual([201, 201, 429, 429, 429]);
  });

  it('does not limit admins', async () => {
    const admin = await user('ADMIN');
    await uploadedBefore(admin.id, UPLOAD_DAILY_MAX_FILES, UPLOAD_DAILY_MAX_BYTES / 10);
    expect((await upload(admin.headers, 'PROJECT_IMAGE')).statusCode).toBe(201);
  });
});
