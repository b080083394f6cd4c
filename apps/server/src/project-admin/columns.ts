import type { ProjectField } from '@keystone/flows/projects';
import { PROJECT_FIELDS } from '@keystone/flows/projects';

/** The body's scalar fields (all but images and documents), each stored in the column of the same snake_case name. */
export const SCALAR_FIELDS = PROJECT_FIELDS.filter((field) => field !== 'images' && field !== 'documents');

export const columnOf = (field: ProjectField) => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
