import type { ProjectUpdate } from '@keystone/api';
import { demoProjects, demoProjectUpdateRevisions, demoProjectUpdates, demoUsers } from '@keystone/demo/fixtures';
import { errorResponse, http, serverErrorResponse, type handlers } from '@keystone/demo/mocks';
import { PROJECT_UPDATE_MESSAGES, PROJECT_UPDATES_PAGE_SIZE } from '@keystone/flows/projects';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { UPDATE_TEXTS } from '../../../project-updates/update-texts.ts';
import { onMobile } from '../../../testing/on-mobile.ts';
import { screenDecorator, screenParameters } from '../../../testing/screen-decorator.tsx';
import { fileInput, pdf, png } from '../form/project-form-story.ts';
import { ProjectUpdatesSection } from './project-updates-section.tsx';

const { developmentBegan, comingSoon } = demoProjects;
const [editedUpdate, withFiles] = demoProjectUpdates.filter((update) => update.projectId === developmentBegan.id);
if (!editedUpdate?.editedAt || !withFiles || withFiles.photos.length === 0) {
  throw new Error('the demo needs an edited update, then one with photos and documents');
}

const screen = (user = demoUsers.approvedInvestor, overrides: Partial<typeof handlers> = {}) =>
  screenParameters({ user }, overrides);

const meta = {
  title: 'Portal/Projects/Details/Updates',
  component: ProjectUpdatesSection,
  tags: ['autodocs'],
  decorators: [screenDecorator],
  args: { project: developmentBegan },
  parameters: { layout: 'padded', ...screen() },
} satisfies Meta<typeof ProjectUpdatesSection>;
export default meta;
type Story = StoryObj<typeof meta>;

const section = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('region', { name: UPDATE_TEXTS.timelineTitle });
const update = async (canvasElement: HTMLElement, title: string) =>
  within(await within(canvasElement).findByRole('article', { name: title }));
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Several updates, newest first: the edited one says so with the time, in London time; the other has files. */
export const Several: Story = {
  play: async ({ canvasElement }) => {
    const timeline = within(await section(canvasElement));
    const articles = await timeline.findAllByRole('article');
    await expect(articles.map((article) => within(article).getByRole('heading').textContent)).toEqual([
      editedUpdate.title,
      withFiles.title,
    ]);
    const edited = await update(canvasElement, editedUpdate.title);
    await expect(edited.getByText('Posted 28/10/2026, 16:20')).toBeVisible();
    await expect(edited.getByText('Edited 29/10/2026, 09:05')).toBeVisible();
    await expect(edited.getByText('For investors and followers')).toBeVisible();
    await expect(timeline.queryByRole('button', { name: UPDATE_TEXTS.post })).toBeNull();
    await expect(timeline.queryByRole('button', { name: UPDATE_TEXTS.edit(editedUpdate.title) })).toBeNull();
  },
};

const [firstVersion] = demoProjectUpdateRevisions[editedUpdate.id] ?? [];
if (!firstVersion) throw new Error("the demo needs the edited update's earlier version");
const editedControl = (item: ReturnType<typeof within>) =>
  item.getByRole('button', { name: `Edited 29/10/2026, 09:05, ${UPDATE_TEXTS.showEarlier}` });
const earlierVersions = async (canvasElement: HTMLElement) => {
  const item = await update(canvasElement, editedUpdate.title);
  const control = editedControl(item);
  await expect(control).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(control);
  await expect(control).toHaveAttribute('aria-expanded', 'true');
  return { item, control, region: within(await item.findByRole('region', { name: UPDATE_TEXTS.earlierVersions })) };
};

/**
 * Never silently changed: "Edited …" opens the update's earlier versions, newest first, each with when it was
 * written and replaced and who could read it; pressed again, it closes them.
 */
