import type { ProjectStatus } from '@keystone/api';
import { nextProjectStatus, type SystemStatusEvent } from '@keystone/flows/projects';
import type { Db } from '../db/database.ts';
import { setProjectStatus } from './queries.ts';

/**
 * Applies one of the status machine's system transitions (SYSTEM_STATUS_CHANGES in flows) when the project's
 * status permits it; answers the new status, or undefined when the event changes nothing from this status.
 */
export async function applySystemStatusEvent(
  db: Db,
  project: { id: number; status: ProjectStatus; allow_long_term: boolean },
  event: SystemStatusEvent,
): Promise<ProjectStatus | undefined> {
  const next = nextProjectStatus(project.status, { type: event }, { allowLongTerm: project.allow_long_term });
  if (next === undefined || next === project.status) return undefined;
  await setProjectStatus(db, project.id, next);
  return next;
}
