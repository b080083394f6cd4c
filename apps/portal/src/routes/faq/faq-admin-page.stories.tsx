import { demoFaqs, demoUsers } from '@keystone/demo/fixtures';
import { errorResponse, http, serverErrorResponse, type handlers } from '@keystone/demo/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectCards, expectTable } from '@keystone/ui/table/testing';
import { onDesktop } from '../../testing/on-desktop.ts';
import { onMobile } from '../../testing/on-mobile.ts';
import { screenDecorator, screenParameters } from '../../testing/screen-decorator.tsx';
import { FaqAdminPage } from './faq-admin-page.tsx';

const faqScreen = (route = '/platform/faq', overrides: Partial<typeof handlers> = {}) =>
  screenParameters({ route, path: '/platform/faq', user: demoUsers.admin }, overrides);

const meta = {
  title: 'Portal/FAQ/Admin',
  component: FaqAdminPage,
  tags: ['autodocs'],
  decorators: [screenDecorator],
  parameters: { layout: 'padded', ...faqScreen() },
} satisfies Meta<typeof FaqAdminPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const [first] = demoFaqs;
if (!first) throw new Error('the demo FAQ is empty');
const rows = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('row').slice(1);
const loaded = (canvasElement: HTMLElement) => within(canvasElement).findByRole('cell', { name: first.question });

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'FAQ', level: 1 })).toBeVisible();
    await expect(await loaded(canvasElement)).toBeVisible();
    for (const name of ['Category', 'Question', 'Answer', 'Actions']) {
      await expect(canvas.getByRole('columnheader', { name })).toBeVisible();
    }
    await expect(rows(canvasElement)).toHaveLength(Math.min(demoFaqs.length, 20));
    await expect(canvas.getByRole('button', { name: `Edit "${first.question}"` })).toBeVisible();
    await expect(canvas.getByRole('button', { name: `Delete "${first.question}"` })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add question' })).toBeVisible();
  },
};

export const Playground: Story = {};

/** At 390 px each question is a card with its category and answer, Edit and Delete at its foot. */
export const OnAPhone: Story = {
  ...onMobile({}),
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const table = within(canvasElement).getByRole('table', { name: 'FAQ records' });
    await expectCards(table, ['Question', 'Category']);
    await expect(within(table).getAllByRole('button', { name: /^Delete/ })[0]).toBeVisible();
  },
};

/** At 1440 px the questions are a table. */
export const OnADesktop: Story = {
  ...onDesktop({}),
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expectTable(within(canvasElement).getByRole('table', { name: 'FAQ records' }));
  },
};

export const Loading: Story = {
  parameters: faqScreen('/platform/faq', {
    listFaq: http.get('/marketing/faq', async () => {
      await delay('infinite');
      return serverErrorResponse();
    }),
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('loading...');
  },
};

/** A search nothing matches: the seed's words. */
export const Empty: Story = {
  parameters: faqScreen('/platform/faq?search=nothing%20like%20this'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No search result')).toBeVisible();
    await expect(canvas.getByLabelText('Search')).toHaveValue('nothing like this');
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await userEvent.type(canvas.getByLabelText('Search'), 'FSCS');
    await waitFor(() => expect(rows(canvasElement)).toHaveLength(1));
    await expect(canvas.getByRole('cell', { name: 'Is my capital protected?' })).toBeVisible();
  },
};

/** A server fault opens the generic modal; the page offers another try. */
export const ServerError: Story = {
  parameters: faqScreen('/platform/faq', { listFaq: http.get('/marketing/faq', () => serverErrorResponse()) }),
  play: async ({ canvasElement }) => {
    const modal = await body(canvasElement).findByRole('dialog', { name: 'Something went wrong' });
    await userEvent.click(within(modal).getByRole('button', { name: 'OK' }));
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A refusal is told in the server's words, with no modal. */
export const Refused: Story = {
  parameters: faqScreen('/platform/faq', { listFaq: http.get('/marketing/faq', () => errorResponse(11)) }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Illegal role');
  },
};

const openAdd = async (canvasElement: HTMLElement) => {
  await loaded(canvasElement);
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add question' }));
  return body(canvasElement).findByRole('dialog', { name: 'Add a question' });
};

export const AddDialog: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    await expect(within(dialog).getByRole('combobox', { name: /Category/ })).toHaveDisplayValue('Choose a category');
    await expect(within(dialog).getByRole('textbox', { name: /Question/ })).toHaveValue('');
    await expect(within(dialog).getByText('0/5000 characters')).toBeVisible();
  },
};

/** Saving an empty form: each field's message under it, nothing sent. */
export const AddInvalid: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await within(dialog).findByText('Please choose a category')).toBeVisible();
    await expect(within(dialog).getAllByText('Please fill required field')).toHaveLength(2);
    await expect(within(dialog).getByRole('textbox', { name: /Question/ })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Whitespace is no answer: the same rule as the server's. */
export const AddBlankAnswer: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /Category/ }), 'Payments');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Question/ }), 'Are there fees?');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Answer/ }), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await within(dialog).findByText('Please fill required field')).toBeVisible();
    await expect(within(dialog).getAllByText('Please fill required field')).toHaveLength(1);
  },
};

