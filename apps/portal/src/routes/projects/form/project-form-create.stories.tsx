import { demoProjects } from '@keystone/demo/fixtures';
import { type ProjectInput } from '@keystone/api';
import { http } from '@keystone/demo/mocks';
import { INVEST_STRATEGY_HINTS, PROJECT_FORM_MESSAGES } from '@keystone/flows/projects';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { screenDecorator } from '../../../testing/screen-decorator.tsx';
import { CreateProjectPage } from './project-form-page.tsx';
import {
  control,
  createScreen,
  expectBlocked,
  expectFieldMessage,
  fileInput,
  fill,
  pdf,
  png,
  projectForm,
  section,
  statusOptions,
  submit,
  term,
} from './project-form-story.ts';

const meta = {
  title: 'Portal/Projects/Form/Create',
  component: CreateProjectPage,
  tags: ['autodocs'],
  decorators: [screenDecorator],
  parameters: { layout: 'padded', ...createScreen() },
} satisfies Meta<typeof CreateProjectPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const form = (canvasElement: HTMLElement) => projectForm(canvasElement, 'Create project');

/** Every field a new project needs, valid, typed as a person would; the pitch deck uploaded. */
async function fillValidProject(canvasElement: HTMLElement) {
  const canvas = await form(canvasElement);
  await fill(canvas, 'Title', 'Dockside Lofts, Salford');
  await fill(canvas, 'Description', 'Twelve loft flats in a former warehouse.');
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Project type/ }), 'Residential build');
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Purpose/ }), 'Developing');
  const short = term(canvasElement, 'Short term');
  await fill(short, 'Start date', '2030-01-01');
  await fill(short, 'End date', '2031-01-01');
  await fill(short, 'Funding target', '250000');
  await fill(short, 'Minimum investment', '500');
  const debtSecured = short.getByRole('checkbox', { name: 'Debt secured: offered' });
  // Issue 32: what 'Debt secured' is, where the admin chooses it.
  await expect(debtSecured).toHaveAccessibleDescription(INVEST_STRATEGY_HINTS.DEBT_SECURED);
  await userEvent.click(debtSecured);
  await fill(short, 'Debt secured: Expected rate, % p.a.', '8.5');
  await userEvent.upload(fileInput(canvas.getByRole('group', { name: 'Pitch deck (PDF)' })), pdf());
  await expect(await canvas.findByText('successfully uploaded')).toBeVisible();
  await fill(canvas, 'Address', 'Ordsall Lane');
  await fill(canvas, 'City', 'Salford');
  await fill(canvas, 'Latitude', '53.4722');
  await fill(canvas, 'Longitude', '-2.2801');
  return canvas;
}

/** A new project: empty, a DRAFT, the predefined documents listed, no 'Find address' without a geocoder. */
export const New: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Create project' })).toBeVisible();
    for (const name of ['Main info', 'Investment strategy', 'Images', 'Documents', 'Location']) {
      await expect(canvas.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect(control(canvas, 'Title')).toHaveValue('');
    await expect(statusOptions(canvas)).toEqual(['Draft', 'Coming soon', 'Archived']);
    await expect(canvas.getByRole('combobox', { name: /Status/ })).toHaveValue('DRAFT');
    for (const title of ['Floor plans', 'Architectural designs', 'RICS', 'Pitch deck']) {
      await expect(canvas.getByRole('group', { name: `${title} (PDF)` })).toBeVisible();
      await expect(canvas.getByRole('checkbox', { name: `${title}: visible to investors` })).toBeChecked();
    }
    await expect(canvas.getByText('0/800 characters')).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'Long term' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Find address' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Create' })).toBeEnabled();
  },
};

/** Sending nothing: every required field says so, and the form is not sent. */
export const Required: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    await submit(canvas, 'Create');
    await expectBlocked(canvasElement);
    for (const label of [
      'Title',
      'Description',
      'Project type',
      'Purpose',
      'Address',
      'City',
      'Latitude',
      'Longitude',
    ]) {
      await expectFieldMessage(canvas, label, PROJECT_FORM_MESSAGES.required);
    }
    const short = term(canvasElement, 'Short term');
    for (const label of ['Start date', 'End date', 'Funding target', 'Minimum investment']) {
      await expectFieldMessage(short, label, PROJECT_FORM_MESSAGES.required);
    }
    await expect(short.getByRole('group', { name: 'Strategies offered' })).toHaveAccessibleDescription(
      PROJECT_FORM_MESSAGES.noStrategy,
    );
    const pitchDeck = canvas.getByRole('group', { name: 'Pitch deck (PDF)' });
    await expect(within(pitchDeck).getByText(PROJECT_FORM_MESSAGES.documentFileMissing)).toBeVisible();
    // The summary above the form names each field once, as a person reads it, and the description as itself.
    const { required, noStrategy, documentFileMissing } = PROJECT_FORM_MESSAGES;
    const summary = within(canvas.getByRole('alert'));
    const entries = summary.getAllByRole('link').map((link) => link.textContent);
    await expect(entries.toSorted()).toEqual(
      [
        `Title: ${required}`,
        `Description: ${required}`,
        `Project type: ${required}`,
        `Purpose: ${required}`,
        `Start date: ${required}`,
        `End date: ${required}`,
        `Funding target: ${required}`,
        `Minimum investment: ${required}`,
        `Short term strategies: ${noStrategy}`,
        `Pitch deck (PDF): ${documentFileMissing}`,
        `Address: ${required}`,
        `City: ${required}`,
        `Latitude: ${required}`,
        `Longitude: ${required}`,
      ].toSorted(),
    );
    await userEvent.click(summary.getByRole('link', { name: `Description: ${required}` }));
    await expect(canvas.getByRole('textbox', { name: /^Description/ })).toHaveFocus();
  },
};