export const EarlierVersionsShown: Story = {
  play: async ({ canvasElement }) => {
    const { item, control, region } = await earlierVersions(canvasElement);
    await expect(
      await region.findByText('Version 1: written 28/10/2026, 16:20, replaced 29/10/2026, 09:05'),
    ).toBeVisible();
    await expect(region.getByText(firstVersion.text)).toBeVisible();
    await expect(region.getByText('For investors and followers')).toBeVisible();
    // The update itself still reads as it is now.
    await expect(item.getByText(editedUpdate.text)).toBeVisible();
    await userEvent.click(control);
    await expect(item.queryByRole('region', { name: UPDATE_TEXTS.earlierVersions })).toBeNull();
  },
};

/** At 390 px the earlier versions open under the update's header, within the width. */
export const EarlierVersionsOnAPhone: Story = {
  ...onMobile({}),
  play: async ({ canvasElement }) => {
    const { region } = await earlierVersions(canvasElement);
    await expect(await region.findByText(firstVersion.text)).toBeVisible();
  },
};

/** While the earlier versions load, their place says so. */
export const EarlierVersionsLoading: Story = {
  parameters: screen(demoUsers.approvedInvestor, {
    listProjectUpdateRevisions: http.get('/projects/{id}/updates/{updateId}/revisions', async () => {
      await delay('infinite');
      return serverErrorResponse();
    }),
  }),
  play: async ({ canvasElement }) => {
    const { region } = await earlierVersions(canvasElement);
    await expect(await region.findByRole('status')).toHaveTextContent(UPDATE_TEXTS.earlierVersionsLoading);
  },
};

/** Loading them again on a phone: the same place, the same width. */
export const EarlierVersionsLoadingOnAPhone: Story = onMobile({ ...EarlierVersionsLoading });

