import type { AgreementPage, AgreementText } from '@keystone/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStorage } from '../providers/storage/file-storage.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { bearer, insertTestUser, tokenFor, type TestUser } from '../testing/builders/users.ts';
import { insertTestProject } from '../testing/builders/projects.ts';
import { insertTestAgreement } from '../testing/builders/agreements.ts';
import { readPdfLines } from '../pdf/read-pdf-lines.ts';

function memoryStorage(): FileStorage & { files: Map<string, Buffer> } {
  const files = new Map<string, Buffer>();
  return {
    files,
    put: async (key, bytes) => void files.set(key, bytes),
    get: async (key) => files.get(key),
  };
}

const cookieOf = (token: string) => ({ cookie: `keystone_session=${encodeURIComponent(token)}` });
const signedPdf = Buffer.from('%PDF-1.7\n% the signed copy\n%%EOF\n');

describe.each(testEngines)('agreements on %s', (engine) => {
  let t: TestApp;
  const storage = memoryStorage();
  let admin: TestUser;
  let olivia: TestUser;
  let oliver: TestUser;
  const tokens = new Map<number, string>();
  const as = (user: TestUser) => bearer(tokens.get(user.id) ?? '');
  const cookieAs = (user: TestUser) => cookieOf(tokens.get(user.id) ?? '');
  /** Olivia's three agreements (oldest first) and Oliver's one. */
  const ids = { mill: 0, wharf: 0, cancelled: 0, olivers: 0 };

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api${url}`, headers });
  const list = async (user: TestUser, query = '') => {
    const response = await get(`/agreements${query}`, as(user));
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AgreementPage>();
  };

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { providers: { storage } });
    const db = t.database.db;
    admin = await insertTestUser(db, { role: 'ADMIN' });
    olivia = await insertTestUser(db, { full_name: 'Olivia Bennett', kyc_status: 'APPROVED' });
    oliver = await insertTestUser(db, { full_name: 'Oliver Twist', kyc_status: 'APPROVED' });
    for (const user of [admin, olivia, oliver]) tokens.set(user.id, await tokenFor(t.config.jwtSecret, user));
    const mill = await insertTestProject(db, { title: 'Victoria Mill apartments' });
    const wharf = await insertTestProject(db, { title: 'Albert Wharf lofts' });
    ids.mill = (await insertTestAgreement(db, { userId: olivia.id, projectId: mill, amountPence: 50_000 })).agreementId;
    ids.wharf = (
      await insertTestAgreement(db, { userId: olivia.id, projectId: wharf, amountPence: 70_000 })
    ).agreementId;
    ids.cancelled = (await insertTestAgreement(db, { userId: olivia.id, projectId: wharf })).agreementId;
    ids.olivers = (await insertTestAgreement(db, { userId: oliver.id, projectId: mill })).agreementId;
    await db.updateTable('agreements').set({ status: 'CANCELLED' }).where('id', '=', ids.cancelled).execute();
  });
  afterAll(() => t.close());

  describe('GET /agreements', () => {
    it("answers an investor only their own, newest first, with the project's name and the sum", async () => {
      const page = await list(olivia);

      expect(page.count).toBe(3);
      expect(page.agreements.map((agreement) => agreement.id)).toEqual([ids.cancelled, ids.wharf, ids.mill]);
      expect(page.agreements[1]).toEqual({
        id: ids.wharf,
        kind: 'PLEDGE',
        // Its one reference, as its PDF and the e-mail give it (issue 32 §4).
        reference: expect.stringMatching(/^KSI\d{7}S$/),
        projectId: expect.any(Number),
        projectName: 'Albert Wharf lofts',
        userName: 'Olivia Bennett',
        investStrategy: 'DEBT',
        term: 'SHORT',
        sumPence: 70_000,
        signatureDate: '2026-10-01T10:00:00.000Z',
        status: 'ACTIVE',
        agreementUrl: `/api/agreements/${ids.wharf}/document`,
      });
    });

    it("answers an admin everyone's, with the investor's name", async () => {
      const page = await list(admin, '?limit=100');

      const mine = page.agreements.filter((agreement) => Object.values(ids).includes(agreement.id));
      expect(mine.map((agreement) => agreement.userName)).toEqual([
        'Oliver Twist',
        'Olivia Bennett',
        'Olivia Bennett',
        'Olivia Bennett',
      ]);
    });

    it('filters by the tab, pages by 20 and counts past the end', async () => {
      expect((await list(olivia, '?status=CANCELLED')).agreements.map((agreement) => agreement.id)).toEqual([
        ids.cancelled,
      ]);
      expect((await list(olivia, '?status=COMPLETED')).count).toBe(0);
      const second = await list(olivia, '?limit=2&offset=2');
      expect(second.agreements.map((agreement) => agreement.id)).toEqual([ids.mill]);
      expect(await list(olivia, '?limit=2&offset=10')).toEqual({ agreements: [], count: 3 });
    });

    it("searches the project's name and the id; admins also the investor's name, investors not", async () => {
      expect((await list(olivia, '?searchTerm=wharf')).agreements.map((agreement) => agreement.id)).toEqual([
        ids.cancelled,
        ids.wharf,
      ]);
      expect((await list(olivia, `?searchTerm=${ids.mill}`)).agreements.map((agreement) => agreement.id)).toEqual([
        ids.mill,
      ]);
      expect((await list(olivia, '?searchTerm=Oliver')).count).toBe(0);
      expect((await list(admin, '?searchTerm=oliver twist')).agreements.map((agreement) => agreement.id)).toEqual([
        ids.olivers,
      ]);
      expect((await list(olivia, '?searchTerm=%25')).count).toBe(0);
    });

    it('sorts by every column in both directions, ties in id order', async () => {
      const byName = await list(olivia, '?column=projectName&direction=ASC');
      expect(byName.agreements.map((agreement) => agreement.id)).toEqual([ids.wharf, ids.cancelled, ids.mill]);
      const byStatus = await list(olivia, '?column=status&direction=DESC');
      expect(byStatus.agreements.map((agreement) => agreement.status)).toEqual(['CANCELLED', 'ACTIVE', 'ACTIVE']);
      for (const column of ['id', 'userName', 'investStrategy', 'term', 'signatureDate']) {
        for (const direction of ['ASC', 'DESC']) {
          expect((await list(admin, `?column=${column}&direction=${direction}`)).count).toBeGreaterThanOrEqual(4);
        }
      }
    });

    it('refuses a visitor with 401 code 6', async () => {
      const response = await get('/agreements');
      expect(response.statusCode).toBe(401);
      expect(response.json().errorCode).toBe(6);
    });
  });

  describe('GET /agreements/{id}', () => {
    it('answers the owner and an admin', async () => {
      expect((await get(`/agreements/${ids.mill}`, as(olivia))).json().projectName).toBe('Victoria Mill apartments');
      expect((await get(`/agreements/${ids.mill}`, as(admin))).json().userName).toBe('Olivia Bennett');
    });

    it("refuses another investor's id and an unknown id alike with 403 code 10", async () => {
      for (const response of [
        await get(`/agreements/${ids.olivers}`, as(olivia)),
        await get('/agreements/2147483647', as(olivia)),
        await get('/agreements/2147483647', as(admin)),
      ]) {
        expect(response.statusCode).toBe(403);
        expect(response.json().errorCode).toBe(10);
      }
    });
  });

  describe('GET /agreements/{id}/text', () => {
    const rowsOf = (text: AgreementText) =>
      text.sections.flatMap((section) => section.blocks.flatMap((block) => block.rows ?? []));

    it("answers the owner the agreement's words, unsigned for one without a stored copy, never cached", async () => {
      const response = await get(`/agreements/${ids.wharf}/text`, as(olivia));

      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      const text = response.json<AgreementText>();
      expect(text.sections.map((section) => section.heading)).toEqual([
        '1. The parties',
        '2. The project',
        '3. The investment',
        '4. Risk',
        '5. Signature',
      ]);
      expect(rowsOf(text)).toEqual(
        expect.arrayContaining([
          { label: 'The investor', value: 'Olivia Bennett' },
          { label: 'Project', value: expect.stringContaining('Albert Wharf lofts') },
          { label: 'Amount', value: '£700.00' },
        ]),
      );
      expect(text.sections.at(-1)?.blocks.at(-1)?.text).toMatch(/^Not signed yet/);
    });

    it('answers an admin any agreement', async () => {
      const response = await get(`/agreements/${ids.olivers}/text`, as(admin));
      expect(response.statusCode).toBe(200);
      expect(rowsOf(response.json<AgreementText>())).toContainEqual({ label: 'The investor', value: 'Oliver Twist' });
    });

    it("refuses another investor's agreement, an unknown one and a visitor", async () => {
      const other = await get(`/agreements/${ids.mill}/text`, as(oliver));
      expect([other.statusCode, other.json().errorCode]).toEqual([403, 10]);
      const unknown = await get('/agreements/2147483647/text', as(olivia));
      expect([unknown.statusCode, unknown.json().errorCode]).toEqual([403, 10]);
      const visitor = await get(`/agreements/${ids.mill}/text`);
      expect([visitor.statusCode, visitor.json().errorCode]).toEqual([401, 6]);
    });
  });

  describe('GET /agreements/{id}/document', () => {
    let storedId = 0;
    beforeAll(async () => {
      const db = t.database.db;
      storedId = (await insertTestAgreement(db, { userId: olivia.id })).agreementId;
      await storage.put('signed-agreement-test.pdf', signedPdf);
      const file = await db
        .insertInto('uploaded_files')
        .values({
          owner_id: olivia.id,
          storage_key: 'signed-agreement-test.pdf',
          mime_type: 'application/pdf',
          size_bytes: signedPdf.length,
          purpose: 'AGREEMENT',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.updateTable('agreements').set({ document_file_id: file.id }).where('id', '=', storedId).execute();
    });

    it('serves the stored signed copy inline to the owner by cookie, as a frame loads it', async () => {
      const response = await get(`/agreements/${storedId}/document`, cookieAs(olivia));

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toMatch(/^inline; filename="agreement-KSI\d{7}[SL]\.pdf"$/);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.rawPayload.equals(signedPdf)).toBe(true);
    });

    it('serves it as an attachment with download=true, to an admin by bearer', async () => {
      const response = await get(`/agreements/${storedId}/document?download=true`, as(admin));

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename="agreement-KSI\d{7}[SL]\.pdf"$/);
    });

    it('makes the text again, unsigned, for an agreement stored without a copy (the demo data)', async () => {
      const response = await get(`/agreements/${ids.wharf}/document`, cookieAs(olivia));

      expect(response.statusCode).toBe(200);
      const lines = (await readPdfLines(response.rawPayload)).flat().join('\n');
      expect(lines).toContain('Albert Wharf lofts');
      expect(lines).toContain('Olivia Bennett');
      expect(lines).toContain('£700.00');
    });

    it("refuses another investor's agreement, an unknown one and a visitor", async () => {
      const other = await get(`/agreements/${storedId}/document`, cookieAs(oliver));
      expect([other.statusCode, other.json().errorCode]).toEqual([403, 10]);
      const unknown = await get('/agreements/2147483647/document', as(olivia));
      expect([unknown.statusCode, unknown.json().errorCode]).toEqual([403, 10]);
      const visitor = await get(`/agreements/${storedId}/document`);
      expect([visitor.statusCode, visitor.json().errorCode]).toEqual([401, 6]);
    });

    it('answers 404 code 5 when the stored bytes are gone', async () => {
      storage.files.delete('signed-agreement-test.pdf');
      const response = await get(`/agreements/${storedId}/document`, as(olivia));
      storage.files.set('signed-agreement-test.pdf', signedPdf);

      expect([response.statusCode, response.json().errorCode]).toEqual([404, 5]);
    });
  });

  describe('the audit log', () => {
    let logged = { agreementId: 0, pledgeId: 0 };
    beforeAll(async () => {
      const db = t.database.db;
      const agreement = await insertTestAgreement(db, { userId: olivia.id });
      logged = { agreementId: agreement.agreementId, pledgeId: agreement.pledgeId };
      await db
        .insertInto('agreement_logs')
        .values([
          // Written against the pledge before the agreement existed.
          {
            pledge_id: logged.pledgeId,
            user_id: olivia.id,
            event: 'SMS code sent',
            number: '+447700900123',
            ip: '203.0.113.7',
            created_at: new Date('2026-10-01T09:58:00Z'),
          },
          {
            agreement_id: logged.agreementId,
            event: 'Agreement signed',
            code: 'K7Q2',
            location: 'Leeds',
            created_at: new Date('2026-10-01T10:00:00Z'),
          },
          // Another pledge's row: not this agreement's.
          {
            pledge_id: (await insertTestAgreement(db, { userId: oliver.id })).pledgeId,
            event: 'Not mine',
            created_at: new Date('2026-10-01T09:59:00Z'),
          },
        ])
        .execute();
    });

    it("lists the pledge's and the agreement's events to an admin, oldest first, naming an unknown user", async () => {
      const response = await get(`/agreements/${logged.agreementId}/logs`, as(admin));

      expect(response.statusCode).toBe(200);
      expect(response.json().logs).toEqual([
        {
          event: 'SMS code sent',
          code: null,
          ip: '203.0.113.7',
          location: null,
          number: '+447700900123',
          timestamp: '2026-10-01T09:58:00.000Z',
          userName: 'Olivia Bennett',
        },
        {
          event: 'Agreement signed',
          code: 'K7Q2',
          ip: null,
          location: 'Leeds',
          number: null,
          timestamp: '2026-10-01T10:00:00.000Z',
          userName: 'Unknown user',
        },
      ]);
    });

    it('answers the same rows as a PDF for a frame, by cookie', async () => {
      const response = await get(`/agreements/${logged.agreementId}/logs/document`, cookieAs(admin));

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toMatch(/^inline; filename="agreement-KSI\d{7}[SL]-log\.pdf"$/);
      const lines = (await readPdfLines(response.rawPayload)).flat();
      expect(lines).toEqual(expect.arrayContaining(['SMS code sent', 'Agreement signed', 'Unknown user', 'K7Q2']));
      expect(lines).not.toContain('Not mine');
    });

    it('refuses the owner (code 11) and an unknown id (code 10)', async () => {
      for (const url of [`/agreements/${logged.agreementId}/logs`, `/agreements/${logged.agreementId}/logs/document`]) {
        const response = await get(url, cookieAs(olivia));
        expect([response.statusCode, response.json().errorCode]).toEqual([403, 11]);
      }
      const unknown = await get('/agreements/2147483647/logs', as(admin));
      expect([unknown.statusCode, unknown.json().errorCode]).toEqual([403, 10]);
      const unknownPdf = await get('/agreements/2147483647/logs/document', as(admin));
      expect([unknownPdf.statusCode, unknownPdf.json().errorCode]).toEqual([403, 10]);
    });
  });
});
