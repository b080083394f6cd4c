import type { Project, ProjectInput, ProjectStatus } from '@keystone/api';
import {
  canExportInvestors,
  isAdminStatusChangeAllowed,
  isPredefinedDocument,
  isProjectDeletable,
  lockedFieldChanges,
  nextProjectStatus,
  projectForSave,
  projectFormValuesFrom,
  PROJECT_FIELDS,
  validateProjectForm,
  type ProjectField,
  type ProjectFormContext,
  type SystemStatusEvent,
} from '@keystone/flows/projects';
import { calendarDateIn, UPLOAD_MESSAGES } from '@keystone/flows/rules';
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { Insertable } from 'kysely';
import { inTransaction, type AppContext } from '../context/app-context.ts';
import type { AuthenticatedUser } from '../auth/authenticate.ts';
import type { Db } from '../db/database.ts';
import type { Projects } from '../db/schema.generated.ts';
import { cancelProjectAgreements } from '../agreements/status.ts';
import { AppError } from '../errors/app-error.ts';
import { storageKeyFromFileUrl } from '../files/file-url.ts';
import { documentsZip, entryNames, safeFileName } from './documents-zip.ts';
import { investorsCsv } from './investors-csv.ts';
import { toProjectView } from './project-view.ts';
import {
  attachableFiles,
  countProjects,
  deleteFollow,
  deleteProjectRow,
  findDocumentFiles,
  findProjectById,
  findProjectPage,
  findProjectRow,
  findProjectStatus,
  insertFollow,
  insertProject,
  lockProject,
  projectInvestments,
  replaceMedia,
  setProjectStatus,
  updateProjectRow,
  type DocumentRow,
  type ImageRow,
  type ProjectListPage,
  type ProjectListRow,
  type ProjectReader,
  searchedTerm,
} from './queries.ts';
import { searchCount } from './search-counts.ts';
import { announce } from '../notifications/service.ts';
import { openAutoInvestRound } from '../auto-invest/rounds/open-round.ts';

// Projects (seed 001 §2, §4–5): listing, reading and following; the admin's create, edit, delete and investor
// export; the status changes the system makes (SYSTEM_STATUS_CHANGES in flows).

export async function listProjects(
  app: AppContext,
  page: ProjectListPage,
  reader: ProjectReader,
): Promise<{ projects: Project[]; count: number }> {
  const { db } = app;
  const rows = await findProjectPage(db, page, reader);
  return { projects: rows.map(toProjectView), count: await matchingCountOf(db, page, rows[0]) };
}

/** An unsearched page's rows carry the count; a searched page's, the list version its remembered count needs. */
async function matchingCountOf(db: Db, page: ProjectListPage, first: ProjectListRow | undefined): Promise<number> {
  if (searchedTerm(page) !== '') {
    return searchCount(db, page, first?.list_version == null ? undefined : String(first.list_version));
  }
  if (first) return Number(first.matching_count);
  // A page past the end has no row to carry the count: only then is it counted on its own.
  return page.offset === 0 ? 0 : (await countProjects(db, page)).count;
}

/** One project; code 17 when there is none, and for an investor asking for a DRAFT (it does not exist for them). */
export async function getProject(app: AppContext, projectId: number, reader: ProjectReader): Promise<Project> {
  const { db } = app;
  const row = await findProjectById(db, projectId, reader);
  if (!row) throw new AppError(17);
  return toProjectView(row);
}

/** An investor can follow only a project they can see: code 17 for an unknown or DRAFT one. */
async function requireFollowable(db: Db, projectId: number): Promise<void> {
  const project = await findProjectStatus(db, projectId);
  if (!project || project.status === 'DRAFT') throw new AppError(17);
}

/** Following twice is harmless. */
export async function followProject(app: AppContext, userId: number, projectId: number): Promise<void> {
  const { db } = app;
  await requireFollowable(db, projectId);
  await insertFollow(db, userId, projectId);
}

/** Unfollowing a project not followed is harmless. */
export async function unfollowProject(app: AppContext, userId: number, projectId: number): Promise<void> {
  const { db } = app;
  await requireFollowable(db, projectId);
  await deleteFollow(db, userId, projectId);
}

/**
 * `GET /projects/{id}/documents/zip`: code 17 for a project the reader cannot see, code 5 when it has no document
 * file for them; else the zip's name and the zip itself, written as it is read.
 */
export async function projectDocumentsZip(
  app: AppContext,
  projectId: number,
  reader: ProjectReader,
  log: FastifyBaseLogger,
): Promise<{ fileName: string; zip: Readable }> {
  const { db, providers } = app;
  const project = await findDocumentFiles(db, projectId, reader);
  if (!project) throw new AppError(17);
  if (project.documents.length === 0) throw new AppError(5);
  const names = entryNames(project.documents.map((document) => document.title));
  const entries = project.documents.map((document, index) => ({ key: document.storage_key, name: names[index]! }));
  const zip = documentsZip(providers.storage, entries, (error) =>
    log.error({ err: error, projectId }, 'the documents zip could not be written'),
  );
  return { fileName: `project-${project.id}-${safeFileName(project.title, 'project')}-documents.zip`, zip };
}

