import { demoProjects, demoUsers, type Project } from '@keystone/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { onMobile } from '../../../testing/on-mobile.ts';
import { screenDecorator } from '../../../testing/screen-decorator.tsx';
import { detailsScreen, findProjectTitle } from './details-stories.ts';
import { ProjectDetailsPage } from './project-details-page.tsx';

const { availableToPledge, comingSoon } = demoProjects;
/** Open for pledges, but its short target is met. */
const targetMet: Project = {
  ...availableToPledge,
  id: 91,
  shortFundedSumPence: availableToPledge.shortFundingTargetPence,
};
const projects = [...Object.values(demoProjects), targetMet];
const screen = (project: Project, options: Parameters<typeof detailsScreen>[1] = {}) =>
  detailsScreen(project, { projects, ...options });

const meta = {
  title: 'Portal/Projects/Details/Invest here',
  component: ProjectDetailsPage,
  tags: ['autodocs'],
  decorators: [screenDecorator],
  parameters: { layout: 'padded', a11y: { test: 'error' }, ...screen(availableToPledge) },
} satisfies Meta<typeof ProjectDetailsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const investHere = (canvasElement: HTMLElement) => within(canvasElement).queryByRole('button', { name: 'Invest here' });
const sourceStep = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('heading', { level: 3, name: 'Source' }, { timeout: 8000 });

/** 'Invest here' opens the pledge flow in the page; its first Back returns to the project. */
export const InvestHere: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findProjectTitle(canvasElement, availableToPledge.title);
    await userEvent.click(investHere(canvasElement) as HTMLElement);
    await expect(await sourceStep(canvasElement)).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Return calculator' })).toBeNull();
    await expect(investHere(canvasElement)).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(await canvas.findByRole('region', { name: 'Return calculator' })).toBeVisible();
    await expect(investHere(canvasElement)).toBeVisible();
  },
};

export const Playground: Story = {};

/** The flow's address (`?pledge`) opens it at once. */
export const OpenedByAddress: Story = {
  parameters: screen(availableToPledge, { search: '?pledge' }),
  play: async ({ canvasElement }) => {
    await expect(await sourceStep(canvasElement)).toBeVisible();
  },
};

/** No more pledges once the short target is met. */
export const ShortTargetMet: Story = {
  parameters: screen(targetMet),
  play: async ({ canvasElement }) => {
    await findProjectTitle(canvasElement, targetMet.title);
    await expect(investHere(canvasElement)).toBeNull();
  },
};

/** Not before pledging opens, even at the flow's address. */
export const ComingSoon: Story = {
  parameters: screen(comingSoon, { search: '?pledge' }),
  play: async ({ canvasElement }) => {
    await findProjectTitle(canvasElement, comingSoon.title);
    await expect(investHere(canvasElement)).toBeNull();
    await expect(within(canvasElement).queryByRole('navigation', { name: 'Pledge steps' })).toBeNull();
  },
};

/** Admins do not invest. */
export const Admin: Story = {
  parameters: screen(availableToPledge, { user: demoUsers.admin }),
  play: async ({ canvasElement }) => {
    await findProjectTitle(canvasElement, availableToPledge.title);
    await expect(investHere(canvasElement)).toBeNull();
  },
};

export const InvestHereOnMobile = onMobile(InvestHere);
export const PlaygroundOnMobile = onMobile(Playground);
export const OpenedByAddressOnMobile = onMobile(OpenedByAddress);
export const ShortTargetMetOnMobile = onMobile(ShortTargetMet);
export const ComingSoonOnMobile = onMobile(ComingSoon);
export const AdminOnMobile = onMobile(Admin);
