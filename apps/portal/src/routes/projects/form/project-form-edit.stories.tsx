import { demoProjects } from '@keystone/demo/fixtures';
import { type Project } from '@keystone/api';
import { errorResponse, http } from '@keystone/demo/mocks';
import { PROJECT_STATUS_LABELS, statusSelectOptions } from '@keystone/flows/projects';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { screenDecorator } from '../../../testing/screen-decorator.tsx';
import { EditProjectPage } from './project-form-page.tsx';
import {
  answering,
  control,
  editScreen,
  expectBlocked,
  expectFieldMessage,
  expectLocks,
  expectNavigatedTo,
  fill,
  projectForm,
  refusingLockedChanges,
  section,
  statusOptions,
  submit,
  term,
} from './project-form-story.ts';

const { draft, comingSoon, availableToPledge, developmentBegan } = demoProjects;

const meta = {
  title: 'Portal/Projects/Form/Edit',
  component: EditProjectPage,
  tags: ['autodocs'],
  decorators: [screenDecorator],
  parameters: { layout: 'padded', ...editScreen(draft.id) },
} satisfies Meta<typeof EditProjectPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const form = (canvasElement: HTMLElement) => projectForm(canvasElement, 'Edit project');
const labelsOf = (project: Project) =>
  statusSelectOptions(project.status).map((status) => PROJECT_STATUS_LABELS[status]);

// The fields each status family locks or leaves (seed 001 §4 'Editable fields by status').
const LOCATION_AND_TYPE = ['Address', 'City', 'Latitude', 'Longitude', 'Project type'];
const PLEDGE_TERMS = ['Title', 'Purpose', 'The project has a long term'];

async function expectShortTermLocked(canvasElement: HTMLElement, locked: boolean) {
  const short = term(canvasElement, 'Short term');
  await expectLocks(short, {
    'Start date': locked,
    'End date': locked,
    'Funding target': locked,
    'Minimum investment': locked,
    'Expected profit': locked,
  });
  await expect(short.getByRole('checkbox', { name: 'Debt secured: offered' })).toHaveProperty('disabled', locked);
}

/** A DRAFT: everything editable; it may stay a draft, come soon or be archived. */
export const Draft: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    await expect(control(canvas, 'Title')).toHaveValue(draft.title);
    await expect(control(canvas, 'Latitude')).toHaveValue(String(draft.latitude));
    await expect(
      term(canvasElement, 'Short term').getByRole('checkbox', { name: 'Debt secured: offered' }),
    ).toBeChecked();
    await expectLocks(
      canvas,
      Object.fromEntries(
        [...LOCATION_AND_TYPE, ...PLEDGE_TERMS, 'Description', 'Status'].map((label) => [label, false]),
      ),
    );
    await expectShortTermLocked(canvasElement, false);
    await expect(statusOptions(canvas)).toEqual(['Draft', 'Coming soon', 'Archived']);
    await expect(canvas.getByRole('button', { name: 'Update' })).toBeEnabled();
  },
};

/** COMING_SOON: where the project is and its type are locked; it may open for pledges or be archived. */
export const ComingSoon: Story = {
  parameters: editScreen(comingSoon.id, refusingLockedChanges(comingSoon)),
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    await expectLocks(canvas, Object.fromEntries(LOCATION_AND_TYPE.map((label) => [label, true])));
    await expectLocks(
      canvas,
      Object.fromEntries([...PLEDGE_TERMS, 'Description', 'Subtitle'].map((label) => [label, false])),
    );
    await expectShortTermLocked(canvasElement, false);
    await expect(statusOptions(canvas)).toEqual(labelsOf(comingSoon));
    await expect(statusOptions(canvas)).toEqual(['Coming soon', 'Archived', 'Available to pledge']);
    // Saved as it is: the locked fields go back unchanged, so the server's lock check lets it through.
    await submit(canvas, 'Update');
    await expectNavigatedTo(canvasElement, `/platform/projects/${comingSoon.id}`);
  },
};

/** AVAILABLE_TO_PLEDGE: the terms investors pledge on are locked too; only cancelling is offered. */
export const AvailableToPledge: Story = {
  parameters: editScreen(availableToPledge.id, refusingLockedChanges(availableToPledge)),
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    await expectLocks(
      canvas,
      Object.fromEntries([...LOCATION_AND_TYPE, ...PLEDGE_TERMS].map((label) => [label, true])),
    );
    await expectLocks(canvas, { Description: false, Subtitle: false, Status: false });
    await expectShortTermLocked(canvasElement, true);
    await expectLocks(term(canvasElement, 'Long term'), {
      'Funding target': true,
      'Equity: Expected rate, % p.a.': true,
    });
    await expect(statusOptions(canvas)).toEqual(labelsOf(availableToPledge));
    await expect(section(canvasElement, 'Documents').getByRole('button', { name: 'Add document' })).toBeEnabled();
    // Saved as it is: the locked fields go back unchanged, so the server's lock check lets it through.
    await submit(canvas, 'Update');
    await expectNavigatedTo(canvasElement, `/platform/projects/${availableToPledge.id}`);
  },
};