/** The body's scalar fields (all but images and documents), each stored in the column of the same snake_case name. */
const SCALAR_FIELDS = PROJECT_FIELDS.filter((field) => field !== 'images' && field !== 'documents');
const columnOf = (field: ProjectField) => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** Seed 001 §5: the form's own rules and messages, answered as 400 code 2; then the body as the form saves it. */
function validProject(app: AppContext, body: ProjectInput, currentStatus?: ProjectStatus): ProjectInput {
  const values = projectFormValuesFrom(body);
  const context: ProjectFormContext = { today: calendarDateIn(app.clock.now()), currentStatus };
  const fieldErrors = validateProjectForm(values, context);
  if (fieldErrors.length > 0) throw new AppError(2, { fieldErrors });
  return projectForSave(values);
}

/** The saved body's scalar fields as the row's columns; every one of them is written (null when absent). */
function columnsOf(input: ProjectInput): Insertable<Projects> {
  const record = input as unknown as Record<string, unknown>;
  const columns = Object.fromEntries(SCALAR_FIELDS.map((field) => [columnOf(field), record[field] ?? null]));
  return columns as unknown as Insertable<Projects>;
}

/** The uploaded files the images and documents name, each of which the admin uploaded or the project already has. */
async function mediaRows(
  db: Db,
  admin: AuthenticatedUser,
  input: ProjectInput,
  project: { id: number; documentUuids: ReadonlySet<string> } | undefined,
): Promise<{ images: ImageRow[]; documents: DocumentRow[] }> {
  const projectId = project?.id;
  const ownUuids = project?.documentUuids ?? new Set<string>();
  const urls = [...input.images.map((image) => image.url), ...input.documents.flatMap((doc) => doc.url ?? [])];
  const keys = urls.map((url) => storageKeyFromFileUrl(url));
  const known = new Map(
    (
      await attachableFiles(
        db,
        keys.flatMap((key) => key ?? []),
        admin.id,
        projectId,
      )
    ).map((file) => [file.storage_key, file]),
  );
  // Images are pictures and documents PDFs by their content (the upload sniffed it and stored the type), each
  // uploaded for a project: investors may read a project's files, so a KYC scan or a profile photo is never one.
  const fileId = (url: string, field: string, kind: 'image' | 'pdf'): number => {
    const illegal = () => new AppError(9, { fieldErrors: [{ field, message: 'Illegal file url' }] });
    const file = known.get(storageKeyFromFileUrl(url) ?? '');
    if (file === undefined) throw illegal();
    const fits = kind === 'pdf' ? file.mime_type === 'application/pdf' : file.mime_type.startsWith('image/');
    if (!fits) throw new AppError(2, { fieldErrors: [{ field, message: UPLOAD_MESSAGES.rejected }] });
    if (file.purpose !== (kind === 'pdf' ? 'PROJECT_DOCUMENT' : 'PROJECT_IMAGE')) throw illegal();
    return file.id;
  };
  const images = input.images.map((image, index) => ({
    file_id: fileId(image.url, `images.${index}.url`, 'image'),
    is_main: image.main,
  }));
  // The first image flagged main is the card image; the database holds one main image a project.
  let mainSeen = false;
  for (const image of images) {
    if (image.is_main && mainSeen) image.is_main = false;
    mainSeen ||= image.is_main;
  }
  // A uuid keeps a document's identity only if it is one of this project's, once; any other gets a new one.
  const kept = new Set<string>();
  const keepsIdentity = (uuid: string | undefined): uuid is string => {
    if (uuid === undefined || !ownUuids.has(uuid) || kept.has(uuid)) return false;
    kept.add(uuid);
    return true;
  };
  const documents = input.documents.map((document, index) => ({
    file_id: document.url === null ? null : fileId(document.url, `documents.${index}.url`, 'pdf'),
    title: document.title.trim(),
    visible: document.visible,
    required: document.required,
    predefined: isPredefinedDocument({ title: document.title.trim() }),
    ...(keepsIdentity(document.uuid) ? { uuid: document.uuid } : {}),
  }));
  return { images, documents };
}

/** Seed 001 §4: only the changes the status machine permits an admin; the refusal names the status field. */
function assertStatusChangeAllowed(from: ProjectStatus, to: ProjectStatus): void {
  if (isAdminStatusChangeAllowed(from, to)) return;
  throw new AppError(2, {
    fieldErrors: [{ field: 'status', message: `The status cannot change from ${from} to ${to}` }],
  });
}