let sentBody: ProjectInput | undefined;
/** The create answer waits for the story to let it go, so that the busy button can be seen however slow the machine. */
let answerCreate: () => void = () => undefined;
let createMayAnswer: Promise<void> = Promise.resolve();

/**
 * Everything valid: sent as 'Create' in pence, a long term switched on then off again sent as nulls, the strategies
 * not ticked without rates; then the new project's page.
 */
export const FilledValidAndSubmitting: Story = {
  beforeEach: () => {
    sentBody = undefined;
    createMayAnswer = new Promise<void>((resolve) => (answerCreate = resolve));
  },
  parameters: createScreen({
    createProject: http.post('/projects', async ({ request, response }) => {
      sentBody = await request.json();
      await createMayAnswer;
      return response(201).json({ ...demoProjects.draft, id: 100 });
    }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = await fillValidProject(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'The project has a long term' }));
    await fill(term(canvasElement, 'Long term'), 'Funding target', '1000');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'The project has a long term' }));
    await submit(canvas, 'Create');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Create' })).toHaveAttribute('aria-busy', 'true'));
    answerCreate();
    await expect(await within(canvasElement).findByTestId('navigated-to')).toHaveTextContent(
      'Navigated to /platform/projects/100',
    );
    await expect(sentBody).toMatchObject({
      title: 'Dockside Lofts, Salford',
      subtitle: null,
      status: 'DRAFT',
      projectType: 'RESIDENTIAL_BUILD',
      shortStartDate: '2030-01-01',
      shortFundingTargetPence: 25_000_000,
      shortFundingMinimumPence: 50_000,
      shortDebtSecuredExpectedRate: 8.5,
      shortDebtExpectedRate: null,
      allowLongTerm: false,
      longFundingTargetPence: null,
      latitude: 53.4722,
      longitude: -2.2801,
      images: [],
    });
    const pitchDeck = sentBody?.documents.find((document) => document.title === 'Pitch deck');
    await expect(pitchDeck).toEqual({
      title: 'Pitch deck',
      url: '/api/files/temp/pitch-deck.pdf',
      visible: true,
      required: true,
    });
  },
};

/** The end of a term must come after its start. */
export const EndBeforeStart: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    const short = term(canvasElement, 'Short term');
    await fill(short, 'Start date', '2030-06-01');
    await fill(short, 'End date', '2030-05-01');
    await submit(canvas, 'Create');
    await expectFieldMessage(short, 'End date', PROJECT_FORM_MESSAGES.endNotAfterStart);
  },
};

export const MinimumOverTarget: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    const short = term(canvasElement, 'Short term');
    await fill(short, 'Funding target', '1000');
    await fill(short, 'Minimum investment', '2000');
    await submit(canvas, 'Create');
    await expectFieldMessage(short, 'Minimum investment', PROJECT_FORM_MESSAGES.minimumOverTarget);
  },
};

/** The long term, shown once switched on: its target and minimum cannot exceed the short term's. */
export const LongTermCaps: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    const short = term(canvasElement, 'Short term');
    await fill(short, 'Funding target', '100000');
    await fill(short, 'Minimum investment', '500');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'The project has a long term' }));
    const long = term(canvasElement, 'Long term');
    await fill(long, 'Funding target', '200000');
    await fill(long, 'Minimum investment', '1000');
    await submit(canvas, 'Create');
    await expectFieldMessage(long, 'Funding target', PROJECT_FORM_MESSAGES.longTargetOverShort);
    await expectFieldMessage(long, 'Minimum investment', PROJECT_FORM_MESSAGES.longMinimumOverShort);
    await expect(long.getByRole('group', { name: 'Strategies offered' })).toHaveAccessibleDescription(
      PROJECT_FORM_MESSAGES.noStrategy,
    );
  },
};

/** 801 characters: the counter shows it and the seed's words appear. */
export const DescriptionTooLong: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    await userEvent.click(control(canvas, 'Description'));
    await userEvent.paste('x'.repeat(801));
    await expect(canvas.getByText('801/800 characters')).toBeVisible();
    await submit(canvas, 'Create');
    await expectFieldMessage(canvas, 'Description', 'Should have less then 800 characters');
  },
};

