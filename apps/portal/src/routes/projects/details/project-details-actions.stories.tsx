import { demoProjects, demoUsers } from '@keystone/demo/fixtures';
import { errorCatalogue, type ContactRequest } from '@keystone/api';
import { errorResponse, http } from '@keystone/demo/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { screenDecorator } from '../../../testing/screen-decorator.tsx';
import { body, detailsScreen, findProjectTitle } from './details-stories.ts';
import { ProjectDetailsPage } from './project-details-page.tsx';

const { draft, comingSoon, availableToPledge, developmentBegan, complete } = demoProjects;
const projects = Object.values(demoProjects);
/** What the server remembers of following, per story run (reset before each). */
const follows = new Map<number, boolean>();
const sentQuestions: ContactRequest[] = [];

const meta = {
  title: 'Portal/Projects/Details/Actions',
  component: ProjectDetailsPage,
  decorators: [screenDecorator],
  beforeEach: () => {
    follows.clear();
    sentQuestions.length = 0;
  },
  parameters: { layout: 'padded', ...detailsScreen(comingSoon, { projects, follows }) },
} satisfies Meta<typeof ProjectDetailsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const adminActions = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('group', { name: 'Admin actions' }));

/** Follow, then unfollow: each press is sent, the project is read again and the button shows the server's state. */
export const FollowAndUnfollow: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findProjectTitle(canvasElement, comingSoon.title);
    await userEvent.click(canvas.getByRole('button', { name: 'Follow' }));
    await expect(await canvas.findByRole('button', { name: 'Unfollow' })).toBeVisible();
    await expect(follows.get(comingSoon.id)).toBe(true);
    await userEvent.click(canvas.getByRole('button', { name: 'Unfollow' }));
    await expect(await canvas.findByRole('button', { name: 'Follow' })).toBeVisible();
    await expect(follows.get(comingSoon.id)).toBe(false);
  },
};

