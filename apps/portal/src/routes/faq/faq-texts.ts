import { FAQ_CATEGORIES, FAQ_CATEGORY_LABELS } from '@keystone/flows/rules';

export const FAQ_ADMIN_TEXTS = {
  title: 'FAQ',
  searchPlaceholder: 'Search questions and answers',
  add: 'Add question',
  addTitle: 'Add a question',
  editTitle: 'Edit the question',
  description: 'Investors and visitors read it on the Help page, under its category.',
  save: 'Save',
  cancel: 'Cancel',
  edit: (question: string) => `Edit "${question}"`,
  delete: (question: string) => `Delete "${question}"`,
  deleteTitle: 'Delete this question?',
  deleteDescription: 'It disappears from the Help page at once. This cannot be undone.',
  deleteConfirm: 'Delete',
  added: 'The question was added.',
  saved: 'The question was saved.',
  deleted: 'The question was deleted.',
  pages: 'FAQ pages',
} as const;

export const FAQ_CATEGORY_OPTIONS = FAQ_CATEGORIES.map((value) => ({ value, label: FAQ_CATEGORY_LABELS[value] }));