export const CoordinatesOutOfBounds: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    await fill(canvas, 'Latitude', '91');
    await fill(canvas, 'Longitude', '-180.5');
    await submit(canvas, 'Create');
    await expectFieldMessage(canvas, 'Latitude', PROJECT_FORM_MESSAGES.latitudeRange);
    await expectFieldMessage(canvas, 'Longitude', PROJECT_FORM_MESSAGES.longitudeRange);
  },
};

export const AddressTooShort: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    await fill(canvas, 'Address', 'A');
    await submit(canvas, 'Create');
    await expectFieldMessage(canvas, 'Address', PROJECT_FORM_MESSAGES.addressTooShort);
  },
};

/** A ticked strategy asks for its rate and, for equity, the investors' share, each between 0 and 100. */
export const RatesOutOfRange: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    const short = term(canvasElement, 'Short term');
    await userEvent.click(short.getByRole('checkbox', { name: 'Equity: offered' }));
    await fill(short, 'Equity: Expected rate, % p.a.', '101');
    await fill(short, 'Equity: Investors’ profit share, %', '-1');
    await userEvent.click(short.getByRole('checkbox', { name: 'Debt: offered' }));
    await submit(canvas, 'Create');
    await expectFieldMessage(short, 'Equity: Expected rate, % p.a.', PROJECT_FORM_MESSAGES.rateRange);
    await expectFieldMessage(short, 'Equity: Investors’ profit share, %', PROJECT_FORM_MESSAGES.rateRange);
    await expectFieldMessage(short, 'Debt: Expected rate, % p.a.', PROJECT_FORM_MESSAGES.required);
  },
};

/** No strategy ticked for the short term. */
export const NoStrategy: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    await submit(canvas, 'Create');
    const strategies = term(canvasElement, 'Short term').getByRole('group', { name: 'Strategies offered' });
    await expect(strategies).toHaveAccessibleDescription('At least one Investment Strategy shall be selected');
  },
};

/** The pitch deck is required: without its PDF the form is not sent; with it the message goes. */
export const PitchDeckNeedsFile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    await submit(canvas, 'Create');
    const pitchDeck = canvas.getByRole('group', { name: 'Pitch deck (PDF)' });
    await expect(within(pitchDeck).getByText(PROJECT_FORM_MESSAGES.documentFileMissing)).toBeVisible();
    await expect(within(canvas.getByRole('group', { name: 'RICS (PDF)' })).queryByText(/Please upload/)).toBeNull();
    await userEvent.upload(fileInput(pitchDeck), pdf());
    await expect(await within(pitchDeck).findByText('successfully uploaded')).toBeVisible();
    await submit(canvas, 'Create');
    await expect(within(pitchDeck).queryByText(PROJECT_FORM_MESSAGES.documentFileMissing)).toBeNull();
  },
};

/** Images: uploaded ones listed, the first the main one, another can be chosen, and one removed. */
export const Images: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    const images = section(canvasElement, 'Images');
    await expect(images.getByText('No images yet')).toBeVisible();
    const upload = images.getByRole('group', { name: 'Add an image' });
    await userEvent.upload(fileInput(upload), png('front.png'));
    await expect(await images.findByRole('img', { name: 'Preview of image 1' })).toBeVisible();
    await userEvent.upload(fileInput(upload), png('garden.png'));
    await expect(await images.findByRole('img', { name: 'Preview of image 2' })).toBeVisible();
    await expect(images.getByRole('radio', { name: 'Image 1' })).toBeChecked();
    await userEvent.click(images.getByRole('radio', { name: 'Image 2' }));
    await expect(images.getByRole('radio', { name: 'Image 2' })).toBeChecked();
    await userEvent.click(images.getByRole('button', { name: 'Remove image 2' }));
    await expect(images.queryByRole('img', { name: 'Preview of image 2' })).toBeNull();
    await expect(images.getByRole('radio', { name: 'Image 1' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Create' })).toBeVisible();
  },
};

/** Another document needs a title and a file; it can be removed again. */
export const OtherDocument: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    const documents = section(canvasElement, 'Documents');
    await userEvent.click(documents.getByRole('button', { name: 'Add document' }));
    await submit(canvas, 'Create');
    await expectFieldMessage(documents, 'Title of document 1', PROJECT_FORM_MESSAGES.required);
    const file = documents.getByRole('group', { name: 'File of document 1 (PDF)' });
    await expect(within(file).getByText(PROJECT_FORM_MESSAGES.documentFileMissing)).toBeVisible();
    await userEvent.click(documents.getByRole('button', { name: 'Remove document 1' }));
    await expect(documents.queryByRole('textbox', { name: 'Title of document 1' })).toBeNull();
  },
};
