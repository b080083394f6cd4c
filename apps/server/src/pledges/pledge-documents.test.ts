import { createHash } from 'node:crypto';
import { SIGNATURE_MESSAGES } from '@keystone/flows/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawnSignaturePng } from '../agreements/signature-images.test-fixture.ts';
import type { FileStorage } from '../providers/storage/file-storage.ts';
import { insertTestProject } from '../testing/builders/projects.ts';
import { insertInvestor } from '../testing/builders/users.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { capturingSms, pledgeCalls, pledgeInvariants, pledgesSound } from './pledge.test-support.ts';

// The finish makes and stores its signed documents before its transaction, and the transaction writes the rows that
// refer to them with the investment and the money (investments/service.ts). What that relies on: a document that
// cannot be made, or stored, leaves the pledge as it was, finishable with the same code; and every row the finish
// writes refers to bytes already in storage, so no commit can leave an agreement without its document.

/** Storage in memory that remembers each write and can be told to refuse the next ones. */
function watchedStorage(): FileStorage & { files: Map<string, Buffer>; refusing: boolean } {
  const files = new Map<string, Buffer>();
  return {
    files,
    refusing: false,
    async put(key, bytes) {
      if (this.refusing) throw new Error('storage unavailable');
      files.set(key, Buffer.from(bytes));
    },
    async get(key) {
      return files.get(key);
    },
  };
}

describe.each(testEngines)('the signed documents of a finish on %s', (engine) => {
  let t: TestApp;
  const sms = capturingSms();
  const storage = watchedStorage();
  const calls = pledgeCalls(() => t, sms);

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { providers: { sms, storage } });
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const pledgeRow = (id: number) =>
    db().selectFrom('pledges').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const written = async (pledgeId: number, projectId: number) => ({
    investments: (await db().selectFrom('investments').select('id').where('pledge_id', '=', pledgeId).execute()).length,
    files: (await db().selectFrom('uploaded_files').select('id').execute()).length,
    funded: (
      await db()
        .selectFrom('projects')
        .select('short_funded_pence')
        .where('id', '=', projectId)
        .executeTakeFirstOrThrow()
    ).short_funded_pence,
    storedBytes: storage.files.size,
  });

  /** A started pledge of both terms whose code has been sent. */
  async function signing() {
    const user = await insertInvestor(db());
    const projectId = await insertTestProject(db(), {
      allow_long_term: true,
      long_start_date: '2027-07-16',
      long_end_date: '2029-07-16',
      long_funding_target_pence: 5_000_000,
      long_funding_minimum_pence: 50_000,
      long_debt_expected_rate: 6,
    });
    const started = await calls.start(user, { projectId, shortAmountPence: 200_000, longAmountPence: 100_000 });
    const { pledgeId } = started.json<{ pledgeId: number }>();
    expect((await calls.sendSms(user, pledgeId)).statusCode).toBe(204);
    return { user, projectId, pledgeId, code: await calls.codeSentTo(user) };
  }

  it('stores and writes nothing for a signature that cannot be drawn, and finishes with the same code after', async () => {
    const { user, projectId, pledgeId, code } = await signing();
    const before = await written(pledgeId, projectId);
    const png = drawnSignaturePng();
    // A PNG by its first bytes, so it passes the upload's check, but cut short: the agreement cannot be made.
    const damaged = Buffer.from(png.subarray(0, png.length / 2)).toString('base64');

    const refused = await calls.finish(user, pledgeId, {
      smsCode: code,
      source: 'BANK_TRANSFER',
      signatureBase64: damaged,
    });

    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      fieldErrors: [{ field: 'signatureBase64', message: SIGNATURE_MESSAGES.uploadRejected }],
    });
    expect(await written(pledgeId, projectId)).toEqual(before);
    expect(await pledgeRow(pledgeId)).toMatchObject({ status: 'SMS_SENT', sms_attempts: 0 });

    const finished = await calls.finish(user, pledgeId, { smsCode: code, source: 'BANK_TRANSFER' });
    expect(finished.statusCode).toBe(200);
    expect(await pledgeInvariants(db())).toEqual(pledgesSound);
  });

  it('writes nothing when the documents cannot be stored, and finishes with the same code once they can', async () => {
    const { user, projectId, pledgeId, code } = await signing();
    const before = await written(pledgeId, projectId);

    storage.refusing = true;
    const failed = await calls.finish(user, pledgeId, { smsCode: code, source: 'BANK_TRANSFER' }).finally(() => {
      storage.refusing = false;
    });

    expect(failed.statusCode).toBe(500);
    expect(await written(pledgeId, projectId)).toEqual(before);
    expect(await pledgeRow(pledgeId)).toMatchObject({ status: 'SMS_SENT', sms_attempts: 0 });
    const finished = await calls.finish(user, pledgeId, { smsCode: code, source: 'BANK_TRANSFER' });
    expect(finished.statusCode).toBe(200);
    expect(await pledgeInvariants(db())).toEqual(pledgesSound);
  });

  it('refers only to bytes in storage: each agreement to its PDF, whose signed pages hash to the recorded value', async () => {
    const { user, pledgeId, code } = await signing();
    expect((await calls.finish(user, pledgeId, { smsCode: code, source: 'BANK_TRANSFER' })).statusCode).toBe(200);

    const agreements = await db()
      .selectFrom('agreements as a')
      .innerJoin('investments as i', 'i.id', 'a.investment_id')
      .innerJoin('uploaded_files as d', 'd.id', 'a.document_file_id')
      .innerJoin('uploaded_files as s', 's.id', 'a.signature_file_id')
      .select(['a.document_sha256', 'd.storage_key', 'd.sha256', 'd.size_bytes', 's.storage_key as signature_key'])
      .where('i.pledge_id', '=', pledgeId)
      .execute();
    expect(agreements).toHaveLength(2);
    for (const agreement of agreements) {
      const pdf = storage.files.get(agreement.storage_key);
      if (pdf === undefined) throw new Error(`agreement file ${agreement.storage_key} is not in storage`);
      expect(createHash('sha256').update(pdf).digest('hex')).toBe(agreement.sha256);
      expect(pdf.length).toBe(Number(agreement.size_bytes));
      // The signed pages end at the first %%EOF: the evidence page follows as an incremental update.
      const signedLength = pdf.indexOf('%%EOF') + '%%EOF'.length;
      expect(createHash('sha256').update(pdf.subarray(0, signedLength)).digest('hex')).toBe(agreement.document_sha256);
      expect(storage.files.has(agreement.signature_key)).toBe(true);
    }
  });
});
