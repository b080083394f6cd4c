import type {
  ProjectUpdate,
  ProjectUpdateAudience,
  ProjectUpdateInput,
  ProjectUpdatePage,
  ProjectUpdateRevisionList,
} from '@keystone/api';
import {
  PROJECT_UPDATES_PAGE_SIZE,
  validateProjectUpdateAudience,
  validateProjectUpdateText,
  validateProjectUpdateTitle,
} from '@keystone/flows/projects';
import { UPLOAD_MESSAGES } from '@keystone/flows/rules';
import { inTransaction, type AppContext } from '../context/app-context.ts';
import type { AuthenticatedUser } from '../auth/authenticate.ts';
import type { Db } from '../db/database.ts';
import { AppError } from '../errors/app-error.ts';
import { assertFieldsValid } from '../errors/rule-check.ts';
import { announce } from '../notifications/service.ts';
import { storageKeyFromFileUrl } from '../files/file-url.ts';
import {
  attachableFiles,
  findProjectStatus,
  findEarlierRevisions,
  findFileNames,
  findProjectTimeline,
  findUpdate,
  findUpdateReadable,
  findUpdatePage,
  insertRevision,
  insertUpdate,
  lockUpdate,
  replaceUpdateFiles,
  updateUpdateRow,
  type UpdateFileRow,
  type UpdateReader,
} from './queries.ts';
import { fileNameOf, toUpdateView, type UpdateViewRow } from './update-view.ts';

// Issue 34 §2: an admin's updates on a project, read by those the admin wrote them for. Nobody else ever sees an
// update or its files (files/queries.ts asks the same of a download).

/**
 * `GET /projects/{id}/updates`: a page of the project's updates the reader may read. Code 17 for an unknown project,
 * and for a DRAFT one to an investor, as the project itself answers.
 */
export async function listProjectUpdates(
  app: AppContext,
  projectId: number,
  reader: UpdateReader,
  offset: number,
): Promise<ProjectUpdatePage> {
  const timeline = await findProjectTimeline(app.db, {
    projectId,
    reader,
    limit: PROJECT_UPDATES_PAGE_SIZE + 1,
    offset,
  });
  if (!timeline || (!reader.isAdmin && timeline.status === 'DRAFT')) throw new AppError(17);
  return pageOf(timeline.updates, offset);
}

/** `GET /updates/feed`: the investor's updates across the projects they invested in or follow. */
export async function listUpdatesFeed(app: AppContext, userId: number, offset: number): Promise<ProjectUpdatePage> {
  const reader = { userId, isAdmin: false };
  const rows = await findUpdatePage(app.db, { reader, limit: PROJECT_UPDATES_PAGE_SIZE + 1, offset });
  return pageOf(rows, offset);
}

/**
 * `GET /projects/{id}/updates/{updateId}/revisions`: the update's earlier versions, newest first, to those who may
 * read the update. Code 17 for an unknown project, or a DRAFT one to an investor, as the timeline answers; code 42
 * for an update that is not the project's, and for one the reader may not read, which is not named to them.
 */
export async function listProjectUpdateRevisions(
  app: AppContext,
  { projectId, updateId }: { projectId: number; updateId: number },
  reader: UpdateReader,
): Promise<ProjectUpdateRevisionList> {
  const project = await findProjectStatus(app.db, projectId);
  if (!project || (!reader.isAdmin && project.status === 'DRAFT')) throw new AppError(17);
  const update = await findUpdateReadable(app.db, { projectId, updateId, reader });
  if (!update || !(reader.isAdmin || update.readable)) throw new AppError(42);
  const rows = await findEarlierRevisions(app.db, updateId);
  // Each version names the files it had (revisionOf wrote their ids), by the names they were uploaded with.
  const filesOf = (row: { files: unknown }) => row.files as { fileId: number; kind: 'PHOTO' | 'DOCUMENT' }[];
  const ids = [...new Set(rows.flatMap((row) => filesOf(row).map((file) => file.fileId)))];
  const names = new Map((await findFileNames(app.db, ids)).map((file) => [file.id, fileNameOf(file)]));
  const named = (row: { files: unknown }, kind: 'PHOTO' | 'DOCUMENT') =>
    filesOf(row)
      .filter((file) => file.kind === kind)
      .flatMap((file) => {
        const name = names.get(file.fileId);
        return name === undefined ? [] : [{ name }];
      });
  return {
    revisions: rows.map((row) => ({
      revision: row.revision,
      title: row.title,
      text: row.body,
      audience: row.audience as ProjectUpdateAudience,
      photos: named(row, 'PHOTO'),
      documents: named(row, 'DOCUMENT'),
      savedAt: new Date(row.saved_at).toISOString(),
      replacedAt: new Date(row.replaced_at).toISOString(),
    })),
  };
}

/** One row beyond the page says there is a next one. */
function pageOf(rows: UpdateViewRow[], offset: number): ProjectUpdatePage {
  const more = rows.length > PROJECT_UPDATES_PAGE_SIZE;
  return {
    updates: rows.slice(0, PROJECT_UPDATES_PAGE_SIZE).map(toUpdateView),
    nextOffset: more ? offset + PROJECT_UPDATES_PAGE_SIZE : null,
  };
}

