import { demoUsers } from '@keystone/demo/fixtures';
import { type Project, type User } from '@keystone/api';
import { errorResponse, http, signedInUser, type handlers } from '@keystone/demo/mocks';
import { expect, waitFor, within } from 'storybook/test';
import { screenParameters } from '../../../testing/screen-decorator.tsx';

// Shared by the details page's story files: the screen at its address, the server's answers and what a reader checks.

/**
 * `getProject` as the server answers it for these stories: `projects` by id, code 17 for any other id and, to an
 * investor, for a DRAFT (which they may not know exists). Each read sees the project's current `followed` state.
 */
export function projectHandlers(projects: readonly Project[], follows: Map<number, boolean> = new Map()) {
  const find = (id: string | number) => projects.find((project) => project.id === Number(id));
  return {
    getProject: http.get('/projects/{id}', ({ request, params, response }) => {
      const project = find(params.id);
      const user = signedInUser(request);
      if (!user) return errorResponse(6);
      if (!project || (project.status === 'DRAFT' && user.role !== 'ADMIN')) return errorResponse(17);
      return response(200).json({
        ...project,
        currentUserFollowed: follows.get(project.id) ?? project.currentUserFollowed,
      });
    }),
    followProject: http.post('/projects/{id}/subscribe', ({ params, response }) => {
      follows.set(Number(params.id), true);
      return response(204).empty();
    }),
    unfollowProject: http.delete('/projects/{id}/unsubscribe', ({ params, response }) => {
      follows.set(Number(params.id), false);
      return response(204).empty();
    }),
  } satisfies Partial<typeof handlers>;
}

/** The details screen of `project` (or of an id) for `user`, the server knowing `projects`. */
export function detailsScreen(
  project: Pick<Project, 'id'>,
  {
    user = demoUsers.approvedInvestor,
    projects = [],
    follows,
    overrides = {},
    search = '',
  }: {
    user?: User;
    /** After the address: `?pledge` opens the pledge flow. */
    search?: string;
    projects?: readonly Project[];
    follows?: Map<number, boolean>;
    overrides?: Partial<typeof handlers>;
  } = {},
) {
  return screenParameters(
    { route: `/platform/projects/${project.id}${search}`, path: '/platform/projects/:id', user },
    { ...projectHandlers(projects, follows), ...overrides },
  );
}

export const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Waits for the project's title (an h2 under the page's 'Project Details'). */
export async function findProjectTitle(canvasElement: HTMLElement, title: string) {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { level: 1, name: 'Project Details' })).toBeVisible();
  return canvas.findByRole('heading', { level: 2, name: title });
}

/** The figure a funding block shows beside `label`. */
export function figure(canvasElement: HTMLElement, block: string, label: string) {
  const region = within(canvasElement).getByRole('region', { name: block });
  return within(region).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;
}

/** The tags under the title, as read. */
export function tags(canvasElement: HTMLElement) {
  const list = within(canvasElement).getByRole('list', { name: 'Tags' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

/** The map has drawn: its marker, and the outline of Britain when no tiles are configured. */
export async function expectMapWithOutline(canvasElement: HTMLElement) {
  await waitFor(() => {
    expect(canvasElement.querySelector('.project-map-marker')).not.toBeNull();
    expect(canvasElement.querySelector('path.project-map-outline')).not.toBeNull();
  });
}
