// Apart from the dialog, so the page's 'Delete' button can say its word without loading the dialog's chunk.
export const DELETE_TEXTS = {
  button: 'Delete',
  title: (title: string) => `Delete ${title}?`,
  description: 'The project, its images and its documents are removed for good. This cannot be undone.',
  cancel: 'Cancel',
} as const;