/** Development begun: only images, documents and the status (cancelling) can change. */
export const LateStatus: Story = {
  parameters: editScreen(developmentBegan.id, refusingLockedChanges(developmentBegan)),
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    await expectLocks(
      canvas,
      Object.fromEntries(
        [...LOCATION_AND_TYPE, ...PLEDGE_TERMS, 'Description', 'Subtitle'].map((label) => [label, true]),
      ),
    );
    await expectLocks(canvas, { Status: false });
    await expectShortTermLocked(canvasElement, true);
    await expect(statusOptions(canvas)).toEqual(labelsOf(developmentBegan));
    const images = section(canvasElement, 'Images');
    await expect(images.getByRole('button', { name: 'Remove image 1' })).toBeEnabled();
    await expect(images.getByRole('button', { name: 'Choose file' })).toBeEnabled();
    const documents = section(canvasElement, 'Documents');
    await expect(documents.getByRole('checkbox', { name: 'RICS: visible to investors' })).toBeEnabled();
    await expect(documents.getByRole('button', { name: 'Add document' })).toBeEnabled();
    // A document shown to investors now; the locked fields go back unchanged, so the server's lock check passes.
    await userEvent.click(documents.getByRole('checkbox', { name: 'RICS: visible to investors' }));
    await submit(canvas, 'Update');
    await expectNavigatedTo(canvasElement, `/platform/projects/${developmentBegan.id}`);
  },
};

/** Opening for pledges with a start date already past: the seed's words. */
export const StartDateInPast: Story = {
  parameters: editScreen(
    comingSoon.id,
    answering({ ...comingSoon, shortStartDate: '2020-01-01', shortEndDate: '2030-01-01' }),
  ),
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Status/ }), 'Available to pledge');
    await submit(canvas, 'Update');
    await expectBlocked(canvasElement);
    await expectFieldMessage(term(canvasElement, 'Short term'), 'Start date', 'Start date must be in a future');
  },
};

const withImages = (count: number): Project => ({
  ...draft,
  images: Array.from({ length: count }, (_, index) => ({
    id: 900 + index,
    url: draft.images[0]!.url,
    main: index === 0,
  })),
});

/** Eleven images (saved before the limit, say): the upload is closed and saving is refused until one goes. */
export const TooManyImages: Story = {
  parameters: editScreen(draft.id, answering(withImages(11))),
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    const images = section(canvasElement, 'Images');
    await expect(images.getByText('The project has 10 images, the most it can have')).toBeVisible();
    await expect(images.getByRole('button', { name: 'Choose file' })).toBeDisabled();
    await submit(canvas, 'Update');
    await expect(await images.findByText('At most 10 images')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Images: At most 10 images' })).toBeVisible();
    await userEvent.click(images.getByRole('button', { name: 'Remove image 11' }));
    await submit(canvas, 'Update');
    await expect(await within(canvasElement).findByTestId('navigated-to')).toHaveTextContent(
      `Navigated to /platform/projects/${draft.id}`,
    );
  },
};

const withOtherDocuments = (count: number): Project => ({
  ...draft,
  documents: [
    ...draft.documents,
    ...Array.from({ length: count }, (_, index) => ({
      ...draft.documents[0]!,
      id: 900 + index,
      uuid: `00000000-0000-4000-8000-${String(900 + index).padStart(12, '0')}`,
      title: `Survey ${index + 1}`,
      predefined: false,
    })),
  ],
});

/** Eleven other documents: no more can be added and saving is refused. */
export const TooManyDocuments: Story = {
  parameters: editScreen(draft.id, answering(withOtherDocuments(11))),
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    const documents = section(canvasElement, 'Documents');
    await expect(documents.getByRole('button', { name: 'Add document' })).toBeDisabled();
    await submit(canvas, 'Update');
    await expect(await documents.findByText('At most 10 documents besides the predefined ones')).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Documents: At most 10 documents besides the predefined ones' }),
    ).toBeVisible();
  },
};

/** Saved: 'Update' sends the project and opens its page. */
export const Updated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    await fill(canvas, 'Subtitle', 'Twenty-six flats in a converted cotton mill');
    await submit(canvas, 'Update');
    await expect(await within(canvasElement).findByTestId('navigated-to')).toHaveTextContent(
      `Navigated to /platform/projects/${draft.id}`,
    );
  },
};

/** The server refuses a field: its words under that field, the general words above the form. */
export const ServerRefusesField: Story = {
  parameters: editScreen(draft.id, {
    updateProject: http.put('/projects/{id}', () =>
      errorResponse(2, {
        fieldErrors: [{ field: 'title', message: 'This field cannot change in the current status' }],
      }),
    ),
  }),
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    await submit(canvas, 'Update');
    await expectFieldMessage(canvas, 'Title', 'This field cannot change in the current status');
    await expect(await canvas.findByText('Invalid data')).toBeVisible();
    await expect(within(canvasElement).queryByTestId('navigated-to')).toBeNull();
  },
};

export const ServerError: Story = {
  parameters: editScreen(draft.id, { updateProject: http.put('/projects/{id}', () => errorResponse(1)) }),
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    await submit(canvas, 'Update');
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('dialog', { name: 'Something went wrong' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: editScreen(draft.id, {
    getProject: http.get('/projects/{id}', async () => {
      await delay('infinite');
      return errorResponse(1);
    }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Edit project' })).toBeVisible();
    await expect(await canvas.findByRole('status')).toHaveTextContent('loading...');
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

/** No such project (or an address that is no id): the server's words, no form. */
export const NotFound: Story = {
  parameters: editScreen(999),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Project does not exist')).toBeVisible();
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

export const NotAnId: Story = {
  parameters: editScreen('latest'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Project does not exist')).toBeVisible();
  },
};