export const Added: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openAdd(canvasElement);
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /Category/ }), 'Payments');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Question/ }), 'Are there any fees?');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Answer/ }), 'Investors pay no fees.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await within(canvasElement).findByText('The question was added.')).toBeVisible();
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

const openEdit = async (canvasElement: HTMLElement) => {
  await loaded(canvasElement);
  await userEvent.click(within(canvasElement).getByRole('button', { name: `Edit "${first.question}"` }));
  return body(canvasElement).findByRole('dialog', { name: 'Edit the question' });
};

export const EditDialog: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openEdit(canvasElement);
    await expect(within(dialog).getByRole('combobox', { name: /Category/ })).toHaveDisplayValue('Getting started');
    await expect(within(dialog).getByRole('textbox', { name: /Question/ })).toHaveValue(first.question);
    await expect(within(dialog).getByRole('textbox', { name: /Answer/ })).toHaveValue(first.answer);
  },
};

export const Edited: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openEdit(canvasElement);
    const question = within(dialog).getByRole('textbox', { name: /Question/ });
    await userEvent.clear(question);
    await userEvent.type(question, 'Who may invest?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await within(canvasElement).findByText('The question was saved.')).toBeVisible();
  },
};

/** Another admin deleted the record meanwhile: code 10 in the server's words, above the form. */
export const EditRefused: Story = {
  parameters: faqScreen('/platform/faq', { saveFaq: http.post('/marketing/faq', () => errorResponse(10)) }),
  play: async ({ canvasElement }) => {
    const dialog = await openEdit(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await within(dialog).findByText('Illegal access')).toBeVisible();
    await expect(body(canvasElement).getByRole('dialog', { name: 'Edit the question' })).toBeVisible();
  },
};

const openDelete = async (canvasElement: HTMLElement) => {
  await loaded(canvasElement);
  await userEvent.click(within(canvasElement).getByRole('button', { name: `Delete "${first.question}"` }));
  return body(canvasElement).findByRole('dialog', { name: 'Delete this question?' });
};

export const DeleteConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDelete(canvasElement);
    await expect(dialog).toHaveTextContent(first.question);
    await expect(dialog).toHaveTextContent('This cannot be undone.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(within(canvasElement).queryByText('The question was deleted.')).toBeNull();
  },
};

export const DeleteConfirmed: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDelete(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await within(canvasElement).findByText('The question was deleted.')).toBeVisible();
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/** Deleted by another admin first: the dialog stays and says so in the server's words. */
export const DeleteRefused: Story = {
  parameters: faqScreen('/platform/faq', {
    deleteFaq: http.delete('/marketing/faq/{id}', () => errorResponse(10)),
  }),
  play: async ({ canvasElement }) => {
    const dialog = await openDelete(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await within(dialog).findByText('Illegal access')).toBeVisible();
    await expect(within(canvasElement).queryByText('The question was deleted.')).toBeNull();
  },
};
