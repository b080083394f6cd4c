import type { Project } from '@keystone/api';
import { createContext, useContext } from 'react';

/**
 * The project the details page shows, for the dialogs it loads on their first click (`LazyDialogTrigger` renders
 * a dialog without props of its own): 'Ask here' names it in the question, 'Delete' deletes it.
 */
export const DetailsProjectContext = createContext<Project | null>(null);

export function useDetailsProject(): Project {
  const project = useContext(DetailsProjectContext);
  if (!project) throw new Error('useDetailsProject must be used inside the project details page');
  return project;
}
