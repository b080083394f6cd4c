import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewUser } from '../db/database.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { bearer, insertTestUser, tokenFor, type TestUser } from '../testing/builders/users.ts';

describe.each(testEngines)('admins reviewing KYC on /api/users/{id} on %s', (engine) => {
  let t: TestApp;
  let admin: TestUser;
  let adminHeaders: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await insertTestUser(t.database.db, { role: 'ADMIN' });
    adminHeaders = bearer(await tokenFor(t.config.jwtSecret, admin));
  });
  afterAll(() => t.close());

  const submitted = { kyc_submitted_at: new Date(), kyc_status: 'IN_PROGRESS' } satisfies Partial<NewUser>;
  const user = (values: Partial<NewUser> = {}) => insertTestUser(t.database.db, values);
  const call = (method: 'GET' | 'PUT', url: string, headers = adminHeaders, payload?: object) =>
    t.app.inject({ method, url: `/api/users/${url}`, headers, ...(payload === undefined ? {} : { payload }) });
  const stored = (id: number) =>
    t.database.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const rejection = { kycRejectReason: 'The proof of address is older than three months' };
  const resetReason = { reason: 'Asked on the phone to try again' };

  describe('PUT /users/{id}/kyc/approve', () => {
    it('approves a finished procedure, clears reject reasons and records who reviewed it', async () => {
      const target = await user({ ...submitted, kyc_status: 'REJECTED', kyc_reject_reason: 'Blurry passport' });

      const response = await call('PUT', `${target.id}/kyc/approve`);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        id: target.id,
        kycStatus: 'APPROVED',
        kycProcedureFinished: true,
        kycRejectReason: null,
      });
      expect(await stored(target.id)).toMatchObject({ kyc_status: 'APPROVED', kyc_reviewed_by: admin.id });
    });

    it('refuses an unfinished procedure: 409 code 15', async () => {
      const target = await user();

      const response = await call('PUT', `${target.id}/kyc/approve`);

      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ errorCode: 15, message: 'KYC procedure not finished' });
      expect(await stored(target.id)).toMatchObject({ kyc_status: 'DRAFT' });
    });

    it('refuses a user already approved: 409 code 14', async () => {
      const target = await user({ ...submitted, kyc_status: 'APPROVED' });

      const response = await call('PUT', `${target.id}/kyc/approve`);

      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ errorCode: 14 });
    });

    it('answers 404 code 13 for an unknown user', async () => {
      expect((await call('PUT', '999999/kyc/approve')).json()).toMatchObject({ errorCode: 13 });
    });
  });

  describe('PUT /users/{id}/kyc/reject', () => {
    it('sets REJECTED with the reason and the provider reasons given, clearing the others', async () => {
      const target = await user({ ...submitted, articles_of_association_reject_reason: 'old reason' });

      const response = await call('PUT', `${target.id}/kyc/reject`, adminHeaders, {
        ...rejection,
        identityProofRejectReason: 'The passport has expired',
      });

      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        kycStatus: 'REJECTED',
        kycRejectReason: rejection.kycRejectReason,
        identityProofRejectReason: 'The passport has expired',
        articlesOfAssociationRejectReason: null,
      });
      expect(await stored(target.id)).toMatchObject({ kyc_status: 'REJECTED', kyc_reviewed_by: admin.id });
    });

    it('requires a reason: 400 code 2 on kycRejectReason', async () => {
      const target = await user(submitted);

      for (const payload of [{}, { kycRejectReason: '' }, { kycRejectReason: '   ' }]) {
        const response = await call('PUT', `${target.id}/kyc/reject`, adminHeaders, payload);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({
          errorCode: 2,
          fieldErrors: [expect.objectContaining({ field: 'kycRejectReason' })],
        });
      }
      expect(await stored(target.id)).toMatchObject({ kyc_status: 'IN_PROGRESS' });
    });

    it("words a blank reason as the admin's dialog does", async () => {
      const target = await user(submitted);
      const response = await call('PUT', `${target.id}/kyc/reject`, adminHeaders, { kycRejectReason: '   ' });
      expect(response.json()).toMatchObject({
        fieldErrors: [{ field: 'kycRejectReason', message: 'Please enter the reason for the rejection' }],
      });
    });

    it('refuses an unfinished procedure (409 code 15) and an approved one (409 code 14)', async () => {
      const draft = await user();
      const approved = await user({ ...submitted, kyc_status: 'APPROVED' });

      expect((await call('PUT', `${draft.id}/kyc/reject`, adminHeaders, rejection)).json()).toMatchObject({
        errorCode: 15,
      });
      expect((await call('PUT', `${approved.id}/kyc/reject`, adminHeaders, rejection)).json()).toMatchObject({
        errorCode: 14,
      });
      expect(await stored(approved.id)).toMatchObject({ kyc_status: 'APPROVED', kyc_reject_reason: null });
    });
  });

  describe('PUT /users/{id}/reset-answer-attempts', () => {
    it('gives the attempts back to a user whose KYC is not approved', async () => {
      const target = await user({ used_answer_attempts: 3 });

      const response = await call('PUT', `${target.id}/reset-answer-attempts`, adminHeaders, resetReason);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: target.id, usedAnswerAttempts: 0 });
      expect(await stored(target.id)).toMatchObject({ used_answer_attempts: 0 });
    });

    it('refuses a user whose KYC is approved: 409 code 14', async () => {
      const target = await user({ ...submitted, kyc_status: 'APPROVED', used_answer_attempts: 1 });

      const response = await call('PUT', `${target.id}/reset-answer-attempts`, adminHeaders, resetReason);

      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ errorCode: 14 });
      expect(await stored(target.id)).toMatchObject({ used_answer_attempts: 1 });
    });
  });
});
