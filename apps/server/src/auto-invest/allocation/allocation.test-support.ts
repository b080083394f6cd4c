import { createHash } from 'node:crypto';
import type { AutoInvestRules, ProjectInput } from '@keystone/api';
import { standaloneContext, inTransaction, type AppContext, type Clock } from '../../context/app-context.ts';
import type { Db } from '../../db/database.ts';
import { fileUrl } from '../../files/file-url.ts';
import type { Jobs } from '../../job-runner/job-runner.ts';
import type { FileStorage } from '../../providers/storage/file-storage.ts';
import { signaturePng } from '../../pledges/pledge.test-support.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { openAutoInvestRound } from '../rounds/open-round.ts';

/** Storage in memory, so that an agreement rendered from the authority's signature finds its bytes. */
export function memoryStorage(): FileStorage & { files: Map<string, Buffer> } {
  const files = new Map<string, Buffer>();
  return {
    files,
    put: async (key, bytes) => void files.set(key, bytes),
    get: async (key) => files.get(key),
  };
}

/** Rules that match the test projects (18 months, 8% for DEBT), £600 a project, from the e-wallet. */
export const testRules: AutoInvestRules = {
  amountPerProjectPence: 60_000,
  totalInvestedPence: 10_000_000,
  minRatePercent: 5,
  maxTermMonths: 24,
  terms: ['SHORT'],
  investStrategy: 'DEBT',
  source: 'E_WALLET',
};

let counter = 0;

/**
 * A signed standing authority, ACTIVE (or as `status` says), inserted as the authority's signing leaves it: its
 * signature image (stored, so the allocation's agreements can be rendered with it) and its signed PDF's row, as
 * migration 070's constraints ask. Answers its id.
 */
export async function insertActiveAuthority(
  db: Db,
  storage: FileStorage,
  userId: number,
  rules: Partial<AutoInvestRules> = {},
  { status = 'ACTIVE' as 'ACTIVE' | 'PAUSED' | 'ENDED', signedAt = new Date(Date.now() - 86_400_000) } = {},
): Promise<number> {
  const r = { ...testRules, ...rules };
  counter += 1;
  const signature = Buffer.from(signaturePng, 'base64');
  const signatureKey = `authority-signature-${counter}-${Date.now()}.png`;
  await storage.put(signatureKey, signature);
  const file = (key: string, purpose: 'SIGNATURE' | 'AGREEMENT', mimeType: string, bytes: Buffer) =>
    db
      .insertInto('uploaded_files')
      .values({
        owner_id: userId,
        storage_key: key,
        mime_type: mimeType,
        size_bytes: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        purpose,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  const pdf = Buffer.from('%PDF-1.7\n% the signed standing authority\n%%EOF\n');
  const signatureFile = await file(signatureKey, 'SIGNATURE', 'image/png', signature);
  const documentFile = await file(`authority-${counter}-${Date.now()}.pdf`, 'AGREEMENT', 'application/pdf', pdf);
  const row = await db
    .insertInto('auto_invest_authorities')
    .values({
      user_id: userId,
      status,
      amount_per_project_pence: r.amountPerProjectPence,
      total_invested_pence: r.totalInvestedPence,
      min_rate_percent: r.minRatePercent,
      max_term_months: r.maxTermMonths,
      takes_short_term: r.terms.includes('SHORT'),
      takes_long_term: r.terms.includes('LONG'),
      invest_strategy: r.investStrategy,
      source: r.source,
      created_at: signedAt,
      signed_at: signedAt,
      signer_ip: '203.0.113.10',
      signature_file_id: signatureFile.id,
      document_file_id: documentFile.id,
      document_sha256: createHash('sha256').update(pdf).digest('hex'),
      ended_at: status === 'ENDED' ? signedAt : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Jobs sent to nobody: a round opened with them waits for the test to drive its steps. */
export const heldJobs: Jobs & { sent: { queue: string; data?: object }[] } = {
  sent: [],
  async send(queue, data) {
    heldJobs.sent.push({ queue, ...(data === undefined ? {} : { data }) });
    return null;
  },
};

/**
 * The app's context as a service sees it, on the test app's database, configuration, storage and job runner (or
 * `jobs`), telling people as the server does (no `writesHistory`).
 */
export function contextOf(
  t: TestApp,
  { storage, clock, jobs = t.app.jobRunner }: { storage: FileStorage; clock?: Clock; jobs?: Jobs },
): AppContext {
  const base = standaloneContext({
    db: t.database.db,
    config: t.config,
    providers: { storage },
    ...(clock === undefined ? {} : { clock }),
  });
  const { writesHistory: _history, ...context } = base;
  return { ...context, jobs, mailOutbox: t.app.mailOutbox, sessionCache: t.app.sessionCache };
}

/**
 * Opens the project for pledges in one transaction as the admin's change does (status, then the round), with the
 * allocation job held back: the test drives planRound, allocateOne and finishRound itself.
 */
export async function openHeld(app: AppContext, projectId: number): Promise<void> {
  await app.db.transaction().execute(async (trx) => {
    await trx.updateTable('projects').set({ status: 'AVAILABLE_TO_PLEDGE' }).where('id', '=', projectId).execute();
    await openAutoInvestRound(inTransaction({ ...app, jobs: heldJobs }, trx), projectId);
  });
}

/** An image and a document row as `POST /file/temp` leaves them, for a project the admin saves through the API. */
async function uploaded(db: Db, ownerId: number, mimeType: string): Promise<string> {
  counter += 1;
  const key = `auto-invest-${counter}-${Date.now()}.${mimeType === 'application/pdf' ? 'pdf' : 'jpg'}`;
  await db
    .insertInto('uploaded_files')
    .values({
      owner_id: ownerId,
      storage_key: key,
      original_name: key,
      mime_type: mimeType,
      size_bytes: 10,
      sha256: '0'.repeat(64),
      purpose: mimeType === 'application/pdf' ? 'PROJECT_DOCUMENT' : 'PROJECT_IMAGE',
    })
    .execute();
  return fileUrl(key);
}

/** A project body the admin's form would save: £1,000 short term over 18 months at 8% (DEBT), £100 minimum. */
export async function projectBody(db: Db, adminId: number, change: Partial<ProjectInput> = {}): Promise<ProjectInput> {
  return {
    title: 'Victoria Mill apartments',
    subtitle: 'Twelve flats in a listed mill',
    description: 'Conversion of a Grade II listed mill into twelve flats.',
    status: 'COMING_SOON',
    projectType: 'REFURBISHMENT',
    purpose: 'PURCHASEA_AND_DEVELOP',
    address: '12 Canal Street',
    city: 'Leeds',
    latitude: 53.7938,
    longitude: -1.5491,
    images: [{ url: await uploaded(db, adminId, 'image/jpeg'), main: true }],
    documents: [
      { title: 'Pitch deck', url: await uploaded(db, adminId, 'application/pdf'), visible: true, required: true },
    ],
    allowLongTerm: false,
    shortStartDate: '2027-01-15',
    shortEndDate: '2028-07-15',
    shortFundingTargetPence: 100_000,
    shortFundingMinimumPence: 10_000,
    shortDebtExpectedRate: 8,
    ...change,
  };
}
