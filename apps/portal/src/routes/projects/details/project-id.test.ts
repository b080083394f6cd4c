import { describe, expect, it } from 'vitest';
import { parseProjectId } from './project-id.ts';

describe('the :id of /platform/projects/:id', () => {
  it('is a project id when it is a whole number from 1 to the largest id', () => {
    expect(parseProjectId('3')).toBe(3);
    expect(parseProjectId('2147483647')).toBe(2_147_483_647);
  });

  it('is nothing a project can have otherwise, so the page says so without asking the server', () => {
    for (const value of [undefined, '', '0', '-1', '1.5', 'abc', 'create', '2147483648', '1e3']) {
      expect(parseProjectId(value)).toBeNull();
    }
  });
});