/** A follower sees 'Unfollow' from the start. */
export const Follower: Story = {
  parameters: detailsScreen(availableToPledge, { projects, follows }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findProjectTitle(canvasElement, availableToPledge.title);
    await expect(canvas.getByRole('button', { name: 'Unfollow' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Follow' })).toBeNull();
  },
};

/**
 * 'Ask here' opens the contact form, loaded on the click; an investor who used their 3 answer attempts finds KYC
 * chosen, and the question carries the project's name.
 */
export const AskHere: Story = {
  parameters: detailsScreen(comingSoon, {
    projects,
    follows,
    user: { ...demoUsers.approvedInvestor, usedAnswerAttempts: 3 },
    overrides: {
      sendContactRequest: http.post('/marketing/contact-us', async ({ request, response }) => {
        sentQuestions.push(await request.json());
        return response(204).empty();
      }),
    },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findProjectTitle(canvasElement, comingSoon.title);
    const askHere = canvas.getByRole('button', { name: 'Ask here' });
    await userEvent.click(askHere);
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Contact us' }));
    await expect(dialog.getByRole('combobox', { name: 'Interest' })).toHaveValue('KYC');
    await userEvent.type(dialog.getByRole('textbox', { name: /Message/ }), 'When does pledging open?');
    await userEvent.click(dialog.getByRole('button', { name: 'Send message' }));
    await expect(await dialog.findByText('Thank you! Your message has been sent.')).toBeVisible();
    await expect(sentQuestions).toEqual([
      expect.objectContaining({ projectName: comingSoon.title, interest: 'KYC', message: 'When does pledging open?' }),
    ]);
    await userEvent.click(dialog.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Ask here' })).toHaveFocus();
  },
};

/** COMING_SOON to an admin: edit and delete, no export (no investors yet). */
export const AdminComingSoon: Story = {
  parameters: detailsScreen(comingSoon, { projects, user: demoUsers.admin }),
  play: async ({ canvasElement }) => {
    await findProjectTitle(canvasElement, comingSoon.title);
    const actions = adminActions(canvasElement);
    await expect(actions.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/platform/projects/edit/2');
    await expect(actions.getByRole('button', { name: 'Delete' })).toBeVisible();
    await expect(actions.queryByRole('link', { name: 'Export investors' })).toBeNull();
    await expect(actions.queryByRole('link', { name: 'Payments' })).toBeNull();
  },
};

/** From AVAILABLE_TO_PLEDGE on: the investor export, and no delete. */
export const AdminAvailableToPledge: Story = {
  parameters: detailsScreen(availableToPledge, { projects, user: demoUsers.admin }),
  play: async ({ canvasElement }) => {
    await findProjectTitle(canvasElement, availableToPledge.title);
    const actions = adminActions(canvasElement);
    const exportLink = actions.getByRole('link', { name: 'Export investors' });
    await expect(exportLink).toHaveAttribute('href', '/api/projects/3/export-investors');
    await expect(exportLink).toHaveAttribute('download');
    await expect(actions.queryByRole('button', { name: 'Delete' })).toBeNull();
    await expect(actions.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/platform/projects/edit/3');
  },
};

export const AdminFunded: Story = {
  parameters: detailsScreen(developmentBegan, { projects, user: demoUsers.admin }),
  play: async ({ canvasElement }) => {
    await findProjectTitle(canvasElement, developmentBegan.title);
    const actions = adminActions(canvasElement);
    await expect(actions.getByRole('link', { name: 'Export investors' })).toHaveAttribute(
      'href',
      '/api/projects/4/export-investors',
    );
    await expect(actions.getByRole('link', { name: 'Payments' })).toHaveAttribute(
      'href',
      '/platform/projects/payments/4',
    );
    await expect(actions.queryByRole('button', { name: 'Delete' })).toBeNull();
  },
};

export const AdminComplete: Story = {
  parameters: detailsScreen(complete, { projects, user: demoUsers.admin }),
  play: async ({ canvasElement }) => {
    await findProjectTitle(canvasElement, complete.title);
    await expect(adminActions(canvasElement).getByRole('link', { name: 'Export investors' })).toBeVisible();
    await expect(adminActions(canvasElement).queryByRole('button', { name: 'Delete' })).toBeNull();
  },
};

/** Delete asks once more; cancelling keeps the project, confirming deletes it and opens the project list. */
export const DeleteDraft: Story = {
  parameters: detailsScreen(draft, { projects, user: demoUsers.admin }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findProjectTitle(canvasElement, draft.title);
    await userEvent.click(adminActions(canvasElement).getByRole('button', { name: 'Delete' }));
    const question = `Delete ${draft.title}?`;
    let dialog = within(await body(canvasElement).findByRole('dialog', { name: question }));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('heading', { level: 2, name: draft.title })).toBeVisible();

    await userEvent.click(adminActions(canvasElement).getByRole('button', { name: 'Delete' }));
    dialog = within(await body(canvasElement).findByRole('dialog', { name: question }));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(await canvas.findByTestId('navigated-to')).toHaveTextContent('Navigated to /platform/projects');
  },
};

/** Refused (another admin moved the project on meanwhile): the server's words in the dialog, the project stays. */
export const DeleteRefused: Story = {
  parameters: detailsScreen(comingSoon, {
    projects,
    user: demoUsers.admin,
    overrides: { deleteProject: http.delete('/projects/{id}', () => errorResponse(10)) },
  }),
  play: async ({ canvasElement }) => {
    await findProjectTitle(canvasElement, comingSoon.title);
    await userEvent.click(adminActions(canvasElement).getByRole('button', { name: 'Delete' }));
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: `Delete ${comingSoon.title}?` }));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(await dialog.findByText(errorCatalogue[10].message)).toBeVisible();
    await expect(within(canvasElement).queryByTestId('navigated-to')).toBeNull();
  },
};