/** Flows' rules, as the form runs them: 400 code 2 with each failing field's message. */
function assertValidUpdate(body: ProjectUpdateInput): void {
  assertFieldsValid(body, {
    title: validateProjectUpdateTitle,
    text: validateProjectUpdateText,
    audience: validateProjectUpdateAudience,
  });
}

/**
 * The uploads the photos and documents name, each the admin's own upload or already the update's: photos are
 * pictures and documents PDFs by their content, uploaded for a project (so a KYC scan never becomes one).
 */
async function updateFiles(
  db: Db,
  admin: AuthenticatedUser,
  body: ProjectUpdateInput,
  updateId: number | undefined,
): Promise<UpdateFileRow[]> {
  const named = [
    ...body.photos.map((photo, index) => ({ url: photo.url, field: `photos.${index}.url`, kind: 'PHOTO' as const })),
    ...body.documents.map((doc, index) => ({
      url: doc.url,
      field: `documents.${index}.url`,
      kind: 'DOCUMENT' as const,
    })),
  ];
  const keys = named.flatMap(({ url }) => storageKeyFromFileUrl(url) ?? []);
  const known = new Map((await attachableFiles(db, keys, admin.id, updateId)).map((file) => [file.storage_key, file]));
  const rows = named.map(({ url, field, kind }) => {
    const illegal = () => new AppError(9, { fieldErrors: [{ field, message: 'Illegal file url' }] });
    const file = known.get(storageKeyFromFileUrl(url) ?? '');
    if (file === undefined) throw illegal();
    const fits = kind === 'DOCUMENT' ? file.mime_type === 'application/pdf' : file.mime_type.startsWith('image/');
    if (!fits) throw new AppError(2, { fieldErrors: [{ field, message: UPLOAD_MESSAGES.rejected }] });
    if (file.purpose !== (kind === 'DOCUMENT' ? 'PROJECT_DOCUMENT' : 'PROJECT_IMAGE')) throw illegal();
    return { file_id: file.id, kind };
  });
  // A file named twice is attached once, where it was first named.
  return rows.filter((row, index) => rows.findIndex((other) => other.file_id === row.file_id) === index);
}

/** `POST /projects/{id}/updates`: the update, its files and its first revision, all or nothing. */
export async function createProjectUpdate(
  app: AppContext,
  admin: AuthenticatedUser,
  projectId: number,
  body: ProjectUpdateInput,
): Promise<ProjectUpdate> {
  assertValidUpdate(body);
  const { clock } = app;
  const id = await app.db.transaction().execute(async (trx) => {
    if (!(await findProjectStatus(trx, projectId))) throw new AppError(17);
    const files = await updateFiles(trx, admin, body, undefined);
    const now = clock.now();
    const updateId = await insertUpdate(trx, {
      project_id: projectId,
      audience: body.audience,
      title: body.title.trim(),
      body: body.text.trim(),
      posted_by: admin.id,
      posted_at: now,
    });
    await replaceUpdateFiles(trx, updateId, files);
    await insertRevision(trx, revisionOf(updateId, 1, body, files, admin.id, now));
    // Issue 34 §4: the update's readers hear of it, through a fan-out job written in this transaction, so the admin
    // is answered at once and nobody hears of an update that was rolled back.
    await announce(
      inTransaction(app, trx),
      { kind: 'PROJECT_UPDATE_POSTED', projectId, updateId, title: body.title.trim(), audience: body.audience },
      { at: now },
    );
    return updateId;
  });
  return savedUpdate(app, id);
}

/**
 * `PUT /projects/{id}/updates/{updateId}`: replaces the update under its row lock and keeps the new version as the
 * next revision, so every version it ever had stays; the update says when it was edited. Code 42 for an update that
 * is not this project's.
 */
export async function editProjectUpdate(
  app: AppContext,
  admin: AuthenticatedUser,
  { projectId, updateId }: { projectId: number; updateId: number },
  body: ProjectUpdateInput,
): Promise<ProjectUpdate> {
  assertValidUpdate(body);
  const { clock } = app;
  // An edit tells nobody: the timeline shows the update as "edited", with the time, and keeps every version.
  await app.db.transaction().execute(async (trx) => {
    const current = await lockUpdate(trx, updateId);
    if (!current || current.project_id !== projectId) throw new AppError(42);
    const files = await updateFiles(trx, admin, body, updateId);
    const now = clock.now();
    const revision = current.revision + 1;
    await updateUpdateRow(trx, updateId, {
      audience: body.audience,
      title: body.title.trim(),
      body: body.text.trim(),
      edited_at: now,
      revision,
    });
    await replaceUpdateFiles(trx, updateId, files);
    await insertRevision(trx, revisionOf(updateId, revision, body, files, admin.id, now));
  });
  return savedUpdate(app, updateId);
}

function revisionOf(
  updateId: number,
  revision: number,
  body: ProjectUpdateInput,
  files: UpdateFileRow[],
  adminId: number,
  savedAt: Date,
) {
  return {
    update_id: updateId,
    revision,
    audience: body.audience,
    title: body.title.trim(),
    body: body.text.trim(),
    files: JSON.stringify(files.map((file) => ({ fileId: file.file_id, kind: file.kind }))),
    saved_by: adminId,
    saved_at: savedAt,
  };
}

async function savedUpdate(app: AppContext, updateId: number): Promise<ProjectUpdate> {
  const row = await findUpdate(app.db, updateId);
  if (!row) throw new AppError(42);
  return toUpdateView(row);
}
