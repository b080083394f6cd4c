import { sql, type Expression, type ExpressionBuilder, type Insertable, type Updateable } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { ProjectSortColumn, ProjectStatus } from '@keystone/api';
import { compiledShapes, type Parameters } from '../db/compiled-query.ts';
import type { Db } from '../db/database.ts';
import type { DB, Projects } from '../db/schema.generated.ts';

// All of the projects' read and follow SQL. A page of the list, or one project, is one statement: the images, the
// documents, whether the caller follows it and (for the list) how many match all come with the project's row.

export interface ProjectReader {
  userId: number;
  /** Admins see hidden documents; investors only the visible ones. */
  isAdmin: boolean;
}

/** Beside the project's row: its images, its documents (what the reader may see) and whether the reader follows it. */
function projectExtras(
  eb: ExpressionBuilder<DB, 'projects'>,
  reader: Pick<ProjectReader, 'isAdmin'>,
  userId: number | Expression<number>,
) {
  let documents = eb
    .selectFrom('project_documents')
    .leftJoin('uploaded_files', 'uploaded_files.id', 'project_documents.file_id')
    .select([
      'project_documents.id',
      'project_documents.uuid',
      'project_documents.title',
      'project_documents.visible',
      'project_documents.required',
      'uploaded_files.storage_key',
    ])
    .whereRef('project_documents.project_id', '=', 'projects.id')
    .orderBy('project_documents.position')
    .orderBy('project_documents.id');
  if (!reader.isAdmin) documents = documents.where('project_documents.visible', '=', true);
  return [
    jsonArrayFrom(
      eb
        .selectFrom('project_images')
        .innerJoin('uploaded_files', 'uploaded_files.id', 'project_images.file_id')
        .select(['project_images.id', 'project_images.is_main', 'uploaded_files.storage_key'])
        .whereRef('project_images.project_id', '=', 'projects.id')
        .orderBy('project_images.position')
        .orderBy('project_images.id'),
    ).as('images'),
    jsonArrayFrom(documents).as('documents'),
    eb
      .exists(
        eb
          .selectFrom('project_follows')
          .select(sql.lit(1).as('one'))
          .whereRef('project_follows.project_id', '=', 'projects.id')
          .where('project_follows.user_id', '=', userId),
      )
      .as('current_user_followed'),
  ];
}

/** One project as the reader may see it; undefined when there is none (or, for an investor, it is a DRAFT). */
export function findProjectById(db: Db, projectId: number, reader: ProjectReader) {
  let query = db
    .selectFrom('projects')
    .selectAll('projects')
    .select((eb) => projectExtras(eb, reader, reader.userId))
    .where('projects.id', '=', projectId);
  if (!reader.isAdmin) query = query.where('projects.status', '<>', 'DRAFT');
  return query.executeTakeFirst();
}

export type ProjectRow = NonNullable<Awaited<ReturnType<typeof findProjectById>>>;

/** The contract's `ProjectSortColumn`, mapped to the only expressions a caller may sort by. */
export const sortableColumns = {
  id: sql.ref('projects.id'),
  title: sql.ref('projects.title'),
  projectType: sql.ref('projects.project_type'),
  // Seed 001's Strategy column: the strategies offered in either term, in the contract's order, as text.
  strategy: sql`concat_ws(',',
    case when projects.short_debt_secured_expected_rate is not null or projects.long_debt_secured_expected_rate is not null then 'DEBT_SECURED' end,
    case when projects.short_debt_expected_rate is not null or projects.long_debt_expected_rate is not null then 'DEBT' end,
    case when projects.short_equity_expected_rate is not null or projects.long_equity_expected_rate is not null then 'EQUITY' end,
    case when projects.short_sharia_expected_rate is not null or projects.long_sharia_expected_rate is not null then 'SHARIA' end)`,
  status: sql.ref('projects.status'),
  shortFundingTargetPence: sql.ref('projects.short_funding_target_pence'),
  // The progress column: the short term's funded share (a zero target counts as nothing funded).
  fundedPercent: sql`projects.short_funded_pence::numeric / nullif(projects.short_funding_target_pence, 0)`,
  shortStartDate: sql.ref('projects.short_start_date'),
  createdAt: sql.ref('projects.created_at'),
} as const satisfies Record<ProjectSortColumn, unknown>;

