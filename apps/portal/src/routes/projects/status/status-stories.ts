import type { ProjectStatus } from '@keystone/api';
import type { ProjectStatusEvent } from '@keystone/flows/projects';

// Which story shows each state and each edge of the project status machine, for the statechart's docs page to link
// to (`?path=/story/flows-project-status-states--<export in kebab case>`). `status-stories.test.ts` holds this to the
// machine: a state or an edge without its story here, or a story named here but not exported, fails it.

export const STATE_STORIES_TITLE = 'Flows/Project status/States';
export const EVENT_STORIES_TITLE = 'Flows/Project status/Events';

/** The story export of each status in the States file. */
export const STATE_STORIES: { readonly [status in ProjectStatus]: string } = {
  DRAFT: 'Draft',
  COMING_SOON: 'ComingSoon',
  AVAILABLE_TO_PLEDGE: 'AvailableToPledge',
  FULLY_FUNDED_DEVELOPMENT_NOT_BEGAN: 'FullyPledged',
  FULLY_FUNDED_DEVELOPMENT_BEGAN: 'InProgressShortTerm',
  FULLY_FUNDED_DEVELOPMENT_COMPLETE_SHORT: 'ShortTermComplete',
  COMPLETE_SHORT_TERM: 'CompleteShortTerm',
  FULLY_FUNDED_DEVELOPMENT_COMPLETE_LONG: 'InProgressLongTerm',
  COMPLETE: 'Complete',
  CANCELLED_NOT_PAID_OUT: 'CancelledNotPaidOut',
  CANCELLED_PAID_OUT: 'CancelledPaidOut',
  ARCHIVED: 'Archived',
};

/** An edge as its story starts it: the status and the event; where it leads is the machine's answer. */
export interface EdgeStory {
  from: ProjectStatus;
  event: ProjectStatusEvent;
  /** For the event whose target depends on it: the project has a long term. */
  allowLongTerm?: boolean;
}

const change = (from: ProjectStatus, status: ProjectStatus): EdgeStory => ({
  from,
  event: { type: 'CHANGE_STATUS', status },
});

const eventStories = {
  DraftToComingSoon: change('DRAFT', 'COMING_SOON'),
  DraftToArchived: change('DRAFT', 'ARCHIVED'),
  ComingSoonToArchived: change('COMING_SOON', 'ARCHIVED'),
  ComingSoonToAvailableToPledge: change('COMING_SOON', 'AVAILABLE_TO_PLEDGE'),
  AvailableToPledgeToCancelled: change('AVAILABLE_TO_PLEDGE', 'CANCELLED_NOT_PAID_OUT'),
  FullyPledgedToInProgressShortTerm: change('FULLY_FUNDED_DEVELOPMENT_NOT_BEGAN', 'FULLY_FUNDED_DEVELOPMENT_BEGAN'),
  FullyPledgedToCancelled: change('FULLY_FUNDED_DEVELOPMENT_NOT_BEGAN', 'CANCELLED_NOT_PAID_OUT'),
  InProgressShortTermToCancelled: change('FULLY_FUNDED_DEVELOPMENT_BEGAN', 'CANCELLED_NOT_PAID_OUT'),
  CompleteShortTermToInProgressLongTerm: change('COMPLETE_SHORT_TERM', 'FULLY_FUNDED_DEVELOPMENT_COMPLETE_LONG'),
  CompleteShortTermToCancelled: change('COMPLETE_SHORT_TERM', 'CANCELLED_NOT_PAID_OUT'),
  CompleteToArchived: change('COMPLETE', 'ARCHIVED'),
  CancelledPaidOutToArchived: change('CANCELLED_PAID_OUT', 'ARCHIVED'),
  PledgesFillShortTarget: { from: 'AVAILABLE_TO_PLEDGE', event: { type: 'SYSTEM_SHORT_TARGET_REACHED' } },
  ShortTermPayoutsStarted: {
    from: 'FULLY_FUNDED_DEVELOPMENT_BEGAN',
    event: { type: 'SYSTEM_SHORT_TERM_PAYOUTS_STARTED' },
  },
  ShortTermPaidOutWithLongTerm: {
    from: 'FULLY_FUNDED_DEVELOPMENT_COMPLETE_SHORT',
    event: { type: 'SYSTEM_SHORT_TERM_PAID_OUT' },
    allowLongTerm: true,
  },
  ShortTermPaidOutWithoutLongTerm: {
    from: 'FULLY_FUNDED_DEVELOPMENT_COMPLETE_SHORT',
    event: { type: 'SYSTEM_SHORT_TERM_PAID_OUT' },
    allowLongTerm: false,
  },
  LongTermPaidOut: { from: 'FULLY_FUNDED_DEVELOPMENT_COMPLETE_LONG', event: { type: 'SYSTEM_LONG_TERM_PAID_OUT' } },
  CancellationPaidOut: { from: 'CANCELLED_NOT_PAID_OUT', event: { type: 'SYSTEM_CANCELLATION_PAID_OUT' } },
} as const satisfies Record<string, EdgeStory>;

export type EventStoryName = keyof typeof eventStories;

/** The story export of each edge in the Events file. */
export const EVENT_STORIES: { readonly [name in EventStoryName]: EdgeStory } = eventStories;
