import { sql, type Insertable, type Updateable } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { compiledShapes, type Parameters } from '../db/compiled-query.ts';
import type { Db } from '../db/database.ts';
import type { ProjectUpdateRevisions, ProjectUpdates } from '../db/schema.generated.ts';
import { readableBy } from './readers/queries.ts';

// All of the project updates' SQL. A page of a timeline or of a feed is one statement: each update comes with its
// project's title and its files, and only the updates the reader may read are in it.

export interface UpdateReader {
  userId: number;
  /** Admins read every update; investors only those of the audience they are in. */
  isAdmin: boolean;
}

export type UpdateFileKind = 'PHOTO' | 'DOCUMENT';

/** The columns every answer carries: the update, its project's title and its files in order. */
function updateView(db: Db) {
  return db
    .selectFrom('project_updates')
    .innerJoin('projects', 'projects.id', 'project_updates.project_id')
    .select([
      'project_updates.id',
      'project_updates.project_id',
      'projects.title as project_title',
      'project_updates.title',
      'project_updates.body',
      'project_updates.audience',
      'project_updates.posted_at',
      'project_updates.edited_at',
    ])
    .select((eb) =>
      jsonArrayFrom(
        eb
          .selectFrom('project_update_files')
          .innerJoin('uploaded_files', 'uploaded_files.id', 'project_update_files.file_id')
          .select(['project_update_files.kind', 'uploaded_files.storage_key', 'uploaded_files.original_name'])
          .whereRef('project_update_files.update_id', '=', 'project_updates.id')
          .orderBy('project_update_files.position'),
      ).as('files'),
    );
}

interface PageShape {
  /** A project's timeline, or (undefined) the reader's feed across projects. */
  ofProject: boolean;
  isAdmin: boolean;
}

type PageValues = Parameters<{ projectId: number; userId: number; limit: number; offset: number }>;

/** A page of updates, newest first, as the reader may read them. */
function pageQuery(db: Db, shape: PageShape, p: PageValues) {
  let query = updateView(db);
  if (shape.ofProject) query = query.where('project_updates.project_id', '=', p.projectId);
  if (!shape.isAdmin) {
    query = query.where('projects.status', '<>', sql.lit('DRAFT')).where((eb) => readableBy(eb, p.userId));
  }
  return query
    .orderBy('project_updates.posted_at', 'desc')
    .orderBy('project_updates.id', 'desc')
    .limit(p.limit)
    .offset(p.offset);
}

const feedShapes = compiledShapes(
  (shape: PageShape) => [shape.ofProject, shape.isAdmin].join(),
  (db, shape, p: PageValues) => pageQuery(db, shape, p),
);

/** One page of the reader's feed across projects, newest first. */
export function findUpdatePage(
  db: Db,
  { projectId, reader, limit, offset }: { projectId?: number; reader: UpdateReader; limit: number; offset: number },
) {
  return feedShapes(
    db,
    { ofProject: projectId !== undefined, isAdmin: reader.isAdmin },
    { projectId: projectId ?? 0, userId: reader.userId, limit, offset },
  );
}

/**
 * A project's timeline is read on every project page, so it is one statement whether or not there are updates: the
 * project's status (no row for an unknown project) with a page of its updates as the reader may read them.
 */
const timelineShapes = compiledShapes(
  (isAdmin: boolean) => String(isAdmin),
  (db, isAdmin, p: PageValues) =>
    db
      .selectFrom('projects')
      .select('projects.status')
      // An uncorrelated subquery, built without plugins: it is a part of this statement.
      .select(() => jsonArrayFrom(pageQuery(db.withoutPlugins(), { ofProject: true, isAdmin }, p)).as('updates'))
      .where('projects.id', '=', p.projectId),
);

export async function findProjectTimeline(
  db: Db,
  { projectId, reader, limit, offset }: { projectId: number; reader: UpdateReader; limit: number; offset: number },
) {
  const [row] = await timelineShapes(db, reader.isAdmin, { projectId, userId: reader.userId, limit, offset });
  return row;
}

export type UpdateRow = Awaited<ReturnType<typeof findUpdatePage>>[number];

/** One update as an admin reads it. */
export function findUpdate(db: Db, updateId: number) {
  return updateView(db).where('project_updates.id', '=', updateId).executeTakeFirst();
}

