import type { ProjectStatus } from '@keystone/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { screenDecorator } from '../../../testing/screen-decorator.tsx';
import { StatusScreens } from './status-screens.tsx';
import { projectIn, projectServer } from './status-server.ts';
import { adminOnDetails, expectAdminOffers, expectDetailsIn, expectMachinePanel } from './status-story-plays.ts';

// Every state of the project status machine (status-stories.ts names the story of each): the admin's details screen
// of a project in it, what the admin is offered there, and beside it where the machine lets the project go next.

const meta = {
  title: 'Flows/Project status/States',
  component: StatusScreens,
  decorators: [screenDecorator],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StatusScreens>;
export default meta;
type Story = StoryObj<typeof meta>;

function stateStory(status: ProjectStatus): Story {
  const project = projectIn(status);
  return {
    parameters: adminOnDetails(project, projectServer(project)),
    play: async ({ canvasElement }) => {
      await expectDetailsIn(canvasElement, project, status);
      await expectAdminOffers(canvasElement, status);
      await expectMachinePanel(canvasElement, status);
    },
  };
}

export const Draft = stateStory('DRAFT');
export const ComingSoon = stateStory('COMING_SOON');
export const AvailableToPledge = stateStory('AVAILABLE_TO_PLEDGE');
export const FullyPledged = stateStory('FULLY_FUNDED_DEVELOPMENT_NOT_BEGAN');
export const InProgressShortTerm = stateStory('FULLY_FUNDED_DEVELOPMENT_BEGAN');
export const ShortTermComplete = stateStory('FULLY_FUNDED_DEVELOPMENT_COMPLETE_SHORT');
export const CompleteShortTerm = stateStory('COMPLETE_SHORT_TERM');
export const InProgressLongTerm = stateStory('FULLY_FUNDED_DEVELOPMENT_COMPLETE_LONG');
export const Complete = stateStory('COMPLETE');
export const CancelledNotPaidOut = stateStory('CANCELLED_NOT_PAID_OUT');
export const CancelledPaidOut = stateStory('CANCELLED_PAID_OUT');
export const Archived = stateStory('ARCHIVED');
