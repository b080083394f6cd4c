import { describe, expect, it } from 'vitest';
import { editableProjectFields, lockedFieldChanges, PROJECT_FIELDS } from './editable-fields.ts';
import { millProject as project } from './project.test-fixture.ts';

const sorted = (fields: Iterable<string>) => [...fields].sort();

describe('editableProjectFields (seed 001 §4)', () => {
  it('DRAFT: every field', () => {
    expect(sorted(editableProjectFields('DRAFT'))).toEqual(sorted(PROJECT_FIELDS));
    expect(PROJECT_FIELDS).toHaveLength(41);
  });

  it('COMING_SOON: all but type, address, city, latitude and longitude', () => {
    const locked = PROJECT_FIELDS.filter((field) => !editableProjectFields('COMING_SOON').has(field));
    expect(sorted(locked)).toEqual(['address', 'city', 'latitude', 'longitude', 'projectType']);
  });

  it.each(['AVAILABLE_TO_PLEDGE', 'FULLY_FUNDED_DEVELOPMENT_NOT_BEGAN'] as const)(
    '%s: only the subtitle, description, status, images and documents',
    (status) => {
      expect(sorted(editableProjectFields(status))).toEqual([
        'description',
        'documents',
        'images',
        'status',
        'subtitle',
      ]);
    },
  );

  it('other statuses: images and documents, and the status while an admin change is permitted', () => {
    expect(sorted(editableProjectFields('FULLY_FUNDED_DEVELOPMENT_BEGAN'))).toEqual(['documents', 'images', 'status']);
    expect(sorted(editableProjectFields('COMPLETE'))).toEqual(['documents', 'images', 'status']);
    expect(sorted(editableProjectFields('FULLY_FUNDED_DEVELOPMENT_COMPLETE_SHORT'))).toEqual(['documents', 'images']);
    expect(sorted(editableProjectFields('ARCHIVED'))).toEqual(['documents', 'images']);
  });
});

describe('lockedFieldChanges', () => {
  it('names each locked field a body would change, and nothing for editable ones or null against absent', () => {
    const current = { title: 'Mill', city: 'Leeds', longFundingTargetPence: null, images: [] };
    expect(
      lockedFieldChanges('COMING_SOON', current, { title: 'New', city: 'Leeds', images: [{ url: 'x', main: true }] }),
    ).toEqual([]);
    expect(lockedFieldChanges('COMING_SOON', current, { ...current, city: 'York' })).toEqual(['city']);
    expect(lockedFieldChanges('AVAILABLE_TO_PLEDGE', current, { ...current, title: 'New', city: 'York' })).toEqual([
      'title',
      'city',
    ]);
  });

  it('finds nothing when a stored project is sent back unchanged', () => {
    expect(lockedFieldChanges('ARCHIVED', project, { ...project })).toEqual([]);
    expect(lockedFieldChanges('ARCHIVED', project, { ...project, latitude: project.latitude + 1 })).toEqual([
      'latitude',
    ]);
  });
});
