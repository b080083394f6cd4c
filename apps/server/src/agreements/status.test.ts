import type { ProjectInput } from '@keystone/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { bearer, insertTestUser, tokenFor } from '../testing/builders/users.ts';
import { insertTestAgreement } from '../testing/builders/agreements.ts';
import { cancelProjectAgreements, completeAgreements } from './status.ts';

describe.each(testEngines)('agreement status on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, {}, { clock: { now: () => new Date('2026-11-24T12:00:00Z') } });
  });
  afterAll(() => t.close());

  const statusOf = async (id: number) =>
    (await t.database.db.selectFrom('agreements').select('status').where('id', '=', id).executeTakeFirstOrThrow())
      .status;

  it('completes only the agreements of the investments paid out, once', async () => {
    const paid = await insertTestAgreement(t.database.db);
    const other = await insertTestAgreement(t.database.db, { projectId: paid.projectId });

    const changed = await t.database.db.transaction().execute((trx) => completeAgreements(trx, [paid.investmentId]));

    expect(changed).toBe(1);
    expect(await statusOf(paid.agreementId)).toBe('COMPLETED');
    expect(await statusOf(other.agreementId)).toBe('ACTIVE');
    expect(await completeAgreements(t.database.db, [paid.investmentId])).toBe(0);
    expect(await completeAgreements(t.database.db, [])).toBe(0);
  });

  it("cancels the project's active agreements and leaves completed ones and other projects alone", async () => {
    const completed = await insertTestAgreement(t.database.db);
    const active = await insertTestAgreement(t.database.db, { projectId: completed.projectId });
    const elsewhere = await insertTestAgreement(t.database.db);
    await completeAgreements(t.database.db, [completed.investmentId]);

    expect(await cancelProjectAgreements(t.database.db, completed.projectId)).toBe(1);

    expect(await statusOf(active.agreementId)).toBe('CANCELLED');
    expect(await statusOf(completed.agreementId)).toBe('COMPLETED');
    expect(await statusOf(elsewhere.agreementId)).toBe('ACTIVE');
  });

  it('rolls back with the transaction that called it', async () => {
    const agreement = await insertTestAgreement(t.database.db);

    await expect(
      t.database.db.transaction().execute(async (trx) => {
        await cancelProjectAgreements(trx, agreement.projectId);
        throw new Error('the project change failed');
      }),
    ).rejects.toThrow('the project change failed');

    expect(await statusOf(agreement.agreementId)).toBe('ACTIVE');
  });

  it('cancels the agreements when an admin moves the project to CANCELLED_NOT_PAID_OUT', async () => {
    const admin = await insertTestUser(t.database.db, { role: 'ADMIN' });
    const headers = bearer(await tokenFor(t.config.jwtSecret, admin));
    const project: ProjectInput = {
      title: 'Victoria Mill apartments',
      subtitle: 'Twelve flats in a listed mill',
      description: 'Conversion of a Grade II listed mill into twelve flats.',
      status: 'DRAFT',
      projectType: 'REFURBISHMENT',
      purpose: 'PURCHASEA_AND_DEVELOP',
      address: '12 Canal Street',
      city: 'Leeds',
      latitude: 53.7938,
      longitude: -1.5491,
      images: [],
      documents: [],
      allowLongTerm: false,
      shortStartDate: '2027-01-15',
      shortEndDate: '2028-07-15',
      shortFundingTargetPence: 100_000_000,
      shortFundingMinimumPence: 100_000,
      shortDebtExpectedRate: 8,
    };
    const created = await t.app.inject({ method: 'POST', url: '/api/projects', headers, payload: project });
    expect(created.statusCode).toBe(201);
    const projectId = created.json<{ id: number }>().id;
    await t.database.db
      .updateTable('projects')
      .set({ status: 'FULLY_FUNDED_DEVELOPMENT_BEGAN' })
      .where('id', '=', projectId)
      .execute();
    const agreement = await insertTestAgreement(t.database.db, { projectId });

    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/projects/${projectId}`,
      headers,
      payload: { ...project, status: 'CANCELLED_NOT_PAID_OUT' },
    });

    expect(response.statusCode, response.body).toBe(200);
    expect(await statusOf(agreement.agreementId)).toBe('CANCELLED');
  });
});
