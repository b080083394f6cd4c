import { projectUpdateAudiences, type ProjectUpdateAudience } from '@keystone/api';
import { formatDateTime } from '../format/date.ts';
import { composeRules, maxLength, requiredText, type TextValue } from '../rules/rule.ts';

// Issue 34 §2: an admin's update on a project. The form and the server share these limits and messages; the
// contract's maxLength and maxItems are the same numbers.
export const PROJECT_UPDATE_TITLE_MAX_LENGTH = 120;
export const PROJECT_UPDATE_TEXT_MAX_LENGTH = 5000;
export const PROJECT_UPDATE_MAX_PHOTOS = 10;
export const PROJECT_UPDATE_MAX_DOCUMENTS = 10;
/** A page of a project's timeline, and of the investor's feed. */
export const PROJECT_UPDATES_PAGE_SIZE = 10;

export const PROJECT_UPDATE_AUDIENCES = projectUpdateAudiences;
export type { ProjectUpdateAudience };

export const PROJECT_UPDATE_MESSAGES = {
  titleRequired: 'Please enter a title',
  titleTooLong: `The title must be at most ${PROJECT_UPDATE_TITLE_MAX_LENGTH} characters`,
  textRequired: 'Please write the update',
  textTooLong: `The update must be at most ${PROJECT_UPDATE_TEXT_MAX_LENGTH} characters`,
  audienceRequired: 'Please choose who may read it',
} as const;

/** The admin form's choices and the timeline's note of who may read an update. */
export const PROJECT_UPDATE_AUDIENCE_LABELS: Record<ProjectUpdateAudience, string> = {
  INVESTORS: 'Investors in this project',
  INVESTORS_AND_FOLLOWERS: 'Investors and followers',
};

export const validateProjectUpdateTitle = composeRules<TextValue>(
  requiredText(PROJECT_UPDATE_MESSAGES.titleRequired),
  maxLength(PROJECT_UPDATE_TITLE_MAX_LENGTH, PROJECT_UPDATE_MESSAGES.titleTooLong),
);

export const validateProjectUpdateText = composeRules<TextValue>(
  requiredText(PROJECT_UPDATE_MESSAGES.textRequired),
  maxLength(PROJECT_UPDATE_TEXT_MAX_LENGTH, PROJECT_UPDATE_MESSAGES.textTooLong),
);

export function validateProjectUpdateAudience(value: string | null | undefined): string | undefined {
  return value !== null && value !== undefined && (PROJECT_UPDATE_AUDIENCES as readonly string[]).includes(value)
    ? undefined
    : PROJECT_UPDATE_MESSAGES.audienceRequired;
}

/** When the update was posted, in London time: `Posted 09/03/2025, 14:05`. */
export function postedNote(postedAt: string | Date): string {
  return `Posted ${formatDateTime(postedAt)}`;
}

/** An edit is never silent: `Edited 10/03/2025, 09:30`, in London time; undefined for an update never edited. */
export function editedNote(editedAt: string | Date | null): string | undefined {
  return editedAt === null ? undefined : `Edited ${formatDateTime(editedAt)}`;
}
