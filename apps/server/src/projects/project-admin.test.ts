import type { FilePurpose, ProjectInput, ProjectStatus } from '@keystone/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileUrl } from '../files/file-url.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { bearer, insertTestUser, tokenFor, type TestUser } from '../testing/builders/users.ts';
import { insertTestInvestment } from '../testing/builders/pledges.ts';

let fileCounter = 0;

/** An upload row as `POST /file/temp` leaves it; the bytes are not read by these calls. */
async function uploaded(
  t: TestApp,
  owner: TestUser,
  mimeType: string,
  purpose: FilePurpose = mimeType === 'application/pdf' ? 'PROJECT_DOCUMENT' : 'PROJECT_IMAGE',
): Promise<string> {
  fileCounter += 1;
  const key = `project-admin-${fileCounter}-${Date.now()}.${mimeType === 'application/pdf' ? 'pdf' : 'jpg'}`;
  await t.database.db
    .insertInto('uploaded_files')
    .values({
      owner_id: owner.id,
      storage_key: key,
      original_name: key,
      mime_type: mimeType,
      size_bytes: 10,
      sha256: '0'.repeat(64),
      purpose,
    })
    .execute();
  return fileUrl(key);
}

describe.each(testEngines)('project admin operations on %s', (engine) => {
  let t: TestApp;
  let admin: TestUser;
  let investor: TestUser;
  let adminHeaders: Record<string, string>;
  let investorHeaders: Record<string, string>;
  let valid: ProjectInput;

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { clock: { now: () => new Date('2026-11-24T12:00:00Z') } });
    admin = await insertTestUser(t.database.db, { role: 'ADMIN' });
    investor = await insertTestUser(t.database.db, {
      full_name: 'Olivia Bennett',
      email: 'olivia.bennett@example.co.uk',
    });
    adminHeaders = bearer(await tokenFor(t.config.jwtSecret, admin));
    investorHeaders = bearer(await tokenFor(t.config.jwtSecret, investor));
    valid = {
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
      images: [
        { url: await uploaded(t, admin, 'image/jpeg'), main: false },
        { url: await uploaded(t, admin, 'image/png'), main: true },
      ],
      documents: [
        { title: 'Floor plans', url: null, visible: true, required: false },
        { title: 'Pitch deck', url: await uploaded(t, admin, 'application/pdf'), visible: true, required: true },
      ],
      allowLongTerm: false,
      shortStartDate: '2027-01-15',
      shortEndDate: '2028-07-15',
      shortFundingTargetPence: 100_000_000,
      shortFundingMinimumPence: 100_000,
      shortDebtExpectedRate: 8,
    };
  });
  afterAll(() => t.close());

  const create = (payload: object, headers = adminHeaders) =>
    t.app.inject({ method: 'POST', url: '/api/projects', headers, payload });
  const update = (id: number, payload: object, headers = adminHeaders) =>
    t.app.inject({ method: 'PUT', url: `/api/projects/${id}`, headers, payload });
  const remove = (id: number, headers = adminHeaders) =>
    t.app.inject({ method: 'DELETE', url: `/api/projects/${id}`, headers });
  const exportCsv = (id: number, headers = adminHeaders) =>
    t.app.inject({ method: 'GET', url: `/api/projects/${id}/export-investors`, headers });
  const rowOf = (id: number) =>
    t.database.db.selectFrom('projects').selectAll().where('id', '=', id).executeTakeFirst();
  const created = async (change: Partial<ProjectInput> = {}) => {
    const response = await create({ ...valid, ...change });
    expect(response.statusCode).toBe(201);
    return response.json<{ id: number }>().id;
  };
  /** Moves a project straight to a status in the database, as the later slices' system changes do. */
  const setStatus = (id: number, status: ProjectStatus) =>
    t.database.db.updateTable('projects').set({ status }).where('id', '=', id).execute();

  describe('POST /projects', () => {
    it('creates the project with its images and documents and answers it', async () => {
      const response = await create(valid);

      expect(response.statusCode).toBe(201);
      const project = response.json();
      expect(project).toMatchObject({
        title: 'Victoria Mill apartments',
        status: 'DRAFT',
        // The app's clock, not the database's (issue 32).
        createdAt: '2026-11-24T12:00:00.000Z',
        latitude: 53.7938,
        shortFundingTargetPence: 100_000_000,
        shortFundedSumPence: 0,
        shortDebtExpectedRate: 8,
        shortEquityExpectedRate: null,
        longFundingTargetPence: null,
        longFundedSumPence: null,
        currentUserFollowed: false,
        images: [
          { url: valid.images[0]!.url, main: false },
          { url: valid.images[1]!.url, main: true },
        ],
        documents: [
          { title: 'Floor plans', url: null, visible: true, required: false },
          { title: 'Pitch deck', url: valid.documents[1]!.url, visible: true, required: true },
        ],
      });
      const documents = await t.database.db
        .selectFrom('project_documents')
        .select(['title', 'predefined'])
        .where('project_id', '=', project.id)
        .orderBy('position')
        .execute();
      expect(documents).toEqual([
        { title: 'Floor plans', predefined: true },
        { title: 'Pitch deck', predefined: true },
      ]);
      expect((await rowOf(project.id))?.created_by).toBe(admin.id);
    });

    it('nulls the long term when it is off and the rates of strategies not offered, as the form saves', async () => {
      const response = await create({ ...valid, longFundingTargetPence: 50_000, longEquityExpectedRate: 9 });

      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ longFundingTargetPence: null, longEquityExpectedRate: null });
    });

    it.each([
      ['a long description', { description: 'a'.repeat(801) }, 'description', 'Should have less then 800 characters'],
      [
        'a minimum over the target',
        { shortFundingMinimumPence: 100_000_001 },
        'shortFundingMinimumPence',
        'Minimum investment shall be less than the Funding target',
      ],
      [
        'no strategy',
        { shortDebtExpectedRate: null },
        'shortStrategies',
        'At least one Investment Strategy shall be selected',
      ],
      ['a blank title', { title: '   ' }, 'title', 'Field is required'],
      [
        'a pitch deck without its file',
        { documents: [{ title: 'Pitch deck', url: null, visible: true, required: true }] },
        'documents.0.url',
        'Please upload the document',
      ],
    ])("refuses %s with the form's message: 400 code 2", async (_case, change, field, message) => {
      const before = await t.database.db
        .selectFrom('projects')
        .select((eb) => eb.fn.countAll().as('n'))
        .execute();

      const response = await create({ ...valid, ...change });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errorCode: 2 });
      expect(response.json().fieldErrors).toContainEqual({ field, message });
      const after = await t.database.db
        .selectFrom('projects')
        .select((eb) => eb.fn.countAll().as('n'))
        .execute();
      expect(after).toEqual(before);
    });

    it('refuses a file the admin did not upload, and a document that is not a PDF, writing nothing', async () => {
      const others = await uploaded(t, investor, 'image/jpeg');
      const notPdf = await uploaded(t, admin, 'image/jpeg');

      const foreign = await create({ ...valid, images: [{ url: others, main: true }] });
      const picture = await create({
        ...valid,
        documents: [{ title: 'Pitch deck', url: notPdf, visible: true, required: true }],
      });

      expect(foreign.statusCode).toBe(400);
      expect(foreign.json()).toMatchObject({ errorCode: 9 });
      expect(picture.statusCode).toBe(400);
      expect(picture.json()).toMatchObject({
        errorCode: 2,
        fieldErrors: [{ field: 'documents.0.url', message: 'Incorrect format' }],
      });
      const titles = await t.database.db.selectFrom('projects').select('title').execute();
      expect(titles.length).toBe(
        (await t.database.db.selectFrom('project_images').select('project_id').distinct().execute()).length,
      );
    });

    it.each([
      ['a KYC scan as an image', 'images', 'image/png', 'KYC_DOCUMENT'],
      ['a profile photo as an image', 'images', 'image/jpeg', 'PROFILE_PHOTO'],
      ['a KYC PDF as a document', 'documents', 'application/pdf', 'KYC_DOCUMENT'],
    ] as const)(
      'refuses %s, a file not uploaded for a project: 400 code 9, on create and on update',
      async (_case, list, mimeType, purpose) => {
        const url = await uploaded(t, admin, mimeType, purpose);
        const change =
          list === 'images'
            ? { images: [{ url, main: true }] }
            : { documents: [{ title: 'Pitch deck', url, visible: true, required: true }] };
        const field = `${list}.0.url`;
        const id = await created();
        const before = await rowOf(id);

        for (const response of [await create({ ...valid, ...change }), await update(id, { ...valid, ...change })]) {
          expect(response.statusCode).toBe(400);
          expect(response.json()).toMatchObject({
            errorCode: 9,
            fieldErrors: [{ field, message: 'Illegal file url' }],
          });
        }
        expect(await rowOf(id)).toEqual(before);
      },
    );

    it('refuses on update a file another user uploaded for a project: 400 code 9', async () => {
      const id = await created();
      const othersDocument = await uploaded(t, investor, 'application/pdf');
      const response = await update(id, {
        ...valid,
        documents: [{ title: 'Pitch deck', url: othersDocument, visible: true, required: true }],
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errorCode: 9 });
    });

    it('refuses to create a project in a status a DRAFT cannot move to', async () => {
      const response = await create({ ...valid, status: 'AVAILABLE_TO_PLEDGE' });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        errorCode: 2,
        fieldErrors: [{ field: 'status', message: 'The status cannot change from DRAFT to AVAILABLE_TO_PLEDGE' }],
      });
    });

    it('refuses an investor with code 11', async () => {
      const response = await create(valid, investorHeaders);

      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ errorCode: 11 });
    });
  });

  describe('PUT /projects/{id}', () => {
    it('saves a permitted change, replacing the images and documents', async () => {
      const id = await created();
      const image = await uploaded(t, admin, 'image/jpeg');

      const response = await update(id, {
        ...valid,
        status: 'COMING_SOON',
        title: 'Victoria Mill',
        images: [{ url: image, main: true }],
      });

      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        id,
        status: 'COMING_SOON',
        title: 'Victoria Mill',
        images: [{ url: image, main: true }],
      });
      expect(
        await t.database.db.selectFrom('project_images').select('id').where('project_id', '=', id).execute(),
      ).toHaveLength(1);
    });

    it('keeps a document identity when its uuid is sent back', async () => {
      const id = await created();
      const project = (
        await t.app.inject({ method: 'PUT', url: `/api/projects/${id}`, headers: adminHeaders, payload: valid })
      ).json();
      const pitch = project.documents[1];

      const response = await update(id, {
        ...valid,
        documents: [{ uuid: pitch.uuid, title: 'Pitch deck', url: pitch.url, visible: false, required: true }],
      });

      expect(response.statusCode).toBe(200);
      expect(response.json().documents).toEqual([expect.objectContaining({ uuid: pitch.uuid, visible: false })]);
    });

    it("gives a new identity to a uuid that is not one of the project's documents", async () => {
      const other = (await create(valid)).json();
      const id = await created();
      const foreign = other.documents[1].uuid;

      const response = await update(id, {
        ...valid,
        documents: [
          { uuid: foreign, title: 'Pitch deck', url: valid.documents[1]!.url, visible: true, required: true },
        ],
      });

      expect(response.statusCode).toBe(200);
      expect(response.json().documents[0].uuid).not.toBe(foreign);
    });

    it("refuses opening for pledges with a past start date with the seed's words", async () => {
      const id = await created({ status: 'COMING_SOON' });
      const before = await rowOf(id);

      const response = await update(id, { ...valid, status: 'AVAILABLE_TO_PLEDGE', shortStartDate: '2026-11-01' });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        errorCode: 2,
        fieldErrors: [{ field: 'shortStartDate', message: 'Start date must be in a future' }],
      });
      expect(await rowOf(id)).toEqual(before);
    });

    it('opens a COMING_SOON project for pledges with a future start', async () => {
      const id = await created({ status: 'COMING_SOON' });

      const response = await update(id, { ...valid, status: 'AVAILABLE_TO_PLEDGE' });

      expect(response.statusCode).toBe(200);
      expect(response.json().status).toBe('AVAILABLE_TO_PLEDGE');
    });

    it('refuses a status change the machine does not permit, leaving the row unchanged', async () => {
      const id = await created();
      const before = await rowOf(id);

      const response = await update(id, { ...valid, status: 'COMPLETE', title: 'Changed' });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        errorCode: 2,
        fieldErrors: [{ field: 'status', message: 'The status cannot change from DRAFT to COMPLETE' }],
      });
      expect(await rowOf(id)).toEqual(before);
    });

    it('refuses a change to a field the status locks, naming it', async () => {
      const id = await created();
      await setStatus(id, 'COMING_SOON');
      const before = await rowOf(id);

      const response = await update(id, { ...valid, status: 'COMING_SOON', city: 'York', address: '1 Mill Lane' });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        errorCode: 2,
        fieldErrors: [
          { field: 'address', message: 'This field cannot change in the current status' },
          { field: 'city', message: 'This field cannot change in the current status' },
        ],
      });
      expect(await rowOf(id)).toEqual(before);
    });

    it('lets a COMPLETE project change only its images and documents', async () => {
      const id = await created();
      await setStatus(id, 'COMPLETE');

      const images = await update(id, { ...valid, status: 'COMPLETE', images: [] });
      const title = await update(id, { ...valid, status: 'COMPLETE', title: 'New title' });

      expect(images.statusCode).toBe(200);
      expect(images.json().images).toEqual([]);
      expect(title.statusCode).toBe(400);
      expect(title.json().fieldErrors).toEqual([
        { field: 'title', message: 'This field cannot change in the current status' },
      ]);
    });

    it('answers code 17 for a project that does not exist and code 11 to an investor', async () => {
      const id = await created();

      const missing = await update(2_000_000_000, valid);
      const refused = await update(id, { ...valid, title: 'Mine now' }, investorHeaders);

      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ errorCode: 17 });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ errorCode: 11 });
      expect((await rowOf(id))?.title).toBe(valid.title);
    });
  });

  describe('DELETE /projects/{id}', () => {
    it.each<ProjectStatus>(['DRAFT', 'COMING_SOON'])(
      'deletes a %s project with its images and documents',
      async (status) => {
        const id = await created();
        await setStatus(id, status);

        const response = await remove(id);

        expect(response.statusCode).toBe(204);
        expect(await rowOf(id)).toBeUndefined();
        expect(
          await t.database.db.selectFrom('project_documents').select('id').where('project_id', '=', id).execute(),
        ).toEqual([]);
      },
    );

    it.each<ProjectStatus>(['AVAILABLE_TO_PLEDGE', 'COMPLETE', 'ARCHIVED'])(
      'refuses to delete a %s project: code 10',
      async (status) => {
        const id = await created();
        await setStatus(id, status);

        const response = await remove(id);

        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ errorCode: 10 });
        expect(await rowOf(id)).toBeDefined();
        expect(
          await t.database.db.selectFrom('project_images').select('id').where('project_id', '=', id).execute(),
        ).toHaveLength(2);
      },
    );

    it('answers code 17 for a project that does not exist and code 11 to an investor', async () => {
      const id = await created();

      expect((await remove(2_000_000_000)).json()).toMatchObject({ errorCode: 17 });
      expect((await remove(id, investorHeaders)).json()).toMatchObject({ errorCode: 11 });
      expect(await rowOf(id)).toBeDefined();
    });
  });

  describe('GET /projects/{id}/export-investors', () => {
    it('answers a CSV with a BOM, a header and one row per investment, named from id and title', async () => {
      const id = await created({ title: 'Mill, "Phase 2"' });
      await setStatus(id, 'AVAILABLE_TO_PLEDGE');
      await insertTestInvestment(t.database.db, {
        userId: investor.id,
        projectId: id,
        amountPence: 150_050,
        referenceNumber: `REF${id}X01`,
        at: '2026-11-20T09:30:00Z',
      });

      const response = await exportCsv(id);

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="project-${id}-mill-phase-2-investors.csv"`,
      );
      expect(response.body).toBe(
        '\uFEFFInvestor,Email,Term,Strategy,Amount (£),Date,Status\r\n' +
          'Olivia Bennett,olivia.bennett@example.co.uk,Short term,Debt,1500.50,2026-11-20,Pending\r\n',
      );
    });

    it('shows every term, strategy and status in words, never as the contract codes them', async () => {
      const id = await created();
      await setStatus(id, 'AVAILABLE_TO_PLEDGE');
      const strategies = ['DEBT_SECURED', 'EQUITY', 'SHARIA'] as const;
      for (const [index, strategy] of strategies.entries()) {
        await insertTestInvestment(t.database.db, {
          userId: investor.id,
          projectId: id,
          amountPence: 10_000,
          referenceNumber: `REF${id}W0${index}`,
          at: `2026-11-2${index}T09:30:00Z`,
          term: 'LONG',
          strategy,
          status: 'FAILED',
        });
      }

      const cells = (await exportCsv(id)).body
        .split('\r\n')
        .slice(1, -1)
        .map((row) => row.split(','));

      expect(cells.map((row) => row.slice(2, 4).concat(row[6] ?? ''))).toEqual([
        ['Long term', 'Debt secured', 'Failed'],
        ['Long term', 'Equity', 'Failed'],
        ['Long term', 'Sharia', 'Failed'],
      ]);
      expect(cells.flat().filter((cell) => /^[A-Z][A-Z_]+$/.test(cell))).toEqual([]);
    });

    it.each<ProjectStatus>(['DRAFT', 'COMING_SOON'])('refuses the export of a %s project: code 10', async (status) => {
      const id = await created({ status });

      const response = await exportCsv(id);

      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ errorCode: 10 });
    });

    it('answers code 17 for a project that does not exist and code 11 to an investor', async () => {
      const id = await created();
      await setStatus(id, 'COMPLETE');

      const missing = await exportCsv(2_000_000_000);
      const refused = await exportCsv(id, investorHeaders);

      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ errorCode: 17 });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ errorCode: 11 });
    });
  });
});
