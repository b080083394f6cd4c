import type { Project, ProjectStatus } from '@keystone/api';
import { demoUsers } from '@keystone/demo/fixtures';
import {
  ADMIN_STATUS_CHANGES,
  canExportInvestors,
  hasPaymentsScreen,
  isProjectDeletable,
  PROJECT_STATUS_LABELS,
  SYSTEM_STATUS_CHANGES,
  SYSTEM_STATUS_EVENTS,
} from '@keystone/flows/projects';
import { expect, waitFor, within } from 'storybook/test';
import { screenParameters } from '../../../testing/screen-decorator.tsx';
import { DELETE_TEXTS } from '../delete-project/delete-project-texts.ts';
import { ADMIN_ACTION_TEXTS } from '../details/admin-actions.tsx';
import { findProjectTitle, tags } from '../details/details-stories.ts';
import { DETAILS_TEXTS } from '../details/project-details-texts.ts';
import { PANEL_TEXTS, SYSTEM_EVENT_WORDS } from './status-screens.tsx';
import type { projectServer } from './status-server.ts';

// What the status stories share: the admin on the project's details screen, and what they check there.

/** The admin on the details screen of `project`, the server being `server`. */
export const adminOnDetails = (project: Project, server: ReturnType<typeof projectServer>) =>
  screenParameters({ route: `/platform/projects/${project.id}`, user: demoUsers.admin }, server.handlers);

/** The details screen shows `project` in `status`: its title, and the status first among its tags. */
export async function expectDetailsIn(canvasElement: HTMLElement, project: Project, status: ProjectStatus) {
  // After a save the portal navigates here: the page's own heading first.
  await within(canvasElement).findByRole('heading', { level: 1, name: DETAILS_TEXTS.title });
  await findProjectTitle(canvasElement, project.title);
  await waitFor(() => expect(tags(canvasElement)[0]).toBe(PROJECT_STATUS_LABELS[status]));
}

/** The admin's actions for `status`, exactly: Edit always, Delete while deletable, Payments and the export when due. */
export async function expectAdminOffers(canvasElement: HTMLElement, status: ProjectStatus) {
  const group = within(canvasElement).getByRole('group', { name: 'Admin actions' });
  const offered = Array.from(group.querySelectorAll('a, button'), (action) => action.textContent?.trim());
  await expect(offered).toEqual(
    [
      ADMIN_ACTION_TEXTS.edit,
      isProjectDeletable(status) && DELETE_TEXTS.button,
      hasPaymentsScreen(status) && ADMIN_ACTION_TEXTS.payments,
      canExportInvestors(status) && ADMIN_ACTION_TEXTS.exportInvestors,
    ].filter(Boolean),
  );
}

/**
 * The panel beside the page lists what the transition tables allow from `status` (the panel asks the machine, so
 * this checks the machine against its tables too).
 */
export async function expectMachinePanel(canvasElement: HTMLElement, status: ProjectStatus) {
  const panel = within(await within(canvasElement).findByRole('complementary', { name: PANEL_TEXTS.title }));
  const listed = (name: string) =>
    panel.queryByRole('list', { name }) ? within(panel.getByRole('list', { name })).getAllByRole('listitem') : [];
  const changes = ADMIN_STATUS_CHANGES[status].filter((to) => to !== status).map((to) => PROJECT_STATUS_LABELS[to]);
  await expect(listed(PANEL_TEXTS.adminMay).map((item) => item.textContent)).toEqual(
    [...changes].sort((a, b) => order(a) - order(b)),
  );
  const events = SYSTEM_STATUS_EVENTS.filter((event) => SYSTEM_STATUS_CHANGES[event].from === status);
  const said = listed(PANEL_TEXTS.serverMoves).map((item) => item.textContent ?? '');
  await expect(said).toHaveLength(events.length);
  events.forEach((event, at) => {
    const { to, toWithoutLongTerm } = SYSTEM_STATUS_CHANGES[event];
    expect(said[at]).toContain(SYSTEM_EVENT_WORDS[event]);
    expect(said[at]).toContain(PROJECT_STATUS_LABELS[to]);
    if (toWithoutLongTerm) expect(said[at]).toContain(PROJECT_STATUS_LABELS[toWithoutLongTerm]);
  });
}

/** The panel lists the admin's changes in the contract's order of statuses. */
const order = (label: string) => Object.values(PROJECT_STATUS_LABELS).indexOf(label);
