import { standaloneContext } from '../context/app-context.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewUser } from '../db/database.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { latestMailTo } from '../testing/test-mail.ts';
import { bearer, insertTestUser, tokenFor } from '../testing/builders/users.ts';
import { SANDBOX_REJECT_MESSAGES, createSandboxKycProvider } from '../providers/kyc/sandbox-provider.ts';
import { recordProviderDecision } from './provider-decision.ts';
import { insertTestKycFile } from '../testing/builders/files.ts';
import { storageKeyFromFileUrl } from '../files/file-url.ts';

const completeIndividual: Partial<NewUser> = {
  person_type: 'INDIVIDUAL',
  title: 'MR',
  first_name: 'Oliver',
  last_name: 'Bennett',
  date_of_birth: '1979-11-02',
  phone_number: '+447700900456',
  address1: '3 Quay Street',
  city: 'Bristol',
  postcode: 'BS1 4DJ',
  id_document_type: 'PASSPORT',
  sort_code: '401276',
  account_number: '12345678',
  investor_type: 'EVERYDAY_INVESTOR',
  competence_passed_at: new Date(),
  risk_statement_accepted_at: new Date(),
};

describe.each(testEngines)('the KYC procedure on %s', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  /** An investor who has filled in every stage (individual, both documents uploaded). */
  async function readyInvestor(values: Partial<NewUser> = {}) {
    const db = t.database.db;
    const user = await insertTestUser(db, { ...completeIndividual, ...values });
    for (const kind of ['IDENTITY_FRONT', 'PROOF_OF_ADDRESS'] as const) {
      const url = await insertTestKycFile(db, user.id);
      const file = await db
        .selectFrom('uploaded_files')
        .select('id')
        .where('storage_key', '=', storageKeyFromFileUrl(url) ?? '')
        .executeTakeFirstOrThrow();
      await db.insertInto('user_kyc_documents').values({ user_id: user.id, kind, file_id: file.id }).execute();
    }
    return { user, headers: bearer(await tokenFor(t.config.jwtSecret, user)) };
  }

  const start = (headers: Record<string, string>) =>
    t.app.inject({ method: 'PUT', url: '/api/user/start-kyc-procedure', headers });
  const restart = (headers: Record<string, string>) =>
    t.app.inject({ method: 'PUT', url: '/api/user/restart-kyc-procedure', headers });

  it('finishes the procedure and the sandbox accepts the documents: IN_PROGRESS', async () => {
    const { headers } = await readyInvestor();
    const response = await start(headers);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ kycProcedureFinished: true, kycStatus: 'IN_PROGRESS' });
    expect((await start(headers)).json()).toMatchObject({ errorCode: 16, message: 'KYC procedure in progress' });
  });

  it('rejects a last name of Reject with the identity proof reason, and Reject-<reason> with that reason', async () => {
    const identity = await readyInvestor({ last_name: 'Reject' });
    expect((await start(identity.headers)).json()).toMatchObject({
      kycStatus: 'REJECTED',
      kycProcedureFinished: true,
      identityProofRejectReason: SANDBOX_REJECT_MESSAGES.identityProof,
    });

    const address = await readyInvestor({ last_name: 'Reject-addressProof' });
    expect((await start(address.headers)).json()).toMatchObject({
      kycStatus: 'REJECTED',
      addressProofRejectReason: SANDBOX_REJECT_MESSAGES.addressProof,
      identityProofRejectReason: null,
    });
    expect((await start(address.headers)).json()).toMatchObject({ errorCode: 14 });
  });

  it("e-mails the investor the provider's reason for a rejection, and nothing for an acceptance", async () => {
    const rejected = await readyInvestor({ last_name: 'Reject-addressProof' });
    const accepted = await readyInvestor();

    await start(rejected.headers);
    await start(accepted.headers);

    const mail = await latestMailTo(t, rejected.user.email);
    expect(mail.template).toBe('KYC_REJECTED');
    expect(mail.text).toContain(`- ${SANDBOX_REJECT_MESSAGES.addressProof}\n`);
    const toAccepted = await t.database.db
      .selectFrom('email_outbox')
      .select('id')
      .where('to_address', '=', accepted.user.email)
      .execute();
    expect(toAccepted).toEqual([]);
  });

  it('answers code 15 with the missing fields when the information is incomplete', async () => {
    const { headers } = await readyInvestor({
      sort_code: null,
      competence_passed_at: null,
      risk_statement_accepted_at: null,
    });
    const response = await start(headers);

    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      errorCode: 15,
      message: 'KYC procedure not finished',
      fieldErrors: expect.arrayContaining([
        { field: 'sortCode', message: 'Please fill required field' },
        { field: 'riskStatementAccepted', message: 'Please fill required field' },
        { field: 'answers', message: 'Please, answer all the questions' },
      ]),
    });
  });

  it('asks a company for its company fields and documents', async () => {
    const { headers } = await readyInvestor({ person_type: 'PROFESSIONAL' });
    const fields = (await start(headers))
      .json<{ fieldErrors: { field: string }[] }>()
      .fieldErrors.map((error) => error.field);
    expect(fields).toEqual(expect.arrayContaining(['companyName', 'registrationProof', 'shareholderDeclaration']));
  });

  it('answers code 14 once approved', async () => {
    const { headers } = await readyInvestor({ kyc_status: 'APPROVED', kyc_submitted_at: new Date() });
    expect((await start(headers)).json()).toMatchObject({ errorCode: 14, message: 'KYC procedure finished' });
  });

  it('answers 502 code 18 when the provider cannot take the documents, and leaves the procedure open', async () => {
    const { headers } = await readyInvestor({ last_name: 'ProviderDown' });
    const response = await start(headers);

    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ errorCode: 18 });
    const user = await t.app.inject({ method: 'GET', url: '/api/user', headers });
    expect(user.json()).toMatchObject({ kycStatus: 'DRAFT', kycProcedureFinished: false });
  });

  it('restarts a rejected procedure: DRAFT, open, every reason cleared; then it can start again', async () => {
    const { headers } = await readyInvestor({ last_name: 'Reject' });
    await start(headers);
    await t.database.db
      .updateTable('users')
      .set({ kyc_reject_reason: 'Blurred photo' })
      .where('last_name', '=', 'Reject')
      .execute();

    const response = await restart(headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      kycStatus: 'DRAFT',
      kycProcedureFinished: false,
      kycRejectReason: null,
      identityProofRejectReason: null,
    });
    const again = await start(headers);
    expect(again.json()).toMatchObject({ kycStatus: 'REJECTED', kycProcedureFinished: true });
  });

  it('refuses a restart while under review (16) and once approved (14)', async () => {
    const reviewing = await readyInvestor({ kyc_status: 'IN_PROGRESS', kyc_submitted_at: new Date() });
    expect((await restart(reviewing.headers)).json()).toMatchObject({ errorCode: 16 });
    const approved = await readyInvestor({ kyc_status: 'APPROVED', kyc_submitted_at: new Date() });
    expect((await restart(approved.headers)).json()).toMatchObject({ errorCode: 14 });
  });

  it('decides after the configured delay, not before', async () => {
    const { user } = await readyInvestor({ kyc_submitted_at: new Date() });
    const provider = createSandboxKycProvider({
      delayMs: 50,
      log: t.app.log,
      jobs: () => t.app.jobRunner,
      recordDecision: async (userId, reference, decision) => {
        await recordProviderDecision(standaloneContext({ db: t.database.db }), userId, reference, decision);
      },
    });
    await provider.submit({
      userId: user.id,
      personType: 'INDIVIDUAL',
      firstName: 'O',
      lastName: 'Bennett',
      dateOfBirth: '1979-11-02',
      documents: [],
    });
    const status = async () =>
      (await t.database.db.selectFrom('users').select('kyc_status').where('id', '=', user.id).executeTakeFirstOrThrow())
        .kyc_status;
    expect(await status()).toBe('DRAFT');
    await expect.poll(status).toBe('IN_PROGRESS');
    await provider.close();
  });
});
