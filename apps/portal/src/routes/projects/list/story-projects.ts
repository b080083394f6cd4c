import { demoProjects } from '@keystone/demo/fixtures';
import { type Project } from '@keystone/api';
import { errorResponse, http, signedInUser } from '@keystone/demo/mocks';
import { INVESTOR_DEFAULT_PROJECT_STATUSES } from '@keystone/flows/projects';

// For the list's stories: more projects than the demo has (to page through), and a list the admin's delete changes
// (the shared mock answers from the fixed demo list).

/** `count` projects open for pledges, 'Project 1' the newest. */
export function manyProjects(count: number): Project[] {
  const base = demoProjects.availableToPledge;
  return Array.from({ length: count }, (_, index) => ({
    ...base,
    id: 100 + index + 1,
    title: `Project ${index + 1}`,
    createdAt: new Date(Date.parse(base.createdAt) - index * 86_400_000).toISOString(),
  }));
}

/**
 * `listProjects` over `projects` (kept in their order, newest first) as the server pages and filters it, and a
 * `deleteProject` that removes the project from what the list answers next.
 */
export function createProjectsListMock(projects: readonly Project[]) {
  let deleted = new Set<number>();
  return {
    reset: () => {
      deleted = new Set();
    },
    deleted: () => [...deleted],
    handlers: {
      listProjects: http.get('/projects', ({ request, query, response }) => {
        const user = signedInUser(request);
        if (!user) return errorResponse(6);
        const admin = user.role === 'ADMIN';
        const asked = query.getAll('status');
        const statuses: readonly string[] = asked.length > 0 || admin ? asked : INVESTOR_DEFAULT_PROJECT_STATUSES;
        const term = (query.get('searchTerm') ?? '').toLowerCase();
        const found = projects.filter(
          (project) =>
            !deleted.has(project.id) &&
            (admin || project.status !== 'DRAFT') &&
            (statuses.length === 0 || statuses.includes(project.status)) &&
            [project.title, project.city].some((text) => text.toLowerCase().includes(term)),
        );
        const limit = Number(query.get('limit') ?? (admin ? 20 : 12));
        const offset = Number(query.get('offset') ?? 0);
        return response(200).json({ projects: found.slice(offset, offset + limit), count: found.length });
      }),
      deleteProject: http.delete('/projects/{id}', ({ params, response }) => {
        deleted.add(Number(params.id));
        return response(204).empty();
      }),
    },
  };
}
