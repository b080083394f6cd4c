import { describe, expect, it } from 'vitest';
import { projectImageAlt } from './project-image-alt.ts';

describe('projectImageAlt', () => {
  it('adds the city the title does not name', () => {
    expect(projectImageAlt({ title: 'Victorian Terrace Refurbishment, Clifton', city: 'Bristol' })).toBe(
      'Victorian Terrace Refurbishment, Clifton, Bristol',
    );
  });

  it('names the city once when the title already does, wherever and however it is written', () => {
    expect(projectImageAlt({ title: 'Stokes Croft Co-living, Bristol', city: 'Bristol' })).toBe(
      'Stokes Croft Co-living, Bristol',
    );
    expect(projectImageAlt({ title: 'Brighton Marina Offices', city: 'Brighton' })).toBe('Brighton Marina Offices');
    expect(projectImageAlt({ title: 'Quayside, NEWCASTLE UPON TYNE', city: 'Newcastle upon Tyne' })).toBe(
      'Quayside, NEWCASTLE UPON TYNE',
    );
  });

  it('does not take a longer word for the city', () => {
    expect(projectImageAlt({ title: 'Bathgate Mill', city: 'Bath' })).toBe('Bathgate Mill, Bath');
    expect(projectImageAlt({ title: 'Hovedon Court', city: 'Hove' })).toBe('Hovedon Court, Hove');
  });

  it('is the title alone without a city', () => {
    expect(projectImageAlt({ title: 'Riverside Mews', city: '' })).toBe('Riverside Mews');
  });
});
