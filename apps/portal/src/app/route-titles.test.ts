import { isValidElement } from 'react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '../app-routes.tsx';
import { documentTitle } from './route-focus.tsx';
import { EntryRedirect } from './guards.tsx';

/** Every route with an address, with its full path. */
function addressed(list: RouteObject[], parent = ''): Array<{ path: string; route: RouteObject }> {
  return list.flatMap((route) => {
    const path = route.path ? (route.path.startsWith('/') ? route.path : `${parent}/${route.path}`) : parent;
    const own = route.path ? [{ path, route }] : [];
    return [...own, ...addressed(route.children ?? [], path)];
  });
}

const redirects = (route: RouteObject) => isValidElement(route.element) && route.element.type === EntryRedirect;

describe('page titles', () => {
  it('names the page of every route a person can land on', () => {
    const untitled = addressed(routes)
      .filter(({ route }) => !redirects(route) && route.children === undefined)
      .filter(({ route }) => typeof (route.handle as { title?: unknown } | undefined)?.title !== 'string')
      .map(({ path }) => path);
    expect(untitled).toEqual([]);
  });

  it("reads 'Sign in · Keystone', and the site's name alone where no page is named", () => {
    expect(documentTitle('Sign in')).toBe('Sign in · Keystone');
    expect(documentTitle(undefined)).toBe('Keystone');
  });
});