export interface ProjectListFilter {
  /** Empty means any status. */
  statuses: readonly ProjectStatus[];
  searchTerm?: string;
  /** Investors never see DRAFT projects, whatever the filter asks. */
  hideDrafts: boolean;
}

export interface ProjectListPage extends ProjectListFilter {
  limit: number;
  offset: number;
  column: ProjectSortColumn;
  direction: 'ASC' | 'DESC';
}

/** `%`, `_` and `\` typed by a user are looked for literally, not as patterns. */
function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** The search typed, trimmed; '' when there is none. */
export const searchedTerm = (filter: ProjectListFilter) => filter.searchTerm?.trim() ?? '';

/**
 * The statuses asked for, sorted and without repeats: one statement shape per set. They are the contract's enum
 * (the request is validated against it) and are written into the SQL as literals, so the planner knows them.
 */
export const canonicalStatuses = (statuses: readonly ProjectStatus[]) => [...new Set(statuses)].sort();

const statusLiterals = (statuses: readonly ProjectStatus[]) =>
  canonicalStatuses(statuses).map((status) => sql.lit<ProjectStatus>(status));

/** `pattern` is the search's `containsPattern`, when there is a search. */
function filteredProjects(
  db: Db,
  { statuses, hideDrafts }: ProjectListFilter,
  pattern: Expression<string> | undefined,
) {
  let query = db.selectFrom('projects');
  if (hideDrafts) query = query.where('projects.status', '<>', sql.lit('DRAFT'));
  if (statuses.length > 0) query = query.where('projects.status', 'in', statusLiterals(statuses));
  if (pattern !== undefined) {
    query = query.where((eb) => eb.or([eb('projects.title', 'ilike', pattern), eb('projects.city', 'ilike', pattern)]));
  }
  return query;
}

/** The number that moves with every change a search's count could see (migration 032; projects/search-counts.ts). */
const listVersion = sql<string | number | null>`(select project_list_version.version from project_list_version)`;

/**
 * How many projects match: with a search, counted over the projects, with the list version it was counted at; without
 * one, summed from project_status_counts (migration 030, kept by triggers), a few rows instead of every matching
 * project.
 */
function matchingCount(db: Db, filter: ProjectListFilter, pattern: Expression<string> | undefined) {
  if (pattern !== undefined) {
    return filteredProjects(db, filter, pattern).select((eb) => [
      eb.fn.countAll<string | number>().as('count'),
      listVersion.as('list_version'),
    ]);
  }
  let query = db
    .selectFrom('project_status_counts')
    .select(sql<string | number>`coalesce(sum(project_status_counts.count), 0)`.as('count'));
  if (filter.hideDrafts) query = query.where('project_status_counts.status', '<>', sql.lit('DRAFT'));
  if (filter.statuses.length > 0) {
    query = query.where('project_status_counts.status', 'in', statusLiterals(filter.statuses));
  }
  return query;
}

const countShapes = compiledShapes(
  (filter: ProjectListFilter) =>
    [filter.hideDrafts, searchedTerm(filter) !== '', ...canonicalStatuses(filter.statuses)].join(),
  (db, filter, p: Parameters<{ pattern: string }>) =>
    matchingCount(db, filter, searchedTerm(filter) === '' ? undefined : p.pattern),
  { planEachCall: (filter) => searchedTerm(filter) !== '' },
);

/** How many projects match, and (for a search) the list version it was counted at. */
export async function countProjects(
  db: Db,
  filter: ProjectListFilter,
): Promise<{ count: number; listVersion: string | undefined }> {
  const [row] = await countShapes(db, filter, { pattern: containsPattern(searchedTerm(filter)) });
  const version = row && 'list_version' in row ? row.list_version : undefined;
  return { count: Number(row?.count ?? 0), listVersion: version === undefined ? undefined : String(version) };
}

interface PageShape extends ProjectListPage {
  isAdmin: boolean;
  /** The investor's first page without a search: its limit is a literal and it has no offset (see below). */
  planOnce: boolean;
}

