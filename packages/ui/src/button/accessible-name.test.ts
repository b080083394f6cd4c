import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { hasTextContent, missingNameProblem } from './accessible-name.ts';

const icon = createElement('svg', { 'aria-hidden': true });

describe('hasTextContent', () => {
  it('finds text directly or nested in elements', () => {
    expect(hasTextContent('Sign in')).toBe(true);
    expect(hasTextContent(3)).toBe(true);
    expect(hasTextContent([icon, createElement('span', null, 'Delete')])).toBe(true);
  });

  it('finds none in icons, blanks and empty values', () => {
    expect(hasTextContent(icon)).toBe(false);
    expect(hasTextContent([icon, '  ', null, false])).toBe(false);
    expect(hasTextContent(undefined)).toBe(false);
  });
});

describe('missingNameProblem', () => {
  it('names the component when an icon-only button has no label', () => {
    expect(missingNameProblem('Button', { children: icon })).toBe(
      'Button: an icon-only button needs an aria-label (or aria-labelledby) so screen readers can name it.',
    );
  });

  it('accepts an aria-label or aria-labelledby', () => {
    expect(missingNameProblem('Button', { children: icon, 'aria-label': 'Close' })).toBeNull();
    expect(missingNameProblem('Button', { children: icon, 'aria-labelledby': 'title-1' })).toBeNull();
  });

  it('does not accept a blank aria-label', () => {
    expect(missingNameProblem('Button', { children: icon, 'aria-label': ' ' })).not.toBeNull();
  });

  it('accepts visible text', () => {
    expect(missingNameProblem('Button', { children: [icon, 'Next'] })).toBeNull();
  });
});
