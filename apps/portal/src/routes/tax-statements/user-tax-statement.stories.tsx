import { demoUsers } from '@keystone/demo/fixtures';
import { errorResponse, http, type handlers } from '@keystone/demo/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { screenDecorator, screenParameters } from '../../testing/screen-decorator.tsx';
import { TAX_STATEMENT_RUNS_TEXTS as TEXTS } from './tax-statements-texts.ts';
import { UserTaxStatement } from './user-tax-statement.tsx';

const investor = demoUsers.approvedInvestor;
const userScreen = (overrides: Partial<typeof handlers> = {}) =>
  screenParameters(
    { route: `/platform/users/${investor.id}`, path: '/platform/users/:id', user: demoUsers.admin },
    overrides,
  );

const meta = {
  title: 'Portal/Tax statements/User tax statement',
  component: UserTaxStatement,
  tags: ['autodocs'],
  decorators: [screenDecorator],
  args: { userId: investor.id },
  parameters: { layout: 'padded', ...userScreen() },
} satisfies Meta<typeof UserTaxStatement>;
export default meta;
type Story = StoryObj<typeof meta>;

const asked: string[] = [];

/** The admin chooses a year and downloads the investor's statement as a PDF or a CSV. */
export const Default: Story = {
  parameters: userScreen({
    getUserTaxStatement: http.get('/users/{id}/tax-statements/{taxYear}', ({ request, response }) => {
      const url = new URL(request.url);
      asked.push(url.pathname + url.search);
      return response.untyped(new Response('Tax year\r\n', { headers: { 'Content-Type': 'text/csv' } }));
    }),
  }),
  play: async ({ canvasElement }) => {
    asked.length = 0;
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: TEXTS.userHeading, level: 2 })).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: TEXTS.taxYear }), '2025');
    await userEvent.click(canvas.getByRole('button', { name: TEXTS.userDownloadCsv }));
    await waitFor(() => expect(asked).toEqual([`/api/users/${investor.id}/tax-statements/2025?format=csv`]));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Playground: Story = {};

/** A year before the investor's money first moved answers 404 code 42: said under the buttons. */
export const Refused: Story = {
  parameters: userScreen({
    getUserTaxStatement: http.get('/users/{id}/tax-statements/{taxYear}', () => errorResponse(42)),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: TEXTS.userDownloadPdf }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Not found');
  },
};