/**
 * Planning. Every shape is a prepared statement; PostgreSQL (plan_cache_mode auto) plans its first five calls for
 * their values, then keeps a generic plan if that costs no more than they did on average.
 * - The investor's first unsearched page, the hot one, is planned once: its statuses and limit are literals and it
 *   has no offset, so its generic plan costs what a custom one does. (With LIMIT as a parameter the generic plan is
 *   costed as if a tenth of the rows were wanted and PostgreSQL re-planned it on every call.)
 * - Later pages and the admin's filtered table are planned for their values on every call (sent unnamed): the
 *   offset and the rare statuses an admin picks decide the best plan, and they run far less often.
 * - A search is planned for its pattern on every call (sent unnamed): for a rare name the trigram index finds the
 *   one match, where a generic plan walks the list's order filtering every listed project (at 100,000 projects a
 *   project's full name had p95 2.2x the first page's, the goal being 2x); for a common city both plans are alike.
 */
const pageShapes = compiledShapes(
  (shape: PageShape) =>
    [
      shape.column,
      shape.direction,
      shape.isAdmin,
      shape.hideDrafts,
      searchedTerm(shape) !== '',
      shape.planOnce && shape.limit,
      ...canonicalStatuses(shape.statuses),
    ].join(),
  (db, shape, p: Parameters<{ userId: number; limit: number; offset: number; pattern: string }>) => {
    const direction = shape.direction === 'DESC' ? 'desc' : 'asc';
    const pattern = searchedTerm(shape) === '' ? undefined : p.pattern;
    const query = filteredProjects(db, shape, pattern)
      .selectAll('projects')
      .select((eb) => projectExtras(eb, shape, p.userId))
      // Unsearched, how many match, on every row of the page: the list needs no second statement to count (an
      // uncorrelated subquery over project_status_counts, built without plugins: it is a part of this statement).
      // Searched, counting reads every match: the page carries the list version instead, and a count remembered at
      // that version is exact (search-counts.ts).
      .select(() =>
        pattern === undefined
          ? matchingCount(db.withoutPlugins(), shape, pattern).as('matching_count')
          : sql<null>`null`.as('matching_count'),
      )
      .select(() => (pattern === undefined ? sql<string | number | null>`null` : listVersion).as('list_version'))
      .orderBy(sortableColumns[shape.column], (ob) =>
        direction === 'desc' ? ob.desc().nullsLast() : ob.asc().nullsLast(),
      )
      // The id keeps pages stable when sort values repeat.
      .orderBy('projects.id', direction);
    return shape.planOnce ? query.limit(sql.lit(shape.limit)) : query.limit(p.limit).offset(p.offset);
  },
  { planEachCall: (shape) => !shape.planOnce },
);

export function findProjectPage(db: Db, page: ProjectListPage, reader: ProjectReader) {
  const planOnce = !reader.isAdmin && page.offset === 0 && searchedTerm(page) === '';
  return pageShapes(
    db,
    { ...page, isAdmin: reader.isAdmin, planOnce },
    { userId: reader.userId, limit: page.limit, offset: page.offset, pattern: containsPattern(searchedTerm(page)) },
  );
}

export type ProjectListRow = Awaited<ReturnType<typeof findProjectPage>>[number];

/** The project's status, for deciding whether it may be followed; undefined when there is no such project. */
export function findProjectStatus(db: Db, projectId: number) {
  return db.selectFrom('projects').select('status').where('id', '=', projectId).executeTakeFirst();
}

/** Following twice keeps the first follow (and its date, which the dashboard shows). */
export async function insertFollow(db: Db, userId: number, projectId: number): Promise<void> {
  await db
    .insertInto('project_follows')
    .values({ user_id: userId, project_id: projectId })
    .onConflict((conflict) => conflict.columns(['user_id', 'project_id']).doNothing())
    .execute();
}

export async function deleteFollow(db: Db, userId: number, projectId: number): Promise<void> {
  await db.deleteFrom('project_follows').where('user_id', '=', userId).where('project_id', '=', projectId).execute();
}

/**
 * The project (undefined when there is none, or for an investor a DRAFT) with its documents that have a file, in
 * the list's order: every one for an admin, the visible ones for an investor.
 */
export function findDocumentFiles(db: Db, projectId: number, reader: ProjectReader) {
  let query = db
    .selectFrom('projects')
    .select(['projects.id', 'projects.title'])
    .select((eb) => {
      let documents = eb
        .selectFrom('project_documents')
        .innerJoin('uploaded_files', 'uploaded_files.id', 'project_documents.file_id')
        .select(['project_documents.title', 'uploaded_files.storage_key'])
        .whereRef('project_documents.project_id', '=', 'projects.id')
        .orderBy('project_documents.position')
        .orderBy('project_documents.id');
      if (!reader.isAdmin) documents = documents.where('project_documents.visible', '=', true);
      return jsonArrayFrom(documents).as('documents');
    })
    .where('projects.id', '=', projectId);
  if (!reader.isAdmin) query = query.where('projects.status', '<>', 'DRAFT');
  return query.executeTakeFirst();
}

