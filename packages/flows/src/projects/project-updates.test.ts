import { describe, expect, it } from 'vitest';
import {
  editedNote,
  postedNote,
  PROJECT_UPDATE_AUDIENCE_LABELS,
  PROJECT_UPDATE_TEXT_MAX_LENGTH,
  PROJECT_UPDATE_TITLE_MAX_LENGTH,
  validateProjectUpdateAudience,
  validateProjectUpdateText,
  validateProjectUpdateTitle,
} from './project-updates.ts';

describe('project update rules', () => {
  it('asks for a title and a text, text that shows nothing counting as empty', () => {
    expect(validateProjectUpdateTitle(' \u200B ')).toBe('Please enter a title');
    expect(validateProjectUpdateText(undefined)).toBe('Please write the update');
    expect(validateProjectUpdateTitle('Roof on')).toBeUndefined();
  });

  it('accepts the longest title and text and refuses one character more', () => {
    expect(validateProjectUpdateTitle('t'.repeat(PROJECT_UPDATE_TITLE_MAX_LENGTH))).toBeUndefined();
    expect(validateProjectUpdateTitle('t'.repeat(PROJECT_UPDATE_TITLE_MAX_LENGTH + 1))).toBe(
      'The title must be at most 120 characters',
    );
    expect(validateProjectUpdateText('x'.repeat(PROJECT_UPDATE_TEXT_MAX_LENGTH))).toBeUndefined();
    expect(validateProjectUpdateText('x'.repeat(PROJECT_UPDATE_TEXT_MAX_LENGTH + 1))).toBe(
      'The update must be at most 5000 characters',
    );
  });

  it('accepts only the contract audiences', () => {
    expect(validateProjectUpdateAudience('INVESTORS')).toBeUndefined();
    expect(validateProjectUpdateAudience('INVESTORS_AND_FOLLOWERS')).toBeUndefined();
    expect(validateProjectUpdateAudience('EVERYONE')).toBe('Please choose who may read it');
    expect(validateProjectUpdateAudience(undefined)).toBe('Please choose who may read it');
    expect(Object.keys(PROJECT_UPDATE_AUDIENCE_LABELS)).toEqual(['INVESTORS', 'INVESTORS_AND_FOLLOWERS']);
  });

  it('dates the posting and the edit in London time, summer time included', () => {
    expect(postedNote('2026-01-15T09:05:00Z')).toBe('Posted 15/01/2026, 09:05');
    expect(editedNote('2026-07-01T23:30:00Z')).toBe('Edited 02/07/2026, 00:30');
    expect(editedNote(null)).toBeUndefined();
  });
});
