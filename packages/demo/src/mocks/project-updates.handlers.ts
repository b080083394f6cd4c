import type { ProjectUpdate, ProjectUpdateInput, ProjectUpdateRevision, User } from '@keystone/api';
import {
  PROJECT_UPDATES_PAGE_SIZE,
  validateProjectUpdateAudience,
  validateProjectUpdateText,
  validateProjectUpdateTitle,
} from '@keystone/flows/projects';
import { validateFields } from '@keystone/flows/rules';
import { demoProjectList, demoProjectUpdateRevisions, demoProjectUpdates } from '../fixtures/index.ts';
import { errorResponse } from './error-response.ts';
import { http } from './http.ts';
import { forgetOnReset } from './mock-memory.ts';
import { listPage } from './paging.ts';
import { signedInUser } from './session.ts';

// What the demo admin posted and edited lasts until the page reloads, as the other mocks' memory does.
const posted: ProjectUpdate[] = [];
const edited = new Map<number, ProjectUpdate>();
/** The versions the demo admin's edits replaced, newest first, by update. */
const replaced = new Map<number, ProjectUpdateRevision[]>();
forgetOnReset(() => {
  posted.length = 0;
  edited.clear();
  replaced.clear();
});

const revisionsOf = (updateId: number): ProjectUpdateRevision[] => [
  ...(replaced.get(updateId) ?? []),
  ...(demoProjectUpdateRevisions[updateId] ?? []),
];

const allUpdates = (): ProjectUpdate[] =>
  [...posted, ...demoProjectUpdates]
    .map((update) => edited.get(update.id) ?? update)
    .sort((a, b) => b.postedAt.localeCompare(a.postedAt) || b.id - a.id);

const findProject = (id: string | number) => demoProjectList.find((project) => project.id === Number(id));

/** The demo investor invested in or follows every demo project past DRAFT; admins read everything. */
const readable = (user: User, update: ProjectUpdate) =>
  user.role === 'ADMIN' || findProject(update.projectId)?.status !== 'DRAFT';

/** A page as the server answers it: `nextOffset` when another page follows. */
function page(updates: ProjectUpdate[], request: Request) {
  const { page: rows, count } = listPage(updates, request, { defaultLimit: PROJECT_UPDATES_PAGE_SIZE });
  const offset = Number(new URL(request.url).searchParams.get('offset') ?? 0);
  const next = offset + PROJECT_UPDATES_PAGE_SIZE;
  return { updates: rows, nextOffset: next < count ? next : null };
}

/** Flows' rules, as the server runs them; then the update as saved (a file's name is the last part of its URL). */
function refusalOf(body: ProjectUpdateInput) {
  const fieldErrors = validateFields(body, {
    title: validateProjectUpdateTitle,
    text: validateProjectUpdateText,
    audience: validateProjectUpdateAudience,
  });
  return fieldErrors.length > 0 ? errorResponse(2, { fieldErrors }) : null;
}
const fileOf = ({ url }: { url: string }) => ({ url, name: decodeURIComponent(url.split('/').pop() ?? url) });

export const projectUpdatesHandlers = {
  listProjectUpdates: http.get('/projects/{id}/updates', ({ request, params, response }) => {
    const user = signedInUser(request);
    if (!user) return errorResponse(6);
    const project = findProject(params.id);
    if (!project || (user.role !== 'ADMIN' && project.status === 'DRAFT')) return errorResponse(17);
    const updates = allUpdates().filter((update) => update.projectId === project.id && readable(user, update));
    return response(200).json(page(updates, request));
  }),

  listProjectUpdateRevisions: http.get(
    '/projects/{id}/updates/{updateId}/revisions',
    ({ request, params, response }) => {
      const user = signedInUser(request);
      if (!user) return errorResponse(6);
      const project = findProject(params.id);
      if (!project || (user.role !== 'ADMIN' && project.status === 'DRAFT')) return errorResponse(17);
      // An update the reader may not read is answered as one that does not exist.
      const update = allUpdates().find((each) => each.id === Number(params.updateId) && each.projectId === project.id);
      if (!update || !readable(user, update)) return errorResponse(42);
      return response(200).json({ revisions: revisionsOf(update.id) });
    },
  ),

  listUpdatesFeed: http.get('/updates/feed', ({ request, response }) => {
    const user = signedInUser(request);
    if (!user) return errorResponse(6);
    if (user.role !== 'INVESTOR') return errorResponse(11);
    return response(200).json(
      page(
        allUpdates().filter((update) => readable(user, update)),
        request,
      ),
    );
  }),

  createProjectUpdate: http.post('/projects/{id}/updates', async ({ request, params, response }) => {
    const user = signedInUser(request);
    if (!user) return errorResponse(6);
    if (user.role !== 'ADMIN') return errorResponse(11);
    const project = findProject(params.id);
    if (!project) return errorResponse(17);
    const body = await request.json();
    const refused = refusalOf(body);
    if (refused) return refused;
    const update: ProjectUpdate = {
      id: 1000 + posted.length,
      projectId: project.id,
      projectTitle: project.title,
      title: body.title.trim(),
      text: body.text.trim(),
      audience: body.audience,
      postedAt: new Date().toISOString(),
      editedAt: null,
      photos: body.photos.map(fileOf),
      documents: body.documents.map(fileOf),
    };
    posted.push(update);
    return response(201).json(update);
  }),

  editProjectUpdate: http.put('/projects/{id}/updates/{updateId}', async ({ request, params, response }) => {
    const user = signedInUser(request);
    if (!user) return errorResponse(6);
    if (user.role !== 'ADMIN') return errorResponse(11);
    const current = allUpdates().find(
      (update) => update.id === Number(params.updateId) && update.projectId === Number(params.id),
    );
    if (!current) return errorResponse(42);
    const body = await request.json();
    const refused = refusalOf(body);
    if (refused) return refused;
    const update: ProjectUpdate = {
      ...current,
      title: body.title.trim(),
      text: body.text.trim(),
      audience: body.audience,
      editedAt: new Date().toISOString(),
      photos: body.photos.map(fileOf),
      documents: body.documents.map(fileOf),
    };
    const earlier = revisionsOf(current.id);
    replaced.set(current.id, [
      {
        revision: (earlier[0]?.revision ?? 0) + 1,
        title: current.title,
        text: current.text,
        audience: current.audience,
        photos: current.photos.map(({ name }) => ({ name })),
        documents: current.documents.map(({ name }) => ({ name })),
        savedAt: current.editedAt ?? current.postedAt,
        replacedAt: update.editedAt ?? update.postedAt,
      },
      ...(replaced.get(current.id) ?? []),
    ]);
    edited.set(update.id, update);
    return response(200).json(update);
  }),
};