/** A status change the server makes (the status machine's system transitions), in the caller's transaction. */
export async function setProjectStatus(db: Db, projectId: number, status: ProjectStatus): Promise<void> {
  await db.updateTable('projects').set({ status }).where('id', '=', projectId).execute();
}

/** The project row, locked against a concurrent save or delete for the rest of the transaction. */
export function lockProject(db: Db, id: number) {
  return db.selectFrom('projects').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export function findProjectRow(db: Db, id: number) {
  return db.selectFrom('projects').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertProject(db: Db, values: Insertable<Projects>): Promise<number> {
  const { id } = await db.insertInto('projects').values(values).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateProjectRow(db: Db, id: number, values: Updateable<Projects>): Promise<void> {
  await db.updateTable('projects').set(values).where('id', '=', id).execute();
}

export async function deleteProjectRow(db: Db, id: number): Promise<void> {
  // Images, documents and followers go with it (ON DELETE CASCADE), in the same statement.
  await db.deleteFrom('projects').where('id', '=', id).execute();
}

/** The uploads the caller may attach: their own, or files already attached to this project. */
export function attachableFiles(db: Db, storageKeys: string[], ownerId: number, projectId: number | undefined) {
  if (storageKeys.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('uploaded_files')
    .select(['id', 'storage_key', 'mime_type', 'purpose'])
    .where('storage_key', 'in', storageKeys)
    .where((eb) =>
      eb.or([
        eb('owner_id', '=', ownerId),
        ...(projectId === undefined
          ? []
          : [
              eb.exists(
                eb
                  .selectFrom('project_images')
                  .select('project_images.id')
                  .whereRef('project_images.file_id', '=', 'uploaded_files.id')
                  .where('project_images.project_id', '=', projectId),
              ),
              eb.exists(
                eb
                  .selectFrom('project_documents')
                  .select('project_documents.id')
                  .whereRef('project_documents.file_id', '=', 'uploaded_files.id')
                  .where('project_documents.project_id', '=', projectId),
              ),
            ]),
      ]),
    )
    .execute();
}

export interface ImageRow {
  file_id: number;
  is_main: boolean;
}
export interface DocumentRow {
  file_id: number | null;
  title: string;
  visible: boolean;
  required: boolean;
  predefined: boolean;
  uuid?: string;
}

/** Replaces the project's images and documents with the lists given, in their order. */
export async function replaceMedia(
  db: Db,
  projectId: number,
  images: ImageRow[],
  documents: DocumentRow[],
): Promise<void> {
  await db.deleteFrom('project_images').where('project_id', '=', projectId).execute();
  await db.deleteFrom('project_documents').where('project_id', '=', projectId).execute();
  if (images.length > 0) {
    await db
      .insertInto('project_images')
      .values(images.map((image, position) => ({ ...image, project_id: projectId, position })))
      .execute();
  }
  if (documents.length > 0) {
    await db
      .insertInto('project_documents')
      .values(documents.map((document, position) => ({ ...document, project_id: projectId, position })))
      .execute();
  }
}

/** One row per investment in the project, oldest first, with its investor. */
export function projectInvestments(db: Db, projectId: number) {
  return db
    .selectFrom('investments')
    .innerJoin('users', 'users.id', 'investments.user_id')
    .select([
      'investments.id',
      'users.full_name',
      'users.email',
      'investments.term',
      'investments.invest_strategy',
      'investments.amount_pence',
      'investments.created_at',
      'investments.status',
    ])
    .where('investments.project_id', '=', projectId)
    .orderBy('investments.created_at')
    .orderBy('investments.id')
    .execute();
}

export type ProjectInvestment = Awaited<ReturnType<typeof projectInvestments>>[number];

/** The project of that title, if there is one (the demo seed finds what it wrote before by title). */
export function findProjectIdByTitle(db: Db, title: string) {
  return db.selectFrom('projects').select('id').where('title', '=', title).executeTakeFirst();
}
