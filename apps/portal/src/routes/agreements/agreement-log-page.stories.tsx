import { demoAgreements, demoUsers } from '@keystone/demo/fixtures';
import { errorResponse, http, serverErrorResponse, type handlers } from '@keystone/demo/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { screenDecorator, screenParameters } from '../../testing/screen-decorator.tsx';
import { AgreementLogPage } from './agreement-log-page.tsx';

const id = demoAgreements[0]?.id ?? 1;
/** Its one reference (issue 32 §4): the title and the frame's. */
const reference = demoAgreements[0]?.reference ?? '';

const logScreen = (overrides: Partial<typeof handlers> = {}) =>
  screenParameters(
    { route: `/platform/agreement/log/${id}`, path: '/platform/agreement/log/:id', user: demoUsers.admin },
    overrides,
  );

const meta = {
  title: 'Portal/Agreements/Log',
  component: AgreementLogPage,
  tags: ['autodocs'],
  decorators: [screenDecorator],
  parameters: { layout: 'padded', ...logScreen() },
} satisfies Meta<typeof AgreementLogPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The audit log as a PDF in a frame, with the way back to the agreement. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: `Agreement ${reference} log` })).toBeVisible();
    const frame = await canvas.findByTitle(`Agreement ${reference} log`);
    await waitFor(() => expect(frame).toHaveAttribute('src', expect.stringMatching(/^blob:/)));
    await expect(canvas.getByRole('link', { name: 'Download as PDF' })).toHaveAttribute(
      'href',
      `/api/agreements/${id}/logs/document?download=true`,
    );
    await expect(canvas.getByRole('link', { name: 'Back to the agreement' })).toHaveAttribute(
      'href',
      `/platform/agreement/${id}`,
    );
  },
};

export const Loading: Story = {
  parameters: logScreen({
    downloadAgreementLogs: http.get('/agreements/{id}/logs/document', async () => {
      await delay('infinite');
      return serverErrorResponse();
    }),
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading the document');
  },
};

export const Failed: Story = {
  parameters: logScreen({
    downloadAgreementLogs: http.get('/agreements/{id}/logs/document', () => errorResponse(10)),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Illegal access')).toBeVisible();
    await expect(canvas.queryByTitle(`Agreement ${reference} log`)).toBeNull();
  },
};
