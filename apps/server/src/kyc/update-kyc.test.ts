import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarDateIn } from '@keystone/flows/rules';
import { competenceReview, rightAnswersTo, wrongAnswersTo } from '../competence/competence.test-support.ts';
import { insertTestKycFile } from '../testing/builders/files.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { bearer, insertTestUser, tokenFor, type TestUser } from '../testing/builders/users.ts';

/** A date of birth `years` years before today in London, shifted by `days`. */
function bornYearsAgo(years: number, days = 0): string {
  const [year, month, day] = calendarDateIn(new Date()).split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year - years, month - 1, day + days));
  return date.toISOString().slice(0, 10);
}

describe.each(testEngines)('PUT /api/user on %s', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  async function newInvestor(
    values: Parameters<typeof insertTestUser>[1] = {},
  ): Promise<{ user: TestUser; headers: { authorization: string } }> {
    const user = await insertTestUser(t.database.db, values);
    return { user, headers: bearer(await tokenFor(t.config.jwtSecret, user)) };
  }

  const put = (headers: Record<string, string>, payload: object, query = '') =>
    t.app.inject({ method: 'PUT', url: `/api/user${query}`, headers, payload });

  it.each([[['a']], [123], [true], [{ name: 'a' }]])(
    'refuses firstName %j with 400 code 2 on the field and stores nothing: a body is not coerced',
    async (firstName) => {
      const { user, headers } = await newInvestor();
      const response = await put(headers, { firstName, lastName: 'Hughes' });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        errorCode: 2,
        message: 'Invalid data',
        fieldErrors: [{ field: 'firstName', message: 'Must be a string' }],
      });
      const row = await t.database.db
        .selectFrom('users')
        .select(['first_name', 'last_name'])
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ first_name: null, last_name: null });
    },
  );

  it('still converts the query: validateQuestions=false is read as the boolean', async () => {
    const { headers } = await newInvestor();
    const response = await put(headers, { firstName: 'Claire' }, '?validateQuestions=false');

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ firstName: 'Claire' });
  });

  it('refuses an admin code 11 on every KYC step of their own account, and changes nothing', async () => {
    const { user, headers } = await newInvestor({ role: 'ADMIN' });
    const answers = [
      await put(headers, { firstName: 'Ada' }),
      await t.app.inject({ method: 'PUT', url: '/api/user/start-kyc-procedure', headers }),
      await t.app.inject({ method: 'PUT', url: '/api/user/restart-kyc-procedure', headers }),
    ];

    for (const answer of answers) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toEqual({ errorCode: 11, message: 'Illegal role' });
    }
    const row = await t.database.db
      .selectFrom('users')
      .select(['first_name', 'kyc_status', 'kyc_submitted_at'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ first_name: null, kyc_status: 'DRAFT', kyc_submitted_at: null });
  });

  it('saves the sent fields: phone with +44, postcode normalised, empty optional values omitted', async () => {
    const { headers } = await newInvestor();
    const response = await put(headers, {
      personType: 'INDIVIDUAL',
      title: 'MS',
      firstName: ' Claire ',
      lastName: 'Hughes',
      dateOfBirth: '1984-03-09',
      phoneNumber: '7700900123',
      address1: '12 Mill Lane',
      address2: '',
      city: 'Leeds',
      postcode: 'ls1 4ap',
      sortCode: '401276',
      accountNumber: '12345678',
      investorType: 'EVERYDAY_INVESTOR',
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      personType: 'INDIVIDUAL',
      title: 'MS',
      firstName: 'Claire',
      phoneNumber: '+447700900123',
      postcode: 'LS1 4AP',
      address2: null,
      sortCode: '401276',
      investorType: 'EVERYDAY_INVESTOR',
    });
  });

  // Issue 32: one rule for the form and the server, so a sort code with dashes is no contract refusal either.
  it('saves a sort code typed with dashes and an account number with spaces as their digits', async () => {
    const { headers } = await newInvestor();
    const response = await put(headers, { sortCode: '40-12-76', accountNumber: '1234 5678' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ sortCode: '401276', accountNumber: '12345678' });
  });

  it('keeps the risk statement as ticked, with when, until it is unticked', async () => {
    const { user, headers } = await newInvestor();
    const ticked = await put(headers, { riskStatementAccepted: true });
    expect(ticked.json()).toMatchObject({ riskStatementAccepted: true });
    const stored = await t.database.db
      .selectFrom('users')
      .select('risk_statement_accepted_at')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(stored.risk_statement_accepted_at).toBeInstanceOf(Date);

    expect((await put(headers, { riskStatementAccepted: false })).json()).toMatchObject({
      riskStatementAccepted: false,
    });
  });

  it('answers code 2 with each failing field in camelCase and the wizard messages', async () => {
    const { headers } = await newInvestor();
    const response = await put(headers, {
      firstName: '   ',
      dateOfBirth: bornYearsAgo(18, 1),
      phoneNumber: '12345',
      postcode: 'QA1 1AA',
    });

    expect(response.statusCode).toBe(400);
    const body = response.json<{ errorCode: number; fieldErrors: { field: string; message: string }[] }>();
    expect(body.errorCode).toBe(2);
    expect(body.fieldErrors).toEqual(
      expect.arrayContaining([
        { field: 'firstName', message: 'Please fill required field' },
        { field: 'dateOfBirth', message: 'Sorry, your age must be 18+.' },
        { field: 'phoneNumber', message: 'Incorrect format' },
        { field: 'postcode', message: 'Incorrect format' },
      ]),
    );
    expect(body.fieldErrors).toHaveLength(4);
  });

  it('accepts ages 18 to 90 by today in London and refuses 91', async () => {
    const { headers } = await newInvestor();
    expect((await put(headers, { dateOfBirth: bornYearsAgo(18) })).statusCode).toBe(200);
    expect((await put(headers, { dateOfBirth: bornYearsAgo(91, 1) })).statusCode).toBe(200);
    const tooOld = await put(headers, { dateOfBirth: bornYearsAgo(91) });
    expect(tooOld.json()).toMatchObject({
      errorCode: 2,
      fieldErrors: [{ field: 'dateOfBirth', message: 'Incorrect format' }],
    });
  });

  it('refuses a name over 40 characters and a malformed sort code or account number', async () => {
    const { headers } = await newInvestor();
    const response = await put(headers, { lastName: 'x'.repeat(41) });
    expect(response.statusCode).toBe(400);
    const fields = response.json<{ fieldErrors: { field: string }[] }>().fieldErrors.map((error) => error.field);
    expect(fields).toEqual(['lastName']);

    const bank = await put(headers, { sortCode: '12-34-5', accountNumber: '1234' });
    expect(bank.statusCode).toBe(400);
    expect(bank.json()).toMatchObject({
      errorCode: 2,
      fieldErrors: [
        { field: 'sortCode', message: 'Incorrect Format' },
        { field: 'accountNumber', message: 'Incorrect Format' },
      ],
    });
  });

  it('takes company fields only from a PROFESSIONAL', async () => {
    const { headers } = await newInvestor({ person_type: 'INDIVIDUAL' });
    const refused = await put(headers, { companyName: 'Hughes Holdings Ltd' });
    expect(refused.json()).toMatchObject({ errorCode: 2, fieldErrors: [{ field: 'companyName' }] });

    const saved = await put(headers, {
      personType: 'PROFESSIONAL',
      companyName: 'Hughes Holdings Ltd',
      companyNumber: 'AB123456',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      personType: 'PROFESSIONAL',
      companyName: 'Hughes Holdings Ltd',
      companyNumber: 'AB123456',
    });
  });

  it('links the caller’s own uploads and refuses another user’s file URL with code 9', async () => {
    const { user, headers } = await newInvestor();
    const other = await insertTestUser(t.database.db);
    const own = await insertTestKycFile(t.database.db, user.id);
    const theirs = await insertTestKycFile(t.database.db, other.id);

    const saved = await put(headers, { frontDocUrl: own });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ frontDocUrl: own });

    const refused = await put(headers, { proofOfAddressUrl: theirs });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ errorCode: 9, message: 'Illegal file url' });
    const made = await put(headers, { proofOfAddressUrl: 'https://elsewhere.example/a.pdf' });
    expect(made.json()).toMatchObject({ errorCode: 9 });
  });

  it('refuses changes once submitted (14), while under review (16) and once approved (14)', async () => {
    const submitted = await newInvestor({ kyc_submitted_at: new Date() });
    expect((await put(submitted.headers, { firstName: 'Ann' })).json()).toMatchObject({ errorCode: 14 });
    const reviewing = await newInvestor({ kyc_status: 'IN_PROGRESS', kyc_submitted_at: new Date() });
    const inProgress = await put(reviewing.headers, { firstName: 'Ann' });
    expect(inProgress.statusCode).toBe(409);
    expect(inProgress.json()).toMatchObject({ errorCode: 16 });
    const approved = await newInvestor({ kyc_status: 'APPROVED', kyc_submitted_at: new Date() });
    expect((await put(approved.headers, { firstName: 'Ann' })).json()).toMatchObject({ errorCode: 14 });
  });

  describe('the competence review', () => {
    const grade = (headers: Record<string, string>, answers: object) =>
      put(headers, { answers }, '?validateQuestions=true');

    it('asks for every answer', async () => {
      const { headers } = await newInvestor();
      await competenceReview(t, headers);
      const response = await put(headers, {}, '?validateQuestions=true');
      expect(response.json()).toMatchObject({
        errorCode: 2,
        fieldErrors: [{ field: 'answers', message: 'Please, answer all the questions' }],
      });
    });

    it('passes right answers to the questions served', async () => {
      const { headers } = await newInvestor();
      const { questions } = await competenceReview(t, headers);
      const response = await grade(headers, rightAnswersTo(questions));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ competenceReviewPassed: true, usedAnswerAttempts: 0 });
    });

    it('does not grade answers saved without validateQuestions', async () => {
      const { headers } = await newInvestor();
      const { questions } = await competenceReview(t, headers);
      const response = await put(headers, { answers: wrongAnswersTo(questions) });
      expect(response.json()).toMatchObject({ competenceReviewPassed: false, usedAnswerAttempts: 0 });
    });
  });
});

describe.each(testEngines)('PUT /api/user at a moment set on the clock, on %s', (engine) => {
  let t: TestApp;
  // 23:30 on 15 June in UTC is already 16 June in London (BST).
  let now = new Date('2030-06-15T23:30:00Z');

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { clock: { now: () => now } });
  });
  afterAll(() => t.close());

  it("judges the age by the clock's today in London", async () => {
    const user = await insertTestUser(t.database.db);
    // Signed in at each moment: a day on, the 8-hour token has expired on the app's clock.
    const put = async (dateOfBirth: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/user',
        headers: bearer(await tokenFor(t.config.jwtSecret, user)),
        payload: { dateOfBirth },
      });

    expect((await put('2012-06-16')).statusCode).toBe(200);
    expect((await put('2012-06-17')).json()).toMatchObject({
      fieldErrors: [{ field: 'dateOfBirth', message: 'Sorry, your age must be 18+.' }],
    });

    now = new Date('2030-06-16T23:30:00Z');
    expect((await put('2012-06-17')).statusCode).toBe(200);
  });
});