/** A refusal (the update is no longer the reader's to read) is said where the versions would be, with another try. */
export const EarlierVersionsRefused: Story = {
  parameters: screen(demoUsers.approvedInvestor, {
    listProjectUpdateRevisions: http.get('/projects/{id}/updates/{updateId}/revisions', () => errorResponse(42)),
  }),
  play: async ({ canvasElement }) => {
    const { region } = await earlierVersions(canvasElement);
    await expect(await region.findByText('Not found')).toBeVisible();
    await expect(region.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A server fault opens the generic modal; the versions' place offers another try. */
export const EarlierVersionsServerError: Story = {
  parameters: screen(demoUsers.approvedInvestor, {
    listProjectUpdateRevisions: http.get('/projects/{id}/updates/{updateId}/revisions', () => serverErrorResponse()),
  }),
  play: async ({ canvasElement }) => {
    const { region } = await earlierVersions(canvasElement);
    const modal = await body(canvasElement).findByRole('dialog', { name: 'Something went wrong' });
    await userEvent.click(within(modal).getByRole('button', { name: 'OK' }));
    await expect(await region.findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** The error on a phone: the message and its retry fit the width. */
export const EarlierVersionsRefusedOnAPhone: Story = onMobile({ ...EarlierVersionsRefused });

/** Photos as pictures that open full size, documents as links, each in a new tab. */
export const WithPhotosAndDocuments: Story = {
  play: async ({ canvasElement }) => {
    const item = await update(canvasElement, withFiles.title);
    await expect(item.queryByText(/^Edited/)).toBeNull();
    await expect(item.getByText('For investors in this project')).toBeVisible();
    const photos = within(item.getByRole('list', { name: UPDATE_TEXTS.photos }));
    await expect(photos.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(
      withFiles.photos.map((photo) => photo.name),
    );
    const documents = within(item.getByRole('list', { name: UPDATE_TEXTS.documents }));
    const [document] = withFiles.documents;
    const link = documents.getByRole('link', { name: `${document?.name} ${UPDATE_TEXTS.newTab}` });
    await expect(link).toHaveAttribute('href', document?.url);
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

/** Nothing posted (or nothing this reader may read): said plainly. */
export const Empty: Story = {
  args: { project: comingSoon },
  play: async ({ canvasElement }) => {
    const timeline = within(await section(canvasElement));
    await expect(await timeline.findByText(UPDATE_TEXTS.noUpdates)).toBeVisible();
    await expect(timeline.queryByRole('article')).toBeNull();
  },
};

/** While the updates load, two updates' shapes hold their place. */
export const Loading: Story = {
  parameters: screen(demoUsers.approvedInvestor, {
    listProjectUpdates: http.get('/projects/{id}/updates', async () => {
      await delay('infinite');
      return serverErrorResponse();
    }),
  }),
  play: async ({ canvasElement }) => {
    const status = await within(await section(canvasElement)).findByRole('status');
    await expect(status).toHaveTextContent('loading...');
  },
};

/** The API a second late: the loading shapes, then the updates, with nothing after them moving twice. */
export const ASecondLate: Story = {
  parameters: screen(demoUsers.approvedInvestor, {
    listProjectUpdates: http.get('/projects/{id}/updates', async ({ response }) => {
      await delay(1000);
      return response(200).json({ updates: [editedUpdate], nextOffset: null });
    }),
  }),
  play: async ({ canvasElement }) => {
    const timeline = within(await section(canvasElement));
    await expect(await timeline.findByRole('status')).toBeVisible();
    await expect(await timeline.findByRole('article', {}, { timeout: 5000 })).toBeVisible();
    await expect(timeline.queryByRole('status')).toBeNull();
  },
};

/** A server fault opens the generic modal; the section offers another try. */
export const ServerError: Story = {
  parameters: screen(demoUsers.approvedInvestor, {
    listProjectUpdates: http.get('/projects/{id}/updates', () => serverErrorResponse()),
  }),
  play: async ({ canvasElement }) => {
    const modal = await body(canvasElement).findByRole('dialog', { name: 'Something went wrong' });
    await userEvent.click(within(modal).getByRole('button', { name: 'OK' }));
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

const many: ProjectUpdate[] = Array.from({ length: PROJECT_UPDATES_PAGE_SIZE + 2 }, (_, index) => ({
  ...editedUpdate,
  id: 500 + index,
  title: `Site visit ${PROJECT_UPDATES_PAGE_SIZE + 2 - index}`,
  editedAt: null,
}));

/** More than a page: older updates a page at a time, and back. */
export const Paged: Story = {
  parameters: screen(demoUsers.approvedInvestor, {
    listProjectUpdates: http.get('/projects/{id}/updates', ({ query, response }) => {
      const offset = Number(query.get('offset') ?? 0);
      const next = offset + PROJECT_UPDATES_PAGE_SIZE;
      return response(200).json({
        updates: many.slice(offset, next),
        nextOffset: next < many.length ? next : null,
      });
    }),
  }),
  play: async ({ canvasElement }) => {
    const timeline = within(await section(canvasElement));
    await expect(await timeline.findAllByRole('article')).toHaveLength(PROJECT_UPDATES_PAGE_SIZE);
    await expect(timeline.getByRole('button', { name: UPDATE_TEXTS.newer })).toBeDisabled();
    await userEvent.click(timeline.getByRole('button', { name: UPDATE_TEXTS.older }));
    await waitFor(() => expect(timeline.getAllByRole('article')).toHaveLength(2));
    await expect(timeline.getByRole('article', { name: 'Site visit 1' })).toBeVisible();
    await expect(timeline.getByRole('button', { name: UPDATE_TEXTS.older })).toBeDisabled();
  },
};

const admin = screen(demoUsers.admin);
const openForm = async (canvasElement: HTMLElement, button: string) => {
  const timeline = within(await section(canvasElement));
  await userEvent.click(await timeline.findByRole('button', { name: button }));
  return within(await timeline.findByRole('form'));
};

/** The admin sees every update, each with its Edit button, and a way to post one. */
export const AdminTimeline: Story = {
  parameters: admin,
  play: async ({ canvasElement }) => {
    const timeline = within(await section(canvasElement));
    await expect(await timeline.findByRole('button', { name: UPDATE_TEXTS.post })).toBeVisible();
    await expect(await timeline.findByRole('button', { name: UPDATE_TEXTS.edit(withFiles.title) })).toBeVisible();
  },
};

/** Posting with nothing filled in: flows' messages under each field, nothing sent. */
export const FormValidation: Story = {
  parameters: admin,
  play: async ({ canvasElement }) => {
    const form = await openForm(canvasElement, UPDATE_TEXTS.post);
    await userEvent.click(form.getByRole('button', { name: UPDATE_TEXTS.save }));
    await expect(await form.findByText(PROJECT_UPDATE_MESSAGES.titleRequired)).toBeVisible();
    await expect(form.getByText(PROJECT_UPDATE_MESSAGES.textRequired)).toBeVisible();
    await expect(form.getByText(PROJECT_UPDATE_MESSAGES.audienceRequired)).toBeVisible();
  },
};

const fillUpdate = async (form: ReturnType<typeof within>, title: string) => {
  await userEvent.type(form.getByRole('textbox', { name: /Title/ }), title);
  await userEvent.type(form.getByRole('textbox', { name: /Update/ }), 'The scaffolding came down on Monday.');
  await userEvent.click(form.getByRole('radio', { name: UPDATE_TEXTS.audience.INVESTORS_AND_FOLLOWERS }));
};

/** A new update with a photo and a document: it is posted and heads the timeline. */
export const PostWithPhotoAndDocument: Story = {
  parameters: admin,
  play: async ({ canvasElement }) => {
    const form = await openForm(canvasElement, UPDATE_TEXTS.post);
    await fillUpdate(form, 'Scaffolding down');
    await userEvent.upload(fileInput(form.getByRole('group', { name: UPDATE_TEXTS.photos })), png('front.png'));
    await expect(await form.findByRole('button', { name: UPDATE_TEXTS.remove('front.png') })).toBeVisible();
    await userEvent.upload(fileInput(form.getByRole('group', { name: UPDATE_TEXTS.documents })), pdf('report.pdf'));
    await expect(await form.findByRole('button', { name: UPDATE_TEXTS.remove('report.pdf') })).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: UPDATE_TEXTS.save }));

    const timeline = within(await section(canvasElement));
    await expect(await timeline.findByText(UPDATE_TEXTS.posted)).toBeVisible();
    const posted = await update(canvasElement, 'Scaffolding down');
    await expect(posted.getByRole('img', { name: 'front.png' })).toBeVisible();
    await expect(posted.getByRole('link', { name: `report.pdf ${UPDATE_TEXTS.newTab}` })).toBeVisible();
    await expect(timeline.getAllByRole('article')[0]).toHaveAccessibleName('Scaffolding down');
  },
};

/** An edit keeps the earlier version on the server; the timeline says it was edited. */
export const EditAnUpdate: Story = {
  parameters: admin,
  play: async ({ canvasElement }) => {
    const form = await openForm(canvasElement, UPDATE_TEXTS.edit(withFiles.title));
    await expect(form.getByText(UPDATE_TEXTS.editNote)).toBeVisible();
    const title = form.getByRole('textbox', { name: /Title/ });
    await expect(title).toHaveValue(withFiles.title);
    await userEvent.clear(title);
    await userEvent.type(title, 'Monitoring report, September (corrected)');
    await userEvent.click(form.getByRole('button', { name: UPDATE_TEXTS.saveEdit }));

    await expect(await within(await section(canvasElement)).findByText(UPDATE_TEXTS.saved)).toBeVisible();
    const edited = await update(canvasElement, 'Monitoring report, September (corrected)');
    await expect(edited.getByText(/^Edited \d\d\/\d\d\/\d{4}, \d\d:\d\d$/)).toBeVisible();
    // The version it replaced, with the names of the files it had.
    await userEvent.click(edited.getByRole('button', { name: new RegExp(`, ${UPDATE_TEXTS.showEarlier}$`) }));
    const earlier = within(await edited.findByRole('region', { name: UPDATE_TEXTS.earlierVersions }));
    await expect(await earlier.findByText(withFiles.title)).toBeVisible();
    await expect(
      earlier.getByText(UPDATE_TEXTS.hadPhotos(withFiles.photos.map((photo) => photo.name).join(', '))),
    ).toBeVisible();
    await expect(
      earlier.getByText(UPDATE_TEXTS.hadDocuments(withFiles.documents.map((document) => document.name).join(', '))),
    ).toBeVisible();
  },
};

/** The server's refusal lands on the form, under the field it names. */
export const RefusedByServer: Story = {
  parameters: screen(demoUsers.admin, {
    createProjectUpdate: http.post('/projects/{id}/updates', () =>
      errorResponse(2, { fieldErrors: [{ field: 'title', message: PROJECT_UPDATE_MESSAGES.titleTooLong }] }),
    ),
  }),
  play: async ({ canvasElement }) => {
    const form = await openForm(canvasElement, UPDATE_TEXTS.post);
    await fillUpdate(form, 'A title the server refuses');
    await userEvent.click(form.getByRole('button', { name: UPDATE_TEXTS.save }));
    await expect(await form.findByText(PROJECT_UPDATE_MESSAGES.titleTooLong)).toBeVisible();
  },
};

/** While posting, the button says so and the form stays. */
export const Posting: Story = {
  parameters: screen(demoUsers.admin, {
    createProjectUpdate: http.post('/projects/{id}/updates', async () => {
      await delay('infinite');
      return serverErrorResponse();
    }),
  }),
  play: async ({ canvasElement }) => {
    const form = await openForm(canvasElement, UPDATE_TEXTS.post);
    await fillUpdate(form, 'Slow news');
    await userEvent.click(form.getByRole('button', { name: UPDATE_TEXTS.save }));
    await waitFor(() =>
      expect(form.getByRole('button', { name: UPDATE_TEXTS.save })).toHaveAttribute('aria-busy', 'true'),
    );
  },
};

/** At 390 px the form and the updates fit the width, photos two a row. */
export const FormOnAPhone: Story = {
  ...onMobile({}),
  parameters: admin,
  play: async ({ canvasElement }) => {
    const form = await openForm(canvasElement, UPDATE_TEXTS.post);
    await expect(form.getByRole('radio', { name: UPDATE_TEXTS.audience.INVESTORS })).toBeVisible();
    const article = await update(canvasElement, withFiles.title);
    await expect(article.getAllByRole('img')).toHaveLength(withFiles.photos.length);
  },
};

let scrolledTo: string[] = [];

/**
 * Opened from a notification's link (`#update-N`): the update it names brings itself into view once the timeline
 * has arrived, as the browser does for an anchor only on a fresh load; the others stay where they are.
 */
export const OpenedFromANotification: Story = {
  parameters: screenParameters({
    user: demoUsers.approvedInvestor,
    route: `/platform/projects/${developmentBegan.id}#update-${withFiles.id}`,
  }),
  beforeEach: () => {
    scrolledTo = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function scrollIntoView(
      this: Element,
      options?: boolean | ScrollIntoViewOptions,
    ) {
      scrolledTo.push(this.id);
      original.call(this, options);
    };
    return () => {
      Element.prototype.scrollIntoView = original;
    };
  },
  play: async ({ canvasElement }) => {
    const named = await within(canvasElement).findByRole('article', { name: withFiles.title });
    await expect(named).toHaveAttribute('id', `update-${withFiles.id}`);
    await waitFor(() => expect(scrolledTo).toEqual([`update-${withFiles.id}`]));
    await expect(await within(canvasElement).findByRole('article', { name: editedUpdate.title })).toHaveAttribute(
      'id',
      `update-${editedUpdate.id}`,
    );
  },
};
