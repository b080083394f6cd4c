import { errorResponse, http, MOCK_PUBLIC_SETTINGS } from '@keystone/demo/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { screenDecorator, screenParameters } from '../testing/screen-decorator.tsx';
import { RiskFooter } from './risk-footer.tsx';

const meta = {
  title: 'Portal/Layout/Footer',
  component: RiskFooter,
  tags: ['autodocs'],
  decorators: [screenDecorator],
  parameters: { layout: 'fullscreen', ...screenParameters({}) },
} satisfies Meta<typeof RiskFooter>;
export default meta;
type Story = StoryObj<typeof meta>;

const { firm } = MOCK_PUBLIC_SETTINGS;

async function expectRiskStatementAndLinks(footer: HTMLElement) {
  await expect(within(footer).getByText('Your capital is at risk.')).toBeVisible();
  await expect(
    within(footer).getByText(/Past performance is not a reliable indicator of future results/),
  ).toBeVisible();
  await expect(
    within(footer).getByText(/not protected by the Financial Services Compensation Scheme \(FSCS\)/),
  ).toBeVisible();
  // The stories' clock stands at the demo's today, in 2026: from the seed's year to this one.
  await expect(within(footer).getByText('© 2020–2026 Keystone Property Crowdfunding')).toBeVisible();
  const legal = within(footer).getByRole('navigation', { name: 'Legal' });
  for (const [name, href] of [
    ['Terms and conditions', '/terms'],
    ['Privacy notice', '/privacy'],
    ['Risk warning', '/risk'],
    ['Complaints', '/complaints'],
    ['Risk summary', '/risk-summary'],
    ['Loan book', '/loan-book'],
  ]) {
    await expect(within(legal).getByRole('link', { name })).toHaveAttribute('href', href);
  }
}

/** The risk statement, the four pages and the risk summary, who runs the platform (from the server's configuration) and the copyright. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    await expect(
      await within(footer).findByText(
        `${firm.name}. Company number ${firm.companyNumber}. Registered office: ${firm.registeredOffice}.`,
      ),
    ).toBeVisible();
    await expect(within(footer).getByText(firm.regulatorStatus)).toBeVisible();
    await expectRiskStatementAndLinks(footer);
  },
};

/** Until the settings answer, everything but the firm's details is there already. */
export const LoadingSettings: Story = {
  parameters: screenParameters(
    {},
    {
      getPublicSettings: http.get('/settings', async () => {
        await delay('infinite');
        return errorResponse(1);
      }),
    },
  ),
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    await expectRiskStatementAndLinks(footer);
    await expect(within(footer).queryByText(/Company number/)).not.toBeInTheDocument();
  },
};

/** A link opens its page. */
export const OpensAPage: Story = {
  parameters: screenParameters({ route: '/', path: '/' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Complaints' }));
    await expect(await canvas.findByTestId('navigated-to')).toHaveTextContent('Navigated to /complaints');
  },
};
