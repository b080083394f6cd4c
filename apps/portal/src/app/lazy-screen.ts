import { Children, isValidElement, lazy, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';

interface Preloadable {
  preload(): Promise<unknown>;
}

/** React's `lazy()` for a screen's chunk, which can also be fetched before the screen first renders. */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>) {
  return Object.assign(
    lazy(async () => ({ default: await load() })),
    { preload: load } satisfies Preloadable,
  );
}

/**
 * Starts fetching the chunks of the screens the address renders, found in the elements of its matching routes
 * (and their children). Called once at start-up: without it a platform page waits for the session, then for the
 * frame's chunk, then for its own, one after the other.
 */
export function preloadScreens(routes: RouteObject[], pathname: string): void {
  for (const match of matchRoutes(routes, pathname) ?? []) preloadElement(match.route.element);
}

function preloadElement(node: ReactNode): void {
  if (!isValidElement<{ children?: ReactNode }>(node)) return;
  const { preload } = node.type as Partial<Preloadable>;
  // A chunk that fails to arrive fails again when its screen renders, and is reported there.
  if (typeof preload === 'function') preload().catch(() => undefined);
  Children.forEach(node.props.children, preloadElement);
}
