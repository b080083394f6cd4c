import { keepPreviousData } from '@tanstack/react-query';
import { useApi } from '../../../api/index.ts';
import { listProjectsApiQuery, type ProjectsListQuery, type ProjectsViewer } from './projects-list-query.ts';

/** `GET /projects` for the list's state; the previous page stays on screen while the next one loads. */
export function useProjectsList(query: ProjectsListQuery, viewer: ProjectsViewer) {
  return useApi().useQuery(
    'get',
    '/projects',
    { params: { query: listProjectsApiQuery(query, viewer) } },
    { placeholderData: keepPreviousData },
  );
}