/**
 * `POST /projects`: a new project with its images and documents, all or nothing. It starts as a DRAFT, so it may
 * be saved in a status a DRAFT may move to, no further (a project is not created already funded or complete).
 */
export async function createProject(app: AppContext, admin: AuthenticatedUser, body: ProjectInput): Promise<Project> {
  assertStatusChangeAllowed('DRAFT', body.status);
  const input = validProject(app, body);
  return app.db.transaction().execute(async (trx) => {
    const media = await mediaRows(trx, admin, input, undefined);
    const id = await insertProject(trx, { ...columnsOf(input), created_by: admin.id, created_at: app.clock.now() });
    await replaceMedia(trx, id, media.images, media.documents);
    if (body.status === 'AVAILABLE_TO_PLEDGE') await announceOpenForPledges(inTransaction(app, trx), id);
    return getProject(inTransaction(app, trx), id, { userId: admin.id, isAdmin: true });
  });
}

/**
 * `PUT /projects/{id}`: refuses a status change the machine does not permit and a change to a field the current
 * status locks (seed 001 §4), each naming its field; then the form's rules; then saves it all in one transaction.
 */
export async function updateProject(
  app: AppContext,
  admin: AuthenticatedUser,
  id: number,
  body: ProjectInput,
): Promise<Project> {
  return app.db.transaction().execute(async (trx) => {
    const row = await lockProject(trx, id);
    if (!row) throw new AppError(17);
    const current = await getProject(inTransaction(app, trx), id, { userId: admin.id, isAdmin: true });
    assertStatusChangeAllowed(current.status, body.status);
    const locked = lockedFieldChanges(current.status, current, body);
    if (locked.length > 0) {
      throw new AppError(2, {
        fieldErrors: locked.map((field) => ({ field, message: 'This field cannot change in the current status' })),
      });
    }
    const input = validProject(app, body, current.status);
    const documentUuids = new Set(current.documents.map((document) => document.uuid));
    const media = await mediaRows(trx, admin, input, { id, documentUuids });
    await updateProjectRow(trx, id, columnsOf(input));
    await replaceMedia(trx, id, media.images, media.documents);
    // Issue 13: an agreement follows its investment, so cancelling the project cancels its agreements with it.
    if (body.status === 'CANCELLED_NOT_PAID_OUT') await cancelProjectAgreements(trx, id);
    if (body.status === 'AVAILABLE_TO_PLEDGE' && current.status !== 'AVAILABLE_TO_PLEDGE') {
      await announceOpenForPledges(inTransaction(app, trx), id);
    }
    return getProject(inTransaction(app, trx), id, { userId: admin.id, isAdmin: true });
  });
}

/**
 * In the transaction that opens the project for pledges: its auto-invest round starts (once per project, issue 38),
 * and every investor hears of it once, however often an admin moves it there and back.
 */
async function announceOpenForPledges(app: AppContext, projectId: number): Promise<void> {
  await openAutoInvestRound(app, projectId);
  await announce(
    app,
    { kind: 'PROJECT_OPEN_FOR_PLEDGES', projectId },
    { key: `PROJECT_OPEN_FOR_PLEDGES:${projectId}` },
  );
}

/** `DELETE /projects/{id}`: only DRAFT and COMING_SOON projects (code 10 otherwise). */
export async function deleteProject(app: AppContext, id: number): Promise<void> {
  await app.db.transaction().execute(async (trx) => {
    const row = await lockProject(trx, id);
    if (!row) throw new AppError(17);
    if (!isProjectDeletable(row.status)) throw new AppError(10);
    await deleteProjectRow(trx, id);
  });
}

/** `GET /projects/{id}/export-investors`: the CSV and its file name. */
export async function exportProjectInvestors(app: AppContext, id: number): Promise<{ fileName: string; csv: string }> {
  const row = await findProjectRow(app.db, id);
  if (!row) throw new AppError(17);
  if (!canExportInvestors(row.status)) throw new AppError(10);
  return {
    fileName: investorsFileName(row.id, row.title),
    csv: investorsCsv(await projectInvestments(app.db, row.id)),
  };
}

/** `project-{id}-{title}-investors.csv`, the title reduced to letters, digits and dashes. */
export function investorsFileName(id: number, title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
  return `project-${id}-${slug || 'project'}-investors.csv`;
}

/**
 * Applies one of the status machine's system transitions (SYSTEM_STATUS_CHANGES in flows) when the project's
 * status permits it; answers the new status, or undefined when the event changes nothing from this status.
 */
export async function applySystemStatusEvent(
  app: AppContext,
  project: { id: number; status: ProjectStatus; allow_long_term: boolean },
  event: SystemStatusEvent,
): Promise<ProjectStatus | undefined> {
  const { db } = app;
  const next = nextProjectStatus(project.status, { type: event }, { allowLongTerm: project.allow_long_term });
  if (next === undefined || next === project.status) return undefined;
  await setProjectStatus(db, project.id, next);
  return next;
}
