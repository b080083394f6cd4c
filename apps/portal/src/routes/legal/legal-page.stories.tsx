import { errorResponse, http, MOCK_PUBLIC_SETTINGS, MOCK_SUPPORT_EMAIL } from '@keystone/demo/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { screenDecorator, screenParameters } from '../../testing/screen-decorator.tsx';
import { LegalPage } from './legal-page.tsx';

const meta = {
  title: 'Portal/Legal page',
  component: LegalPage,
  tags: ['autodocs'],
  decorators: [screenDecorator],
  args: { page: 'terms' },
  parameters: { layout: 'fullscreen', ...screenParameters({ route: '/terms', path: '/terms' }) },
} satisfies Meta<typeof LegalPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const { legalPages } = MOCK_PUBLIC_SETTINGS;

/** The page's title, its configured text paragraph by paragraph, the way back, and the footer. */
function showsPage(title: string, paragraphs: string[]): Story['play'] {
  return async ({ canvasElement }) => {
    const main = within(within(canvasElement).getByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible();
    for (const paragraph of paragraphs) await expect(await main.findByText(paragraph)).toBeVisible();
    await expect(main.getByRole('link', { name: 'Back to Keystone' })).toHaveAttribute('href', '/');
    await expect(within(canvasElement).getByRole('contentinfo')).toBeVisible();
  };
}

const [termsFirst = '', termsSecond = ''] = legalPages.terms.split('\n\n');

export const Terms: Story = {
  play: async (context) => {
    await showsPage('Terms and conditions', [termsFirst, termsSecond])?.(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(within(canvas.getByRole('main')).getByRole('link', { name: 'Back to Keystone' }));
    await expect(await canvas.findByTestId('navigated-to')).toHaveTextContent('Navigated to /');
  },
};

export const Privacy: Story = {
  args: { page: 'privacy' },
  play: showsPage('Privacy notice', legalPages.privacy.split('\n\n')),
};

export const Risk: Story = {
  args: { page: 'risk' },
  play: showsPage('Risk warning', legalPages.risk.split('\n\n')),
};

/** The support address and the Financial Ombudsman's web address are links (issue 32: they were plain text). */
export const Complaints: Story = {
  args: { page: 'complaints' },
  play: async ({ canvasElement }) => {
    const main = within(within(canvasElement).getByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: 'Complaints' })).toBeVisible();
    const support = await main.findByRole('link', { name: MOCK_SUPPORT_EMAIL });
    await expect(support).toHaveAttribute('href', `mailto:${MOCK_SUPPORT_EMAIL}`);
    await expect(support.closest('p')).toHaveTextContent(
      `If you are unhappy with our service, tell us: write to us at ${MOCK_SUPPORT_EMAIL}.`,
    );
    const ombudsman = main.getByRole('link', { name: 'https://www.financial-ombudsman.org.uk/' });
    await expect(ombudsman).toHaveAttribute('href', 'https://www.financial-ombudsman.org.uk/');
    await expect(ombudsman.closest('p')).toHaveTextContent(
      'You may refer your complaint to the Financial Ombudsman Service at https://www.financial-ombudsman.org.uk/.',
    );
  },
};

/** The title at once; the text once the settings answer. */
export const Loading: Story = {
  parameters: screenParameters(
    { route: '/terms', path: '/terms' },
    {
      getPublicSettings: http.get('/settings', async () => {
        await delay('infinite');
        return errorResponse(1);
      }),
    },
  ),
  play: async ({ canvasElement }) => {
    const main = within(within(canvasElement).getByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();
    await expect(main.getByRole('status')).toBeVisible();
    await expect(main.queryByText(termsFirst)).not.toBeInTheDocument();
  },
};

/** The route table mounts the page at its address, for a visitor. */
export const AtItsAddress: Story = {
  parameters: screenParameters({ app: true, route: '/risk' }),
  play: async ({ canvasElement }) => {
    const main = within(await within(canvasElement).findByRole('main'));
    await expect(await main.findByRole('heading', { level: 1, name: 'Risk warning' })).toBeVisible();
  },
};
