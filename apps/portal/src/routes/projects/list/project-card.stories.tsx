import { demoProjects, demoUsers } from '@keystone/demo/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { screenDecorator, screenParameters } from '../../../testing/screen-decorator.tsx';
import { ProjectCard } from './project-card.tsx';

const meta = {
  title: 'Portal/Projects/Card',
  component: ProjectCard,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
    screenDecorator,
  ],
  args: { project: demoProjects.availableToPledge },
  parameters: { layout: 'padded', ...screenParameters({ user: demoUsers.approvedInvestor }) },
} satisfies Meta<typeof ProjectCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const card = async (canvasElement: HTMLElement, title: string) => {
  const heading = await within(canvasElement).findByRole('heading', { name: title, level: 2 });
  return within(heading.closest('[data-slot="card"]') as HTMLElement);
};

/** Short and long term: the highest rate of either term, every strategy offered, both month counts. */
export const WithLongTerm: Story = {
  play: async ({ canvasElement }) => {
    const project = await card(canvasElement, 'Riverside Mews, Kingston upon Thames');
    // The title names the city already: the picture's name says it once.
    const image = project.getByRole('img', { name: 'Riverside Mews, Kingston upon Thames' });
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('src', demoProjects.availableToPledge.images[0]?.url);
    await expect(project.getByText('Residential build')).toBeVisible();
    await expect(project.getByText('Available to pledge')).toBeVisible();
    await expect(project.getByText(/Ground-up development of 18/)).toBeVisible();
    // Short-term debt pays 10%, more than debt secured (8.5%) or the long term's equity (40% of the profit: 5%).
    await expect(project.getByText('Return up to 10% p.a.')).toBeVisible();
    const strategies = project.getByRole('list', { name: 'Investment strategies' });
    await expect(
      within(strategies)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Debt secured', 'Debt', 'Equity']);
    // £25,000 of £1,200,000 pledged, in pounds and pence as every other screen shows money.
    const bar = project.getByRole('progressbar', { name: '£25,000.00 pledged of £1,200,000.00' });
    await expect(bar).toHaveAttribute('aria-valuetext', '2.08% funded');
    await expect(project.getByText('2.08% funded')).toBeVisible();
    await expect(project.getByText('Short term').nextElementSibling).toHaveTextContent('12 months');
    await expect(project.getByText('Long term').nextElementSibling).toHaveTextContent('24 months');
    await expect(
      project.getByRole('link', { name: 'More info about Riverside Mews, Kingston upon Thames' }),
    ).toHaveAttribute('href', '/platform/projects/3');
  },
};

/** Short term only, nothing pledged yet, coming soon: no long-term count, 0.00% funded. */
export const ShortTermOnlyNothingPledged: Story = {
  args: { project: demoProjects.comingSoon },
  play: async ({ canvasElement }) => {
    const project = await card(canvasElement, 'Victorian Terrace Refurbishment, Clifton');
    // The title names the district, not the city: the picture's name adds it.
    await expect(project.getByRole('img', { name: 'Victorian Terrace Refurbishment, Clifton, Bristol' })).toBeVisible();
    await expect(project.getByText('Refurbishment')).toBeVisible();
    // Issue 32: the card said nothing of whether the project was open yet.
    await expect(project.getByText('Coming soon')).toBeVisible();
    await expect(project.getByText('Return up to 10.5% p.a.')).toBeVisible();
    await expect(project.getByText('Short term').nextElementSibling).toHaveTextContent('12 months');
    await expect(project.queryByText('Long term')).toBeNull();
    await expect(project.getByRole('progressbar', { name: '£0.00 pledged of £950,000.00' })).toHaveAttribute(
      'aria-valuetext',
      '0.00% funded',
    );
  },
};

/**
 * Development began: the actual start (8 Aug) replaces the planned one (1 Aug), so the term to 1 Feb 2028 counts 17
 * whole months, not 18; fully funded.
 */
export const ActualDatesFullyFunded: Story = {
  args: { project: demoProjects.developmentBegan },
  play: async ({ canvasElement }) => {
    const project = await card(canvasElement, 'Harbourside Offices, Leith');
    await expect(project.getByText('Commercial build')).toBeVisible();
    await expect(project.getByText('Short term').nextElementSibling).toHaveTextContent('17 months');
    await expect(project.getByText('In progress short term')).toBeVisible();
    await expect(project.getByRole('progressbar', { name: '£150,000.00 pledged of £150,000.00' })).toHaveAttribute(
      'aria-valuetext',
      '100.00% funded',
    );
    await expect(project.getByText('Return up to 9.5% p.a.')).toBeVisible();
  },
};

/** Issue 32: pledged pence were rounded away ('£1,235 pledged'); they show, as on every other screen. */
export const PledgedWithPence: Story = {
  args: { project: { ...demoProjects.availableToPledge, shortFundedSumPence: 123_456 } },
  play: async ({ canvasElement }) => {
    const project = await card(canvasElement, 'Riverside Mews, Kingston upon Thames');
    await expect(project.getByRole('progressbar', { name: '£1,234.56 pledged of £1,200,000.00' })).toBeVisible();
  },
};

/** A project without pictures keeps the picture's place, so the cards of a row line up. */
export const NoImage: Story = {
  args: { project: { ...demoProjects.comingSoon, images: [] } },
  play: async ({ canvasElement }) => {
    const project = await card(canvasElement, 'Victorian Terrace Refurbishment, Clifton');
    await expect(project.queryByRole('img')).toBeNull();
    await expect(project.getByText('No picture yet')).toBeInTheDocument();
  },
};

/** The picture flagged main is the card's, wherever it is in the list. */
export const MainImageNotFirst: Story = {
  args: {
    project: {
      ...demoProjects.comingSoon,
      images: [
        { id: 901, url: '/api/files/first.jpg', main: false },
        { id: 902, url: '/api/files/main.jpg', main: true },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const project = await card(canvasElement, 'Victorian Terrace Refurbishment, Clifton');
    await expect(project.getByRole('img')).toHaveAttribute('src', '/api/files/main.jpg');
  },
};

/** No strategy offered yet: no rate and no strategy list, rather than 'Return up to 0%'. */
export const NoRatesYet: Story = {
  args: { project: { ...demoProjects.comingSoon, shortDebtExpectedRate: null, shortDebtSecuredExpectedRate: null } },
  play: async ({ canvasElement }) => {
    const project = await card(canvasElement, 'Victorian Terrace Refurbishment, Clifton');
    await expect(project.queryByText(/Return up to/)).toBeNull();
    await expect(project.queryByRole('list', { name: 'Investment strategies' })).toBeNull();
  },
};
