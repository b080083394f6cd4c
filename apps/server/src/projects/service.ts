import type { Project } from '@keystone/api';
import type { Db } from '../db/database.ts';
import { AppError } from '../errors/app-error.ts';
import {
  countProjects,
  deleteFollow,
  findProjectById,
  findProjectPage,
  findProjectStatus,
  insertFollow,
  type ProjectListPage,
  type ProjectReader,
} from './queries.ts';
import { toProjectView } from './project-view.ts';

export async function listProjects(
  db: Db,
  page: ProjectListPage,
  reader: ProjectReader,
): Promise<{ projects: Project[]; count: number }> {
  const rows = await findProjectPage(db, page, reader);
  const first = rows[0];
  // A page past the end has no row to carry the count: only then is it counted on its own.
  const count = first ? Number(first.matching_count) : page.offset === 0 ? 0 : await countProjects(db, page);
  return { projects: rows.map(toProjectView), count };
}

/** One project; code 17 when there is none, and for an investor asking for a DRAFT (it does not exist for them). */
export async function getProject(db: Db, projectId: number, reader: ProjectReader): Promise<Project> {
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
export async function followProject(db: Db, userId: number, projectId: number): Promise<void> {
  await requireFollowable(db, projectId);
  await insertFollow(db, userId, projectId);
}

/** Unfollowing a project not followed is harmless. */
export async function unfollowProject(db: Db, userId: number, projectId: number): Promise<void> {
  await requireFollowable(db, projectId);
  await deleteFollow(db, userId, projectId);
}