/** The project's status, or undefined when there is none. */
export function findProjectStatus(db: Db, projectId: number) {
  return db.selectFrom('projects').select('status').where('id', '=', projectId).executeTakeFirst();
}

/** The update, locked against a concurrent edit for the rest of the transaction. */
export function lockUpdate(db: Db, updateId: number) {
  return db.selectFrom('project_updates').selectAll().where('id', '=', updateId).forUpdate().executeTakeFirst();
}

export async function insertUpdate(db: Db, values: Insertable<ProjectUpdates>): Promise<number> {
  const { id } = await db.insertInto('project_updates').values(values).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateUpdateRow(db: Db, updateId: number, values: Updateable<ProjectUpdates>): Promise<void> {
  await db.updateTable('project_updates').set(values).where('id', '=', updateId).execute();
}

export async function insertRevision(db: Db, values: Insertable<ProjectUpdateRevisions>): Promise<void> {
  await db.insertInto('project_update_revisions').values(values).execute();
}

/**
 * The update of the project, and whether the reader may read it as an investor, by the timeline's own rule
 * (`readableBy`; an admin reads every update); undefined when the project has no such update.
 */
export function findUpdateReadable(
  db: Db,
  { projectId, updateId, reader }: { projectId: number; updateId: number; reader: UpdateReader },
) {
  return db
    .selectFrom('project_updates')
    .select('project_updates.id')
    .select((eb) => readableBy(eb, reader.userId).as('readable'))
    .where('project_updates.id', '=', updateId)
    .where('project_updates.project_id', '=', projectId)
    .executeTakeFirst();
}

/**
 * The update's earlier versions, newest first, each with when the next one replaced it: a revision with a next is
 * an earlier one, so the current version (the last) is not among them.
 */
export function findEarlierRevisions(db: Db, updateId: number) {
  return db
    .selectFrom('project_update_revisions as version')
    .innerJoin('project_update_revisions as next', (join) =>
      join
        .onRef('next.update_id', '=', 'version.update_id')
        .on('next.revision', '=', (eb) => eb('version.revision', '+', 1)),
    )
    .select([
      'version.revision',
      'version.title',
      'version.body',
      'version.audience',
      'version.files',
      'version.saved_at',
      'next.saved_at as replaced_at',
    ])
    .where('version.update_id', '=', updateId)
    .orderBy('version.revision', 'desc')
    .execute();
}

/** The uploads of these ids, for their names. */
export function findFileNames(db: Db, fileIds: number[]) {
  if (fileIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('uploaded_files')
    .select(['id', 'storage_key', 'original_name'])
    .where('id', 'in', fileIds)
    .execute();
}

/** Every version of the update, the first first. */
export function findRevisions(db: Db, updateId: number) {
  return db
    .selectFrom('project_update_revisions')
    .selectAll()
    .where('update_id', '=', updateId)
    .orderBy('revision')
    .execute();
}

export interface UpdateFileRow {
  file_id: number;
  kind: UpdateFileKind;
}

/** Replaces the update's files with those given, in their order. */
export async function replaceUpdateFiles(db: Db, updateId: number, files: UpdateFileRow[]): Promise<void> {
  await db.deleteFrom('project_update_files').where('update_id', '=', updateId).execute();
  if (files.length === 0) return;
  await db
    .insertInto('project_update_files')
    .values(files.map((file, position) => ({ ...file, update_id: updateId, position })))
    .execute();
}

/** The uploads the admin may attach: their own, or files the update already has. */
export function attachableFiles(db: Db, storageKeys: string[], ownerId: number, updateId: number | undefined) {
  if (storageKeys.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('uploaded_files')
    .select(['id', 'storage_key', 'mime_type', 'purpose'])
    .where('storage_key', 'in', storageKeys)
    .where((eb) =>
      eb.or([
        eb('owner_id', '=', ownerId),
        ...(updateId === undefined
          ? []
          : [
              eb.exists(
                eb
                  .selectFrom('project_update_files')
                  .select(sql.lit(1).as('one'))
                  .whereRef('project_update_files.file_id', '=', 'uploaded_files.id')
                  .where('project_update_files.update_id', '=', updateId),
              ),
            ]),
      ]),
    )
    .execute();
}
