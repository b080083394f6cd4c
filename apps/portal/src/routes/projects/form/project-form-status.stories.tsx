import { demoProjects } from '@keystone/demo/fixtures';
import { type Project, type ProjectStatus } from '@keystone/api';
import { PROJECT_STATUS_LABELS } from '@keystone/flows/projects';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { screenDecorator } from '../../../testing/screen-decorator.tsx';
import { EditProjectPage } from './project-form-page.tsx';
import { answering, editScreen, projectForm, statusOptions } from './project-form-story.ts';

// Every state of the project status machine as the editor shows it: the status select offers the current status
// and exactly the changes seed 001 §4 permits an admin, written out here as the seed's table (the machine's own
// test checks the machine; this checks the screen against the seed, not against the machine).

const PERMITTED: { readonly [status in ProjectStatus]: readonly ProjectStatus[] } = {
  DRAFT: ['COMING_SOON', 'ARCHIVED'],
  COMING_SOON: ['ARCHIVED', 'AVAILABLE_TO_PLEDGE'],
  AVAILABLE_TO_PLEDGE: ['CANCELLED_NOT_PAID_OUT'],
  FULLY_FUNDED_DEVELOPMENT_NOT_BEGAN: ['FULLY_FUNDED_DEVELOPMENT_BEGAN', 'CANCELLED_NOT_PAID_OUT'],
  FULLY_FUNDED_DEVELOPMENT_BEGAN: ['CANCELLED_NOT_PAID_OUT'],
  FULLY_FUNDED_DEVELOPMENT_COMPLETE_SHORT: [],
  COMPLETE_SHORT_TERM: ['FULLY_FUNDED_DEVELOPMENT_COMPLETE_LONG', 'CANCELLED_NOT_PAID_OUT'],
  FULLY_FUNDED_DEVELOPMENT_COMPLETE_LONG: [],
  COMPLETE: ['ARCHIVED'],
  CANCELLED_NOT_PAID_OUT: [],
  CANCELLED_PAID_OUT: ['ARCHIVED'],
  ARCHIVED: [],
};

const inStatus = (status: ProjectStatus): Project => ({ ...demoProjects.developmentBegan, status });

const meta = {
  title: 'Portal/Projects/Form/Every status',
  component: EditProjectPage,
  tags: ['autodocs'],
  decorators: [screenDecorator],
} satisfies Meta<typeof EditProjectPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The edit screen of a project in `status`: it shows that status and offers only the seed's permitted changes. */
function statusStory(status: ProjectStatus): Story {
  const project = inStatus(status);
  return {
    parameters: { layout: 'padded', ...editScreen(project.id, answering(project)) },
    play: async ({ canvasElement }) => {
      const canvas = await projectForm(canvasElement, 'Edit project');
      const select = canvas.getByRole('combobox', { name: /Status/ });
      await expect(select).toHaveValue(status);
      const offered = statusOptions(canvas);
      await expect(offered[0]).toBe(PROJECT_STATUS_LABELS[status]);
      await expect([...offered.slice(1)].sort()).toEqual(
        PERMITTED[status].map((next) => PROJECT_STATUS_LABELS[next]).sort(),
      );
    },
  };
}

export const Draft = statusStory('DRAFT');
export const ComingSoon = statusStory('COMING_SOON');
export const AvailableToPledge = statusStory('AVAILABLE_TO_PLEDGE');
export const FullyPledged = statusStory('FULLY_FUNDED_DEVELOPMENT_NOT_BEGAN');
export const InProgressShortTerm = statusStory('FULLY_FUNDED_DEVELOPMENT_BEGAN');
export const ShortTermDevelopmentComplete = statusStory('FULLY_FUNDED_DEVELOPMENT_COMPLETE_SHORT');
export const CompleteShortTerm = statusStory('COMPLETE_SHORT_TERM');
export const InProgressLongTerm = statusStory('FULLY_FUNDED_DEVELOPMENT_COMPLETE_LONG');
export const Complete = statusStory('COMPLETE');
export const CancelledNotPaidOut = statusStory('CANCELLED_NOT_PAID_OUT');
export const CancelledPaidOut = statusStory('CANCELLED_PAID_OUT');
export const Archived = statusStory('ARCHIVED');
