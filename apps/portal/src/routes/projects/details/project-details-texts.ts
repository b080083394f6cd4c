import { errorCatalogue, ErrorCode } from '@keystone/flows';

// The details page's words; apart from the screen so its lazily loaded dialogs share them without loading it.
export const DETAILS_TEXTS = {
  title: 'Project Details',
  back: 'Back to projects',
  notFound: errorCatalogue[ErrorCode.PROJECT_DOES_NOT_EXIST].message,
  notFoundHint: 'Check the address, or choose a project from the list.',
  seeAll: 'See all projects',
  askHere: 'Ask here',
  investHere: 'Invest here',
  tags: 'Tags',
  description: 'Description',
  location: 'Location',
} as const;
